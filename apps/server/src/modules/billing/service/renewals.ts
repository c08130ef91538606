import {
  addDaysToInstant,
  catalogueItem,
  periodEnd,
  priceAfterRecurringDiscounts,
} from '@app/domain';
import { and, asc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import type { TDeps } from '../../../platform/deps.js';
import { coupons, invoices, subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import { publishSubscriptionsChanged } from './live.js';
import { gatewayCustomerIdOf } from './payment-methods.js';
import { collect, insertInvoice, recordPayment, type TInvoiceRow } from './payments.js';
import type { TSubscriptionRow } from './subscription-rows.js';
import { couponDiscountOf } from './subscription-rows.js';

// Renewals, driven by the clock: a due subscription is invoiced and charged; a failed charge
// makes it past_due and is retried every few days; after the last retry it is unpaid.

/** Days between attempts on a failed renewal, and how many retries follow the first failure. */
export const RETRY_EVERY_DAYS = 3;
export const RETRIES = 3;
const BATCH = 200;

export type TRenewalOutcome =
  | 'renewed'
  | 'processing'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'expired'
  | 'skipped';

function dueSubscriptions(deps: TDeps, now: Date) {
  return deps.database.db
    .select()
    .from(subscriptions)
    .where(
      or(
        and(
          inArray(subscriptions.state, ['active', 'trialing']),
          lte(subscriptions.currentPeriodEndsAt, now),
        ),
        and(eq(subscriptions.state, 'past_due'), lte(subscriptions.nextRetryAt, now)),
        and(
          eq(subscriptions.state, 'active'),
          isNotNull(subscriptions.expiresAt),
          lte(subscriptions.expiresAt, now),
        ),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEndsAt))
    .limit(BATCH);
}

/** The invoice a renewal attempt is for: the open one of a past_due plan, else a new one. */
async function renewalInvoice(deps: TDeps, row: TSubscriptionRow, now: Date): Promise<TInvoiceRow> {
  const { db } = deps.database;
  if (row.state === 'past_due') {
    const [open] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.subscriptionId, row.id), eq(invoices.status, 'open')))
      .orderBy(asc(invoices.issuedAt))
      .limit(1);
    if (open) return open;
  }
  const handle = row.nextProductHandle ?? row.productHandle;
  const item = catalogueItem(handle);
  const list = item?.priceInCents ?? row.priceInCents;
  const [couponRow] = row.couponCode
    ? await db.select().from(coupons).where(eq(coupons.code, row.couponCode))
    : [];
  const discount = couponDiscountOf(row, couponRow);
  const afterCoupon = priceAfterRecurringDiscounts(list, discount ? [discount] : [], now);
  const credit = Math.min(row.balanceInCents, afterCoupon);
  const start = row.currentPeriodEndsAt ?? now;
  return db.transaction((tx) =>
    insertInvoice(tx, {
      userId: row.userId,
      subscriptionId: row.id,
      description: `${item?.name ?? handle} renewal`,
      kind: 'renewal',
      lines: [{ description: item?.name ?? handle, amountInCents: list }],
      periodStart: start,
      periodEnd: item ? periodEnd(start, item.interval, item.intervalCount) : null,
      subtotalInCents: list,
      discountInCents: list - afterCoupon,
      creditAppliedInCents: credit,
      now,
    }),
  );
}

/** Whether a subscription, as read now, is due for the pass at `now`. */
function isDue(row: TSubscriptionRow, now: Date): boolean {
  const t = now.getTime();
  if (row.state === 'active' && row.expiresAt && row.expiresAt.getTime() <= t) return true;
  if (row.state === 'past_due') return !!row.nextRetryAt && row.nextRetryAt.getTime() <= t;
  return (
    (row.state === 'active' || row.state === 'trialing') &&
    !!row.currentPeriodEndsAt &&
    row.currentPeriodEndsAt.getTime() <= t
  );
}

/**
 * Renews one subscription under its customer's lock, re-read inside it: a cancellation or
 * change of plan the customer made meanwhile is what the renewal sees.
 */
export async function renewOne(
  deps: TDeps,
  listed: TSubscriptionRow,
  now: Date,
): Promise<TRenewalOutcome> {
  return withCustomerLock(deps, listed.userId, async () => {
    const [row] = await deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, listed.id));
    if (!row || !isDue(row, now)) return 'skipped';
    return renewHeld(deps, row, now);
  });
}

