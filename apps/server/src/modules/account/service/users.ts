import { eq, sql } from 'drizzle-orm';
import type { TViewerUser } from '../../../platform/auth/viewer.js';
import type { TDb } from '../../../platform/db/client.js';
import { users } from '../tables.js';

export const viewerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  postcode: users.postcode,
  tenant: users.tenant,
  isLawyer: users.isLawyer,
  isAdmin: users.isAdmin,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

export async function findUserByEmail(db: TDb, email: string) {
  const [row] = await db
    .select({
      ...viewerColumns,
      passwordHash: users.passwordHash,
      signUpPending: users.signUpPending,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findUserById(db: TDb, id: string): Promise<TViewerUser | undefined> {
  const [row] = await db.select(viewerColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The user as the API shows it (SPEC §3 User and session user, fields that exist so far). */
export function publicUser(user: TViewerUser) {
  return {
    flakeId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone,
    postcode: user.postcode,
    tenant: user.tenant,
    isLawyer: user.isLawyer,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
export type TPublicUser = ReturnType<typeof publicUser>;
