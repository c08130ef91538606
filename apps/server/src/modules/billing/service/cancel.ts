import {
  addDaysToInstant,
  catalogueItem,
  isEntitled,
  periodEnd,
  reactivationOptions,
  reactivationSuccessMessage,
  type TSubscriptionState,
  unusedShare,
} from '@app/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { charges, invoices, subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import { getSubscriptionSummary } from './entitlements.js';
import { publishSubscriptionsChanged } from './live.js';
import { gatewayCustomerIdOf } from './payment-methods.js';
import { collect, insertInvoice, recordPayment } from './payments.js';
import {
  asUserSubscription,
  ownedSubscription,
  type TSubscriptionRow,
} from './subscription-rows.js';
import { subscriptionView } from './subscription-view.js';

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
  const { db } = deps.database;
  const userId = opts.viewer.user.id;
  const row = await ownedSubscription(db, { userId, subscriptionId: opts.subscriptionId });
  const state = stateOf(row);
  if (state === 'canceled' || state === 'expired') {
    throw new AppError('CONFLICT', 'This plan has already ended.');
  }
  const now = deps.clock.now();
  if (opts.atEndOfPeriod) {
    if (!row.currentPeriodEndsAt || !isEntitled(state)) {
      throw new AppError(
        'CONFLICT',
        'This plan has no billing period to end with. Cancel it now instead.',
      );
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

async function endNow(
  deps: TDeps,
  opts: { viewer: TViewer; row: TSubscriptionRow; reason: string | null; now: Date },
) {
  const { db } = deps.database;
  const { row, now } = opts;
  // The unused part of a paid period goes back to the card that paid it.
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
  const refund = charge ? Math.min(refundable, charge.amountInCents - charge.refundedInCents) : 0;
  if (charge && refund > 0 && charge.gatewayChargeId) {
    await deps.gateway.refund({
      chargeId: charge.gatewayChargeId,
      amountInCents: refund,
      idempotencyKey: `refund:${row.id}:${now.toISOString()}`,
    });
  }
  await db.transaction(async (tx) => {
    await tx
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
      .where(eq(subscriptions.id, row.id));
    await tx
      .update(invoices)
      .set({ status: 'void' })
      .where(and(eq(invoices.subscriptionId, row.id), inArray(invoices.status, ['open', 'draft'])));
    if (charge && refund > 0) {
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
    }
    await recordBillingEvent(tx, {
      userId: row.userId,
      actorId: opts.viewer.actor.id,
      action: 'cancellation',
      at: now,
      subscriptionId: row.id,
      details: { reason: opts.reason, refundInCents: refund },
    });
  });
}

/** RemoveDelayedCancellation: the plan carries on past the end of its period. */
export async function removeDelayedCancellation(
  deps: TDeps,
  opts: { viewer: TViewer; subscriptionId: string },
) {
  const { db } = deps.database;
  const userId = opts.viewer.user.id;
  const row = await ownedSubscription(db, { userId, subscriptionId: opts.subscriptionId });
  if (!reactivationOptions(asUserSubscription(row)).canRemoveDelayedCancellation) {
    throw new AppError('CONFLICT', 'This plan is not set to cancel.');
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
  },
) {
  const { db } = deps.database;
  const userId = opts.viewer.user.id;
  const row = await ownedSubscription(db, { userId, subscriptionId: opts.subscriptionId });
  if (!reactivationOptions(asUserSubscription(row)).canReactivate) {
    throw new AppError('CONFLICT', 'Only a cancelled or pending plan can be reactivated.');
  }
  const message = reactivationSuccessMessage(asUserSubscription(row));
  const item = catalogueItem(row.productHandle);
  if (!item || item.interval === 'once') {
    throw new AppError('CONFLICT', 'This purchase cannot be reactivated. Buy it again instead.');
  }
  const now = deps.clock.now();
  const audit = (
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    details: object,
    invoiceId?: string,
  ) =>
    recordBillingEvent(tx, {
      userId,
      actorId: opts.viewer.actor.id,
      action: 'reactivation',
      at: now,
      subscriptionId: row.id,
      invoiceId,
      details: { from: row.state, ...details },
    });
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
        .where(eq(subscriptions.id, row.id));
      await audit(tx, { resumed: true });
    });
  } else {
    const summary = await getSubscriptionSummary(deps, opts.viewer.user);
    const trialDays =
      opts.includeTrial && item.hasTrial && summary.canClaimTrial ? item.trialInterval : null;
    const customerId = await gatewayCustomerIdOf(deps, userId);
    if (!row.paymentMethodId || !customerId) {
      throw new AppError('BAD_INPUT', 'Add a payment method before reactivating this plan.');
    }
    const credit = trialDays ? 0 : Math.min(balance, item.priceInCents);
    const due = trialDays ? 0 : item.priceInCents - credit;
    const chargeKey = `reactivate:${row.id}:${now.toISOString()}`;
    const outcome = await collect(deps, {
      customerId,
      paymentMethodId: row.paymentMethodId,
      amountInCents: due,
      description: `${item.name} (${item.handle})`,
      idempotencyKey: chargeKey,
    });
    if (outcome.status === 'failed') {
      throw new AppError(
        'PAYMENT_REQUIRED',
        outcome.failureMessage ?? 'Your payment was declined.',
      );
    }
    const end = trialDays
      ? addDaysToInstant(now, trialDays)
      : periodEnd(now, item.interval, item.intervalCount);
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({
          state: trialDays ? 'trialing' : 'active',
          canceledAt: null,
          cancelAtEndPeriod: false,
          priceInCents: item.priceInCents,
          balanceInCents: balance - credit,
          periodPaidInCents: item.priceInCents - (trialDays ? item.priceInCents : 0),
          trialEndsAt: trialDays ? end : row.trialEndsAt,
          currentPeriodStartedAt: now,
          currentPeriodEndsAt: end,
          pastDueSince: null,
          failedAttempts: 0,
          nextRetryAt: null,
          activatedAt: now,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, row.id));
      const invoice = await insertInvoice(tx, {
        userId,
        subscriptionId: row.id,
        description: `${item.name} (resubscribed)`,
        kind: 'reactivation',
        lines: [{ description: item.name, amountInCents: trialDays ? 0 : item.priceInCents }],
        periodStart: now,
        periodEnd: end,
        subtotalInCents: trialDays ? 0 : item.priceInCents,
        discountInCents: 0,
        creditAppliedInCents: credit,
        now,
      });
      await recordPayment(tx, {
        invoice,
        outcome,
        paymentMethodId: row.paymentMethodId ?? '',
        idempotencyKey: chargeKey,
        actorId: opts.viewer.actor.id,
        now,
      });
      await audit(tx, { chargedInCents: due, trialDays }, invoice.id);
    });
  }
  publishSubscriptionsChanged(deps, userId);
  return {
    subscription: await subscriptionView(deps, { userId, subscriptionId: row.id }),
    message,
  };
}
