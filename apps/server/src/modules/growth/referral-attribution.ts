import { ZReferralKey } from '@app/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TViewer } from '../../platform/auth/viewer.js';
import type { TDb } from '../../platform/db/client.js';
import type { TDeps } from '../../platform/deps.js';
import { flakeId } from '../../platform/ids.js';
import { referralAttributions, referralPartners, referralVisits } from './referral-tables.js';

// Attribution (SPEC §1 referral program): the web keeps the partner key from the link in a
// first-party cookie, counts the visit once per browser, and sign-up hands the key here.

async function partnerByKey(db: TDb, partnerKey: string) {
  if (!ZReferralKey.safeParse(partnerKey).success) return undefined;
  const [row] = await db
    .select({
      userId: referralPartners.userId,
      email: referralPartners.email,
      accountEmail: users.email,
    })
    .from(referralPartners)
    .innerJoin(users, eq(users.id, referralPartners.userId))
    .where(eq(referralPartners.partnerKey, partnerKey));
  return row;
}

/** A browser opened a partner's link. Counted once per browser; the partner's own visits never. */
export async function recordReferralVisit(
  deps: TDeps,
  options: { viewer?: TViewer; partnerKey: string; visitorId: string },
): Promise<boolean> {
  const { db } = deps.database;
  const partner = await partnerByKey(db, options.partnerKey);
  if (!partner || partner.userId === options.viewer?.user.id) return false;
  const now = deps.clock.now();
  const inserted = await db
    .insert(referralVisits)
    .values({
      id: flakeId(now.getTime()),
      partnerUserId: partner.userId,
      visitorId: options.visitorId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: referralVisits.id });
  return inserted.length > 0;
}

/**
 * A new account signed up with a partner's key: the customer is theirs. Never the partner's
 * own account or an address the partner uses, and only the first partner counts (the
 * referred user is the table's key).
 */
export async function attributeReferredSignUp(
  db: TDb,
  options: { referredUserId: string; email: string; partnerKey: string; now: Date },
): Promise<boolean> {
  const partner = await partnerByKey(db, options.partnerKey);
  if (!partner || partner.userId === options.referredUserId) return false;
  const email = options.email.toLowerCase();
  if (partner.email.toLowerCase() === email || partner.accountEmail.toLowerCase() === email) {
    return false;
  }
  const inserted = await db
    .insert(referralAttributions)
    .values({
      referredUserId: options.referredUserId,
      partnerUserId: partner.userId,
      createdAt: options.now,
    })
    .onConflictDoNothing()
    .returning({ id: referralAttributions.referredUserId });
  return inserted.length > 0;
}
