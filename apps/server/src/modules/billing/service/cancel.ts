import {
  addDaysToInstant,
  BILLING_MESSAGES,
  catalogueItem,
  isEntitled,
  MESSAGES,
  periodEnd,
  planCoverage,
  reactivationOptions,
  reactivationSuccessMessage,
  type TSubscriptionState,
  unusedShare,
} from '@app/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import type { TTx } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { charges, invoices, subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import { getSubscriptionSummary } from './entitlements.js';
import { publishSubscriptionsChanged } from './live.js';
import { openIntent, settleIntent } from './payment-intents.js';
import { gatewayCustomerIdOf } from './payment-methods.js';
import { paymentOperation } from './payment-operation.js';
import { insertInvoice } from './payments.js';
import { subscriptionRowsOf } from './read.js';
import {
  asUserSubscription,
  ownedSubscription,
  type TSubscriptionRow,
} from './subscription-rows.js';
import { subscriptionView } from './subscription-view.js';
import { takePayment } from './take-payment.js';

// Cancel, keep, and start again (SPEC §4 cancel and reactivate).

const stateOf = (row: TSubscriptionRow) => row.state as TSubscriptionState;

/**
 * cancelSubscriptionImmediate. With cancelAtEndOfPeriod the plan runs to the end of what was
 * paid for; otherwise it ends now and the unused part of the period is refunded.
 */
export async function cancelSubscription(
  deps: TDeps,
  opts: { viewer: TViewer; subscriptionId: string; atEndOfPeriod: boolean; reason?: string | null },
) {
  const userId = opts.viewer.user.id;
  return withCustomerLock(deps, userId, () => cancel(deps, opts));
}

async function cancel(
  deps: TDeps,
  opts: { viewer: TViewer; subscriptionId: string; atEndOfPeriod: boolean; reason?: string | null },
) {
  const { db } = deps.database;
  const userId = opts.viewer.user.id;
  // Read inside the lock: a second cancellation racing this one finds the plan ended.
  const row = await ownedSubscription(db, { userId, subscriptionId: opts.subscriptionId });
  const state = stateOf(row);
  if (state === 'canceled' || state === 'expired') {
    throw new AppError('CONFLICT', BILLING_MESSAGES.planEnded);
  }
  const now = deps.clock.now();
  if (opts.atEndOfPeriod) {
    if (!row.currentPeriodEndsAt || !isEntitled(state)) {
      throw new AppError('CONFLICT', BILLING_MESSAGES.noPeriodToEnd);
    }
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ cancelAtEndPeriod: true, updatedAt: now })
        .where(eq(subscriptions.id, row.id));
      await recordBillingEvent(tx, {
        userId,
        actorId: opts.viewer.actor.id,
        action: 'cancellation_scheduled',
        at: now,
        subscriptionId: row.id,
        details: { endsAt: row.currentPeriodEndsAt, reason: opts.reason ?? null },
      });
    });
  } else {
    await endNow(deps, { viewer: opts.viewer, row, reason: opts.reason ?? null, now });
  }
  publishSubscriptionsChanged(deps, userId);
  return subscriptionView(deps, { userId, subscriptionId: row.id });
}

/**
 * Ends a plan now. The unused part of a paid period goes back to the card that paid it:
 * the refund is written into the books with the cancellation, as an open refund intent in
 * the same transaction, then sent to the gateway. If the process dies in between, the
 * reconciler sends it (the intent's key makes a second send harmless).
 */
