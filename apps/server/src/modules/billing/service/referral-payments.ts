import { and, asc, inArray } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/client.js';
import { charges } from '../tables.js';

export type TFirstPayment = {
  userId: string;
  chargeId: string;
  amountInCents: number;
  refundedInCents: number;
  paidAt: Date;
};

/**
 * Each given customer's first successful payment and what has been refunded of it, read from
 * the charges themselves: the referral ledger is computed from the books, never copied.
 * A refunded charge was still paid first, so it stays the first payment (with its refund).
 */
export async function firstPaymentsOf(db: TDb, userIds: readonly string[]) {
  const result = new Map<string, TFirstPayment>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({
      userId: charges.userId,
      chargeId: charges.id,
      amountInCents: charges.amountInCents,
      refundedInCents: charges.refundedInCents,
      createdAt: charges.createdAt,
      settledAt: charges.settledAt,
    })
    .from(charges)
    .where(
      and(
        inArray(charges.userId, [...userIds]),
        inArray(charges.status, ['succeeded', 'refunded']),
      ),
    )
    .orderBy(asc(charges.userId), asc(charges.createdAt), asc(charges.id));
  for (const row of rows) {
    if (result.has(row.userId) || row.amountInCents <= 0) continue;
    result.set(row.userId, {
      userId: row.userId,
      chargeId: row.chargeId,
      amountInCents: row.amountInCents,
      refundedInCents: row.refundedInCents,
      paidAt: row.settledAt ?? row.createdAt,
    });
  }
  return result;
}
