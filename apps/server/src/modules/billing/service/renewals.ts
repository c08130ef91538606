import {
  addDaysToInstant,
  catalogueItem,
  periodEnd,
  priceAfterRecurringDiscounts,
} from '@app/domain';
import { and, asc, eq, gt, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { customerLockKey } from '../../../platform/customer-lock.js';
import type { TDeps } from '../../../platform/deps.js';
import { coupons, invoices, subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import { publishSubscriptionsChanged } from './live.js';
import { gatewayCustomerIdOf } from './payment-methods.js';
import { collect, insertInvoice, recordPayment, type TInvoiceRow } from './payments.js';
import { isPlainRenewal, renewPlainBatch } from './renewal-batch.js';
import type { TSubscriptionRow } from './subscription-rows.js';
import { couponDiscountOf } from './subscription-rows.js';

// Renewals, driven by the clock: a due subscription is invoiced and charged; a failed charge
// makes it past_due and is retried every few days; after the last retry it is unpaid.

/** Days between attempts on a failed renewal, and how many retries follow the first failure. */
export const RETRY_EVERY_DAYS = 3;
export const RETRIES = 3;

export type TRenewalOutcome =
  | 'renewed'
  | 'processing'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'expired'
  | 'skipped';

/** Which subscriptions the pass acts on at `now` (isDue below is the same rule, in code). */
function dueAt(now: Date) {
  return or(
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
  );
}

/**
 * One page of due subscriptions after `afterId`, in id order: a pass walks the table once,
 * so each subscription is seen at most once however its renewal turns out (one still due
 * afterwards, say a plan several periods behind, waits for the next pass).
 */
function duePage(deps: TDeps, now: Date, afterId: string | null, size: number) {
  return deps.database.db
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(afterId === null ? dueAt(now) : and(dueAt(now), gt(subscriptions.id, afterId)))
    .orderBy(asc(subscriptions.id))
    .limit(size);
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
  // One statement: atomic without a transaction of its own.
  return insertInvoice(db, {
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
  });
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

/** Renews a subscription whose customer's lock the caller already holds. */
export async function renewHeld(
  deps: TDeps,
  row: TSubscriptionRow,
  now: Date,
  known: { gatewayCustomerId?: () => Promise<string | null> } = {},
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
  const customerId = await (known.gatewayCustomerId?.() ?? gatewayCustomerIdOf(deps, row.userId));
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

/** Batches renewed at once: one on PGlite, which runs one query at a time. */
const WORKERS = { pglite: 1, postgres: 2 } as const;
/**
 * Customers renewed together, under all their locks at once (one lock connection holds a
 * batch's locks on PostgreSQL). Each batch costs a few statements whatever its size, so
 * large batches make the pass fast; the bound keeps a customer's own requests from waiting
 * long behind one. PGlite's locks live in this process, so there a page is one batch.
 */
const CUSTOMERS_PER_BATCH = { pglite: Number.POSITIVE_INFINITY, postgres: 100 } as const;
const PAGE_SIZE = 1000;

export type TRenewalCounts = Record<TRenewalOutcome, number>;

/**
 * Renews, retries and expires everything due at the clock's now; returns counts by outcome.
 * Due subscriptions are read a page at a time and grouped by customer; customers are taken
 * in batches (see CUSTOMERS_PER_BATCH), several batches at once on PostgreSQL. Within a
 * batch, plain renewals are written together (renewal-batch.ts) and the rest one by one.
 * Every renewal still re-reads its subscription under its customer's lock and charges with
 * a key made from its invoice and attempt, so a pass running twice, or beside the
 * customer's own request, cannot renew or charge twice.
 */
export async function runRenewals(
  deps: TDeps,
  opts: { pageSize?: number; workers?: number; customersPerBatch?: number } = {},
): Promise<TRenewalCounts> {
  const counts: TRenewalCounts = {
    renewed: 0,
    processing: 0,
    past_due: 0,
    unpaid: 0,
    canceled: 0,
    expired: 0,
    skipped: 0,
  };
  const now = deps.clock.now();
  const pageSize = opts.pageSize ?? PAGE_SIZE;
  const workers = opts.workers ?? WORKERS[deps.database.kind];
  const perBatch = opts.customersPerBatch ?? CUSTOMERS_PER_BATCH[deps.database.kind];
  let afterId: string | null = null;
  for (;;) {
    const page = await duePage(deps, now, afterId, pageSize);
    if (page.length === 0) break;
    afterId = page[page.length - 1]!.id;
    const byCustomer = new Map<string, string[]>();
    for (const { id, userId } of page)
      byCustomer.set(userId, [...(byCustomer.get(userId) ?? []), id]);
    const customers = [...byCustomer];
    const queue: [string, string[]][][] = [];
    for (let i = 0; i < customers.length; i += perBatch) {
      queue.push(customers.slice(i, i + perBatch));
    }
    await Promise.all(
      Array.from({ length: Math.min(workers, queue.length) }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          await renewCustomers(deps, next, now, counts);
        }
      }),
    );
    if (page.length < pageSize) break;
  }
  return counts;
}

/** Runs `work` holding the locks of all `userIds` (see withCustomerLock). */
function withCustomerLocks<T>(deps: TDeps, userIds: string[], work: () => Promise<T>) {
  return deps.database.locks.withLocks(userIds.map(customerLockKey), work);
}

/** Some customers' due subscriptions, under their locks; failures stay per plan. */
async function renewCustomers(
  deps: TDeps,
  customers: [string, string[]][],
  now: Date,
  counts: TRenewalCounts,
) {
  const userIds = customers.map(([userId]) => userId);
  const ids = customers.flatMap(([, ids]) => ids);
  try {
    await withCustomerLocks(deps, userIds, async () => {
      // Re-read inside the locks: a cancellation or change of plan made meanwhile counts.
      const rows = await deps.database.db
        .select()
        .from(subscriptions)
        .where(and(inArray(subscriptions.userId, userIds), inArray(subscriptions.id, ids)))
        .orderBy(asc(subscriptions.id));
      const due = rows.filter((row) => isDue(row, now));
      counts.skipped += ids.length - due.length;
      const plain = due.filter((row) => isPlainRenewal(row, now));
      let oneByOne = due.filter((row) => !isPlainRenewal(row, now));
      if (plain.length > 0) {
        try {
          const batch = await renewPlainBatch(deps, plain, now);
          for (const outcome of batch.outcomes) counts[outcome] += 1;
          oneByOne = [...oneByOne, ...batch.leftOver].sort((a, b) => a.id.localeCompare(b.id));
        } catch (error) {
          // Whether its books were written is unknown: the next pass re-reads and finishes.
          counts.skipped += plain.length;
          deps.logger.error({ err: error, userIds }, 'renewal batch failed');
        }
      }
      const customerIds = new Map<string, Promise<string | null>>();
      for (const row of oneByOne) {
        const gatewayCustomerId = () => {
          let id = customerIds.get(row.userId);
          if (!id) {
            id = gatewayCustomerIdOf(deps, row.userId);
            customerIds.set(row.userId, id);
          }
          return id;
        };
        try {
          counts[await renewHeld(deps, row, now, { gatewayCustomerId })] += 1;
        } catch (error) {
          counts.skipped += 1;
          deps.logger.error({ err: error, subscriptionId: row.id }, 'renewal failed');
        }
      }
    });
  } catch (error) {
    counts.skipped += ids.length;
    deps.logger.error({ err: error, userIds }, 'renewals of customers failed');
  }
  for (const userId of userIds) publishSubscriptionsChanged(deps, userId);
}