async function endNow(
  deps: TDeps,
  opts: { viewer: TViewer; row: TSubscriptionRow; reason: string | null; now: Date },
) {
  const { db } = deps.database;
  const { row, now } = opts;
  const refundable =
    row.state === 'active'
      ? Math.floor(
          row.periodPaidInCents *
            unusedShare(now, row.currentPeriodStartedAt, row.currentPeriodEndsAt),
        )
      : 0;
  const [lastCharge] = await db
    .select({ charge: charges })
    .from(charges)
    .innerJoin(invoices, eq(charges.invoiceId, invoices.id))
    .where(and(eq(invoices.subscriptionId, row.id), eq(charges.status, 'succeeded')))
    .orderBy(desc(charges.createdAt))
    .limit(1);
  const charge = lastCharge?.charge;
  const refund = charge?.gatewayChargeId
    ? Math.min(refundable, charge.amountInCents - charge.refundedInCents)
    : 0;
  const intent = await db.transaction(async (tx) => {
    const ended = await tx
      .update(subscriptions)
      .set({
        state: 'canceled',
        canceledAt: now,
        cancelAtEndPeriod: false,
        // A refunded period is over; an unrefunded one (a trial) may still be resumed.
        ...(refund > 0 ? { currentPeriodEndsAt: now } : {}),
        nextRetryAt: null,
        updatedAt: now,
      })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.state, row.state)))
      .returning({ id: subscriptions.id });
    if (ended.length === 0) throw new AppError('CONFLICT', BILLING_MESSAGES.planEnded);
    await tx
      .update(invoices)
      .set({ status: 'void' })
      .where(and(eq(invoices.subscriptionId, row.id), inArray(invoices.status, ['open', 'draft'])));
    await recordBillingEvent(tx, {
      userId: row.userId,
      actorId: opts.viewer.actor.id,
      action: 'cancellation',
      at: now,
      subscriptionId: row.id,
      details: { reason: opts.reason, refundInCents: refund },
    });
    if (!charge?.gatewayChargeId || refund <= 0) return null;
    // The check constraint on charges refuses a refund past what was charged.
    await tx
      .update(charges)
      .set({ refundedInCents: sql`${charges.refundedInCents} + ${refund}` })
      .where(eq(charges.id, charge.id));
    await recordBillingEvent(tx, {
      userId: row.userId,
      actorId: opts.viewer.actor.id,
      action: 'refund',
      at: now,
      subscriptionId: row.id,
      chargeId: charge.id,
      amountInCents: refund,
      details: { reason: 'unused time on cancellation' },
    });
    return openIntent(tx, {
      userId: row.userId,
      kind: 'refund',
      operation: 'cancellation',
      amountInCents: refund,
      gatewayCustomerId: null,
      paymentMethodId: charge.paymentMethodId,
      gatewayChargeId: charge.gatewayChargeId,
      requestKey: null,
      couponCodes: [],
      context: { subscriptionId: row.id, chargeId: charge.id },
      now,
    });
  });
  if (intent) {
    await settleIntent(deps, intent).catch((error) =>
      deps.logger.warn({ err: error, intentId: intent.id }, 'refund left for the billing pass'),
    );
  }
}

/** RemoveDelayedCancellation: the plan carries on past the end of its period. */
export async function removeDelayedCancellation(
  deps: TDeps,
  opts: { viewer: TViewer; subscriptionId: string },
) {
  return withCustomerLock(deps, opts.viewer.user.id, () => keepPlan(deps, opts));
}

async function keepPlan(deps: TDeps, opts: { viewer: TViewer; subscriptionId: string }) {
  const { db } = deps.database;
  const userId = opts.viewer.user.id;
  const row = await ownedSubscription(db, { userId, subscriptionId: opts.subscriptionId });
  if (!reactivationOptions(asUserSubscription(row)).canRemoveDelayedCancellation) {
    throw new AppError('CONFLICT', BILLING_MESSAGES.notSetToCancel);
  }
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ cancelAtEndPeriod: false, updatedAt: now })
      .where(eq(subscriptions.id, row.id));
    await recordBillingEvent(tx, {
      userId,
      actorId: opts.viewer.actor.id,
      action: 'cancellation_removed',
      at: now,
      subscriptionId: row.id,
    });
  });
  publishSubscriptionsChanged(deps, userId);
  return subscriptionView(deps, { userId, subscriptionId: row.id });
}

/**
 * ReactivateSubscription. A pending plan carries on from its next assessment. A cancelled
 * plan is bought again: it resumes any period still paid for (resume), may restart a free
 * trial the customer never used (include_trial), and keeps its credit (preserve_balance).
 */
export async function reactivateSubscription(
  deps: TDeps,
  opts: {
    viewer: TViewer;
    subscriptionId: string;
    includeTrial: boolean;
    preserveBalance: boolean;
    resume: boolean;
    idempotencyKey?: string | null;
  },
) {
  const userId = opts.viewer.user.id;
  const replay = async (subscriptionId: string) => ({
    id: subscriptionId,
    subscription: await subscriptionView(deps, { userId, subscriptionId }),
  });
  let message = '';
  const { subscription } = await paymentOperation(deps, {
    userId,
    key: opts.idempotencyKey,
    operation: 'reactivateSubscription',
    input: {
      subscriptionId: opts.subscriptionId,
      includeTrial: opts.includeTrial,
      preserveBalance: opts.preserveBalance,
      resume: opts.resume,
    },
    replay,
    run: async (requestKey) => {
      message = await reactivate(deps, { ...opts, requestKey });
      return replay(opts.subscriptionId);
    },
  });
  publishSubscriptionsChanged(deps, userId);
  // A replayed request reports the plain success message: the plan's earlier state is gone.
  return { subscription, message: message || MESSAGES.planReactivated };
}