/** Renews a subscription whose customer's lock the caller already holds. */
export async function renewHeld(
  deps: TDeps,
  row: TSubscriptionRow,
  now: Date,
): Promise<TRenewalOutcome> {
  const { db } = deps.database;
  const base = { userId: row.userId, actorId: null, at: now, subscriptionId: row.id };

  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime() && row.state === 'active') {
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ state: 'expired', updatedAt: now })
        .where(eq(subscriptions.id, row.id));
      await recordBillingEvent(tx, { ...base, action: 'expired' });
    });
    return 'expired';
  }
  if (row.cancelAtEndPeriod) {
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({
          state: 'canceled',
          canceledAt: row.currentPeriodEndsAt ?? now,
          cancelAtEndPeriod: false,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, row.id));
      await recordBillingEvent(tx, {
        ...base,
        action: 'cancellation',
        details: { atEndOfPeriod: true },
      });
    });
    return 'canceled';
  }

  const invoice = await renewalInvoice(deps, row, now);
  const attempt = invoice.attempts + 1;
  const key = `renewal:${invoice.id}:${attempt}`;
  const customerId = await gatewayCustomerIdOf(deps, row.userId);
  const outcome =
    row.paymentMethodId && customerId
      ? await collect(deps, {
          customerId,
          paymentMethodId: row.paymentMethodId,
          amountInCents: invoice.totalInCents,
          description: invoice.description,
          idempotencyKey: key,
        })
      : { id: 'none', status: 'failed' as const, failureMessage: 'No payment method on file.' };

  const handle = row.nextProductHandle ?? row.productHandle;
  const item = catalogueItem(handle);
  const start = row.currentPeriodEndsAt ?? now;
  const result: TRenewalOutcome = await db.transaction(async (tx) => {
    await recordPayment(tx, {
      invoice,
      outcome,
      paymentMethodId: row.paymentMethodId ?? '',
      idempotencyKey: key,
      actorId: null,
      now,
    });
    if (outcome.status === 'failed') {
      const retriesLeft = row.failedAttempts < RETRIES;
      await tx
        .update(subscriptions)
        .set({
          state: retriesLeft ? 'past_due' : 'unpaid',
          pastDueSince: row.pastDueSince ?? start,
          failedAttempts: row.failedAttempts + 1,
          nextRetryAt: retriesLeft ? addDaysToInstant(now, RETRY_EVERY_DAYS) : null,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, row.id));
      if (!retriesLeft) {
        await tx
          .update(invoices)
          .set({ status: 'uncollectible' })
          .where(eq(invoices.id, invoice.id));
      }
      return retriesLeft ? 'past_due' : 'unpaid';
    }
    const end = item ? periodEnd(start, item.interval, item.intervalCount) : null;
    await tx
      .update(subscriptions)
      .set({
        state: 'active',
        productHandle: handle,
        priceInCents: item?.priceInCents ?? row.priceInCents,
        nextProductHandle: null,
        currentPeriodStartedAt: start,
        currentPeriodEndsAt: end,
        periodPaidInCents: invoice.totalInCents + invoice.creditAppliedInCents,
        balanceInCents: row.balanceInCents - invoice.creditAppliedInCents,
        couponPeriodsUsed: row.couponCode ? row.couponPeriodsUsed + 1 : row.couponPeriodsUsed,
        pastDueSince: null,
        failedAttempts: 0,
        nextRetryAt: null,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id));
    await recordBillingEvent(tx, {
      ...base,
      action: 'renewal',
      invoiceId: invoice.id,
      amountInCents: invoice.totalInCents,
      details: { from: row.state, handle, periodEnd: end },
    });
    return outcome.status === 'processing' ? 'processing' : 'renewed';
  });
  return result;
}

/** Renews, retries and expires everything due at the clock's now; returns counts by outcome. */
export async function runRenewals(deps: TDeps): Promise<Record<TRenewalOutcome, number>> {
  const counts: Record<TRenewalOutcome, number> = {
    renewed: 0,
    processing: 0,
    past_due: 0,
    unpaid: 0,
    canceled: 0,
    expired: 0,
    skipped: 0,
  };
  const now = deps.clock.now();
  const seen = new Set<string>();
  for (;;) {
    const batch = (await dueSubscriptions(deps, now)).filter((row) => !seen.has(row.id));
    if (batch.length === 0) break;
    for (const row of batch) {
      seen.add(row.id);
      try {
        counts[await renewOne(deps, row, now)] += 1;
        publishSubscriptionsChanged(deps, row.userId);
      } catch (error) {
        counts.skipped += 1;
        deps.logger.error({ err: error, subscriptionId: row.id }, 'renewal failed');
      }
    }
  }
  return counts;
}
