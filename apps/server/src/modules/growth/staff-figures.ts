import { count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.js';
import { referralPayouts } from './referral-tables.js';

/** For the admin console: referral payouts asked for and not yet paid, and their total. */
export async function requestedReferralPayouts(db: TDb) {
  const [row] = await db
    .select({
      n: count(),
      cents: sql<string>`coalesce(sum(${referralPayouts.amountInCents}), 0)`,
    })
    .from(referralPayouts)
    .where(eq(referralPayouts.status, 'requested'));
  return { count: row?.n ?? 0, cents: Number(row?.cents ?? 0) };
}
