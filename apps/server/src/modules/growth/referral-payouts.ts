import { REFERRAL_MESSAGES, type TReferralPayoutRequest } from '@app/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TViewer } from '../../platform/auth/viewer.js';
import { withCustomerLock } from '../../platform/customer-lock.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { flakeId } from '../../platform/ids.js';
import { computeReferralLedger, payoutView, type TReferralPayoutView } from './referral-ledger.js';
import { referralPayoutEvents, referralPayouts } from './referral-tables.js';

export type TReferralPayoutEventView = {
  action: 'requested' | 'paid';
  actorUserId: string;
  createdAt: Date;
};
export type TReferralPayoutDetail = TReferralPayoutView & { events: TReferralPayoutEventView[] };
export type TAdminReferralPayout = TReferralPayoutDetail & {
  partnerName: string;
  partnerEmail: string;
  accountNumber: string;
};

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const openRequestTaken = () => new AppError('CONFLICT', REFERRAL_MESSAGES.payoutAlreadyOpen);

/**
 * A partner asks to be paid: under the customer lock the balance is computed again from the
 * books and the one-open-request rule checked; the partial unique index backs both.
 */
export async function requestReferralPayout(
  deps: TDeps,
  options: { viewer: TViewer; input: TReferralPayoutRequest },
): Promise<TReferralPayoutView> {
  const { viewer, input } = options;
  const userId = viewer.user.id;
  const { db } = deps.database;
  return withCustomerLock(deps, userId, async () => {
    const ledger = await computeReferralLedger(db, userId);
    if (ledger.payouts.some((p) => p.status === 'requested')) throw openRequestTaken();
    if (input.amountInCents > ledger.balanceInCents) {
      throw new AppError('BAD_INPUT', REFERRAL_MESSAGES.payoutOverBalance, {
        fields: { amountInCents: REFERRAL_MESSAGES.payoutOverBalance },
      });
    }
    const now = deps.clock.now();
    try {
      const row = await db.transaction(async (tx) => {
        const [payout] = await tx
          .insert(referralPayouts)
          .values({
            id: flakeId(now.getTime()),
            userId,
            amountInCents: input.amountInCents,
            status: 'requested',
            accountName: input.accountName,
            bsb: input.bsb,
            accountNumber: input.accountNumber,
            createdAt: now,
          })
          .returning();
        if (!payout) throw new AppError('INTERNAL', REFERRAL_MESSAGES.ledgerFailed);
        await tx.insert(referralPayoutEvents).values({
          id: flakeId(now.getTime()),
          payoutId: payout.id,
          action: 'requested',
          actorUserId: viewer.actor.id,
          details: { amountInCents: input.amountInCents, balanceInCents: ledger.balanceInCents },
          createdAt: now,
        });
        return payout;
      });
      return payoutView(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw openRequestTaken();
      throw error;
    }
  });
}

async function eventsOf(deps: TDeps, payoutIds: string[]) {
  const byPayout = new Map<string, TReferralPayoutEventView[]>();
  if (payoutIds.length === 0) return byPayout;
  const rows = await deps.database.db
    .select()
    .from(referralPayoutEvents)
    .where(inArray(referralPayoutEvents.payoutId, payoutIds))
    .orderBy(asc(referralPayoutEvents.createdAt), asc(referralPayoutEvents.id));
  for (const r of rows) {
    const list = byPayout.get(r.payoutId) ?? [];
    list.push({ action: r.action, actorUserId: r.actorUserId, createdAt: r.createdAt });
    byPayout.set(r.payoutId, list);
  }
  return byPayout;
}

/** One of the customer's own payout requests with its history; anyone else's is not found. */
export async function getReferralPayout(
  deps: TDeps,
  options: { viewer: TViewer; payoutId: string },
): Promise<TReferralPayoutDetail> {
  const [row] = await deps.database.db
    .select()
    .from(referralPayouts)
    .where(
      and(
        eq(referralPayouts.id, options.payoutId),
        eq(referralPayouts.userId, options.viewer.user.id),
      ),
    );
  if (!row) throw notFound();
  const events = await eventsOf(deps, [row.id]);
  return { ...payoutView(row), events: events.get(row.id) ?? [] };
}

/** Staff: every payout request, waiting ones first, with full bank details to pay them. */
export async function listReferralPayoutsForAdmin(
  deps: TDeps,
  options: { viewer: TViewer },
): Promise<TAdminReferralPayout[]> {
  if (!options.viewer.actor.isAdmin) throw forbidden();
  const rows = await deps.database.db
    .select({ payout: referralPayouts, user: users })
    .from(referralPayouts)
    .innerJoin(users, eq(users.id, referralPayouts.userId))
    .orderBy(desc(referralPayouts.status), asc(referralPayouts.createdAt), asc(referralPayouts.id));
  const events = await eventsOf(
    deps,
    rows.map((r) => r.payout.id),
  );
  return rows.map(({ payout, user }) => ({
    ...payoutView(payout),
    accountNumber: payout.accountNumber,
    partnerName: `${user.firstName} ${user.lastName}`,
    partnerEmail: user.email,
    events: events.get(payout.id) ?? [],
  }));
}

/** Staff mark a waiting request paid, once; the change is kept in the payout's history. */
export async function markReferralPayoutPaid(
  deps: TDeps,
  options: { viewer: TViewer; payoutId: string },
): Promise<TAdminReferralPayout> {
  const { viewer, payoutId } = options;
  if (!viewer.actor.isAdmin) throw forbidden();
  const { db } = deps.database;
  const [existing] = await db
    .select({ userId: referralPayouts.userId })
    .from(referralPayouts)
    .where(eq(referralPayouts.id, payoutId));
  if (!existing) throw notFound();
  await withCustomerLock(deps, existing.userId, async () => {
    const now = deps.clock.now();
    await db.transaction(async (tx) => {
      const [paid] = await tx
        .update(referralPayouts)
        .set({ status: 'paid', paidAt: now })
        .where(and(eq(referralPayouts.id, payoutId), eq(referralPayouts.status, 'requested')))
        .returning({ id: referralPayouts.id, amountInCents: referralPayouts.amountInCents });
      if (!paid) throw new AppError('CONFLICT', REFERRAL_MESSAGES.payoutNotOpen);
      await tx.insert(referralPayoutEvents).values({
        id: flakeId(now.getTime()),
        payoutId,
        action: 'paid',
        actorUserId: viewer.actor.id,
        details: { amountInCents: paid.amountInCents },
        createdAt: now,
      });
    });
  });
  const all = await listReferralPayoutsForAdmin(deps, { viewer });
  const view = all.find((p) => p.id === payoutId);
  if (!view) throw notFound();
  return view;
}
