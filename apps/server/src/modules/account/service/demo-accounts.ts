import { eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { users } from '../tables.js';
import { createUser, type TNewUser } from './create-user.js';
import { findUserByEmail } from './users.js';

// Listed in the README; created on first start so a newcomer can sign in at once.
export const DEMO_ACCOUNTS: readonly TNewUser[] = [
  {
    email: 'customer@clausewell.test',
    password: 'Clausewell-demo-1',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    phone: '0412 345 678',
    postcode: '2000',
    tenant: 'AU',
  },
  {
    email: 'us.customer@clausewell.test',
    password: 'Clausewell-demo-2',
    firstName: 'Jack',
    lastName: 'Miller',
    postcode: '10001',
    tenant: 'US',
  },
  {
    email: 'lawyer@clausewell.test',
    password: 'Clausewell-demo-3',
    firstName: 'Priya',
    lastName: 'Shah',
    tenant: 'AU',
    isLawyer: true,
  },
  // A second lawyer, so a brief can get competing quotes in a demo (and in the journeys).
  {
    email: 'lawyer2@clausewell.test',
    password: 'Clausewell-demo-5',
    firstName: 'Marcus',
    lastName: 'Bell',
    tenant: 'AU',
    isLawyer: true,
  },
  {
    email: 'admin@clausewell.test',
    password: 'Clausewell-demo-4',
    firstName: 'Sam',
    lastName: 'Taylor',
    tenant: 'AU',
    isAdmin: true,
  },
];

/**
 * Creates the demo accounts that are missing; existing ones are left as they are, except
 * that their addresses count as confirmed (databases from before confirmation existed).
 */
export async function ensureDemoAccounts(deps: TDeps) {
  const { db } = deps.database;
  for (const account of DEMO_ACCOUNTS) {
    const found = await findUserByEmail(db, account.email);
    if (!found) await createUser(deps, account);
    else if (!found.emailVerifiedAt) {
      const now = deps.clock.now();
      await db
        .update(users)
        .set({ emailVerifiedAt: now, signUpPending: false, updatedAt: now })
        .where(eq(users.id, found.id));
    }
  }
}
