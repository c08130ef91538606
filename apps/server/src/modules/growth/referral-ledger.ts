import { maskAccountNumber, referralCommissionInCents, referredCustomerName } from '@app/domain';
import { asc, count, desc, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TViewer } from '../../platform/auth/viewer.js';
import type { TDb } from '../../platform/db/client.js';
import type { TDeps } from '../../platform/deps.js';
import { forbidden } from '../../platform/errors.js';
import { firstPaymentsOf } from '../billing/index.js';
import { referralAttributions, referralPayouts, referralVisits } from './referral-tables.js';

export type TReferredCustomer = {
  name: string;
  signedUpAt: Date;
  firstPaymentInCents: number | null;
  refundedInCents: number;
  commissionInCents: number;
  paidAt: Date | null;
};

export type TReferralPayoutView = {
  id: string;
  amountInCents: number;
  status: 'requested' | 'paid';
  accountName: string;
  bsb: string;
  maskedAccountNumber: string;
  createdAt: Date;
  paidAt: Date | null;
};

export type TReferralLedger = {
  visits: number;
  signUps: number;
  purchases: number;
  commissionsInCents: number;
  paidOutInCents: number;
  pendingPayoutInCents: number;
  balanceInCents: number;
  customers: TReferredCustomer[];
  payouts: TReferralPayoutView[];
};

export function payoutView(row: typeof referralPayouts.$inferSelect): TReferralPayoutView {
  return {
    id: row.id,
    amountInCents: row.amountInCents,
    status: row.status,
    accountName: row.accountName,
    bsb: row.bsb,
    maskedAccountNumber: maskAccountNumber(row.accountNumber),
    createdAt: row.createdAt,
    paidAt: row.paidAt,
  };
}

/**
 * A partner's figures, computed each time from the visits, the attributions and billing's
 * charges: commission is 20% of each referred customer's first payment less its refunds,
 * and the balance owed is the commissions less every payout asked for or paid.
 */
export async function computeReferralLedger(db: TDb, partnerUserId: string) {
  const [visits] = await db
    .select({ n: count() })
    .from(referralVisits)
    .where(eq(referralVisits.partnerUserId, partnerUserId));
  const referred = await db
    .select({
      userId: referralAttributions.referredUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      signedUpAt: referralAttributions.createdAt,
    })
    .from(referralAttributions)
    .innerJoin(users, eq(users.id, referralAttributions.referredUserId))
    .where(eq(referralAttributions.partnerUserId, partnerUserId))
    .orderBy(asc(referralAttributions.createdAt), asc(referralAttributions.referredUserId));
  const payments = await firstPaymentsOf(
    db,
    referred.map((r) => r.userId),
  );
  const customers: TReferredCustomer[] = referred.map((r) => {
    const paid = payments.get(r.userId);
    return {
      name: referredCustomerName(r.firstName, r.lastName),
      signedUpAt: r.signedUpAt,
      firstPaymentInCents: paid?.amountInCents ?? null,
      refundedInCents: paid?.refundedInCents ?? 0,
      commissionInCents: paid
        ? referralCommissionInCents(paid.amountInCents, paid.refundedInCents)
        : 0,
      paidAt: paid?.paidAt ?? null,
    };
  });
  const payoutRows = await db
    .select()
    .from(referralPayouts)
    .where(eq(referralPayouts.userId, partnerUserId))
    .orderBy(desc(referralPayouts.createdAt), desc(referralPayouts.id));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const commissionsInCents = sum(customers.map((c) => c.commissionInCents));
  const paidOutInCents = sum(
    payoutRows.filter((p) => p.status === 'paid').map((p) => p.amountInCents),
  );
  const pendingPayoutInCents = sum(
    payoutRows.filter((p) => p.status === 'requested').map((p) => p.amountInCents),
  );
  return {
    visits: visits?.n ?? 0,
    signUps: customers.length,
    purchases: customers.filter((c) => c.firstPaymentInCents !== null).length,
    commissionsInCents,
    paidOutInCents,
    pendingPayoutInCents,
    balanceInCents: commissionsInCents - paidOutInCents - pendingPayoutInCents,
    customers,
    payouts: payoutRows.map(payoutView),
  } satisfies TReferralLedger;
}

/** referralLedger(userId): the signed-in customer's own ledger only. */
export async function getReferralLedger(
  deps: TDeps,
  options: { viewer: TViewer; userId: string },
): Promise<TReferralLedger> {
  if (options.userId !== options.viewer.user.id) throw forbidden();
  return computeReferralLedger(deps.database.db, options.viewer.user.id);
}