async function reactivate(
  deps: TDeps,
  opts: {
    viewer: TViewer;
    subscriptionId: string;
    includeTrial: boolean;
    preserveBalance: boolean;
    resume: boolean;
    requestKey: string;
  },
): Promise<string> {
  const { db } = deps.database;
  const userId = opts.viewer.user.id;
  // Read inside the lock: a second reactivation racing this one finds the plan running.
  const row = await ownedSubscription(db, { userId, subscriptionId: opts.subscriptionId });
  if (!reactivationOptions(asUserSubscription(row)).canReactivate) {
    throw new AppError('CONFLICT', BILLING_MESSAGES.reactivateOnlyCancelled);
  }
  const message = reactivationSuccessMessage(asUserSubscription(row));
  const item = catalogueItem(row.productHandle);
  if (!item || item.interval === 'once') {
    throw new AppError('CONFLICT', BILLING_MESSAGES.reactivateBuyAgain);
  }
  await assertCoverageFree(deps, { userId, row });
  const now = deps.clock.now();
  const audit = (tx: TTx, details: object, invoiceId?: string) =>
    recordBillingEvent(tx, {
      userId,
      actorId: opts.viewer.actor.id,
      action: 'reactivation',
      at: now,
      subscriptionId: row.id,
      invoiceId,
      details: { from: row.state, ...details },
    });
  // Only the state it was checked in may be changed: anything else lost a race.
  const guard = and(eq(subscriptions.id, row.id), eq(subscriptions.state, row.state));
  const balance = opts.preserveBalance ? row.balanceInCents : 0;
  const paidTimeLeft = row.currentPeriodEndsAt && row.currentPeriodEndsAt.getTime() > now.getTime();

  if (row.state === 'pending' || (opts.resume && paidTimeLeft)) {
    const trialLeft = row.trialEndsAt && row.trialEndsAt.getTime() > now.getTime();
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({
          state: trialLeft ? 'trialing' : 'active',
          canceledAt: null,
          cancelAtEndPeriod: false,
          balanceInCents: balance,
          currentPeriodEndsAt: row.currentPeriodEndsAt ?? now,
          updatedAt: now,
        })
        .where(guard);
      await audit(tx, { resumed: true });
    });
    return message;
  }

  const summary = await getSubscriptionSummary(deps, opts.viewer.user);
  const trialDays =
    opts.includeTrial && item.hasTrial && summary.canClaimTrial ? item.trialInterval : null;
  const credit = trialDays ? 0 : Math.min(balance, item.priceInCents);
  const due = trialDays ? 0 : item.priceInCents - credit;
  await takePayment(deps, {
    userId,
    actorId: opts.viewer.actor.id,
    operation: 'reactivation',
    requestKey: opts.requestKey,
    gatewayCustomerId: await gatewayCustomerIdOf(deps, userId),
    paymentMethodId: row.paymentMethodId,
    amountInCents: due,
    description: `${item.name} (${item.handle})`,
    coupons: [],
    context: { subscriptionId: row.id, handle: item.handle, trialDays },
    record: async (tx, { now: at }) => {
      const end = trialDays
        ? addDaysToInstant(at, trialDays)
        : periodEnd(at, item.interval, item.intervalCount);
      const restarted = await tx
        .update(subscriptions)
        .set({
          state: trialDays ? 'trialing' : 'active',
          canceledAt: null,
          cancelAtEndPeriod: false,
          priceInCents: item.priceInCents,
          balanceInCents: balance - credit,
          periodPaidInCents: trialDays ? 0 : item.priceInCents,
          trialEndsAt: trialDays ? end : row.trialEndsAt,
          currentPeriodStartedAt: at,
          currentPeriodEndsAt: end,
          pastDueSince: null,
          failedAttempts: 0,
          nextRetryAt: null,
          activatedAt: at,
          updatedAt: at,
        })
        .where(guard)
        .returning({ id: subscriptions.id });
      if (restarted.length === 0) {
        throw new AppError('CONFLICT', BILLING_MESSAGES.justReactivated);
      }
      const invoice = await insertInvoice(tx, {
        userId,
        subscriptionId: row.id,
        description: `${item.name} (resubscribed)`,
        kind: 'reactivation',
        lines: [{ description: item.name, amountInCents: trialDays ? 0 : item.priceInCents }],
        periodStart: at,
        periodEnd: end,
        subtotalInCents: trialDays ? 0 : item.priceInCents,
        discountInCents: 0,
        creditAppliedInCents: credit,
        now: at,
      });
      await audit(tx, { chargedInCents: due, trialDays }, invoice.id);
      return { result: row.id, invoice, subscriptionId: row.id };
    },
  });
  return message;
}

/** A plan comes back only if the customer has not since bought another that covers the same. */
async function assertCoverageFree(deps: TDeps, opts: { userId: string; row: TSubscriptionRow }) {
  const coverage = planCoverage(opts.row.productHandle);
  if (!coverage) return;
  const rows = await subscriptionRowsOf(deps, opts.userId);
  const other = rows.find(
    (s) =>
      s.id !== opts.row.id &&
      planCoverage(s.productHandle) === coverage &&
      isEntitled(s.state as TSubscriptionState),
  );
  if (other) {
    const name = catalogueItem(other.productHandle)?.name ?? other.productHandle;
    throw new AppError('CONFLICT', BILLING_MESSAGES.nowCoveredBy(name));
  }
}
