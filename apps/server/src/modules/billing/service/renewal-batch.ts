import { catalogueItem, periodEnd, priceAfterRecurringDiscounts } from '@app/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { flakeId } from '../../../platform/ids.js';
import type { TSandboxGateway } from '../gateway/sandbox.js';
import {
  billingAudit,
  billingCustomers,
  charges,
  coupons,
  invoices,
  subscriptions,
} from '../tables.js';
import { invoiceNumber, type TInvoiceRow, type TPaymentOutcome } from './payments.js';
import type { TSubscriptionRow } from './subscription-rows.js';
import { couponDiscountOf } from './subscription-rows.js';

// The plain renewal (a plan at the end of its period, nothing open, nothing scheduled) of
// many plans at once, in a handful of statements whatever their number: one insert of
// their invoices, the gateway's charges, then one transaction writing the charges, the
// invoices' payment, the plans' new periods and the audit rows. Everything else (retries,
// cancellations at the end of a period, expiries), declined charges and any error take the
// one-plan path, which the same invoice and idempotency keys make safe to run after any
// part of this: it finds the invoice made here and gets the gateway's first answer again.

/** A plan the batch renews, with what it worked out. */
type TPlanned = {
  row: TSubscriptionRow;
  invoice: TInvoiceRow;
  key: string;
  outcome?: TPaymentOutcome;
};

/** Whether a due subscription, as read under its customer's lock, can renew in a batch. */
export function isPlainRenewal(row: TSubscriptionRow, now: Date): boolean {
  return (
    (row.state === 'active' || row.state === 'trialing') &&
    !row.cancelAtEndPeriod &&
    !(row.expiresAt && row.expiresAt.getTime() <= now.getTime()) &&
    !!row.currentPeriodEndsAt &&
    row.currentPeriodEndsAt.getTime() <= now.getTime()
  );
}

const hasChargeMany = (gateway: TDeps['gateway']): gateway is TSandboxGateway =>
  'chargeMany' in gateway;

/**
 * Renews `rows` (plain renewals, their customers' locks held by the caller). Returns how
 * those it finished ended, and the rows it left for the one-plan path: a period another
 * pass had already invoiced, no card or gateway customer, a declined or refused charge.
 */
export async function renewPlainBatch(
  deps: TDeps,
  rows: TSubscriptionRow[],
  now: Date,
): Promise<{ outcomes: ('renewed' | 'processing')[]; leftOver: TSubscriptionRow[] }> {
  const { db } = deps.database;
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const codes = [...new Set(rows.map((r) => r.couponCode).filter((c): c is string => !!c))];
  const [customerRows, couponRows] = await Promise.all([
    db
      .select({ userId: billingCustomers.userId, id: billingCustomers.gatewayCustomerId })
      .from(billingCustomers)
      .where(inArray(billingCustomers.userId, userIds)),
    codes.length ? db.select().from(coupons).where(inArray(coupons.code, codes)) : [],
  ]);
  const customerOf = new Map(customerRows.map((c) => [c.userId, c.id]));

  // The invoices, in one statement; a period already invoiced (another pass) is left over.
  const drafts = rows.map((row) => {
    const handle = row.nextProductHandle ?? row.productHandle;
    const item = catalogueItem(handle);
    const list = item?.priceInCents ?? row.priceInCents;
    const discount = couponDiscountOf(
      row,
      couponRows.find((c) => c.code === row.couponCode),
    );
    const afterCoupon = priceAfterRecurringDiscounts(list, discount ? [discount] : [], now);
    const credit = Math.min(row.balanceInCents, afterCoupon);
    const start = row.currentPeriodEndsAt ?? now;
    const total = list - (list - afterCoupon) - credit;
    const id = flakeId(now.getTime());
    return {
      id,
      number: invoiceNumber(id),
      userId: row.userId,
      subscriptionId: row.id,
      bundleId: null,
      status: total <= 0 ? 'paid' : 'open',
      kind: 'renewal',
      description: `${item?.name ?? handle} renewal`,
      lines: [{ description: item?.name ?? handle, amountInCents: list }],
      periodStart: start,
      periodEnd: item ? periodEnd(start, item.interval, item.intervalCount) : null,
      subtotalInCents: list,
      discountInCents: list - afterCoupon,
      creditAppliedInCents: credit,
      totalInCents: Math.max(0, total),
      issuedAt: now,
      paidAt: total <= 0 ? now : null,
    } satisfies typeof invoices.$inferInsert;
  });
  const inserted = await db.insert(invoices).values(drafts).onConflictDoNothing().returning();
  const invoiceOf = new Map(inserted.map((inv) => [inv.subscriptionId, inv]));
  const planned: TPlanned[] = [];
  const leftOver: TSubscriptionRow[] = [];
  for (const row of rows) {
    const invoice = invoiceOf.get(row.id);
    if (invoice) planned.push({ row, invoice, key: `renewal:${invoice.id}:1` });
    else leftOver.push(row);
  }

  // The gateway: nothing to pay succeeds at once. A plan without a card or customer, or
  // whose charge failed, is left to the one-plan path, which asks the gateway again with
  // the same key (and so gets the same answer) and applies the retry rules.
  const toCharge: TPlanned[] = [];
  for (const p of planned) {
    if (p.invoice.totalInCents <= 0) {
      p.outcome = { id: null, status: 'succeeded', failureMessage: null };
    } else if (!p.row.paymentMethodId || !customerOf.get(p.row.userId)) {
      leftOver.push(p.row);
    } else toCharge.push(p);
  }
  const requests = toCharge.map((p) => ({
    customerId: customerOf.get(p.row.userId) as string,
    paymentMethodId: p.row.paymentMethodId as string,
    amountInCents: p.invoice.totalInCents,
    description: p.invoice.description,
    idempotencyKey: p.key,
  }));
  const { gateway } = deps;
  const answers = hasChargeMany(gateway)
    ? await gateway.chargeMany(requests)
    : (await Promise.allSettled(requests.map((r) => gateway.charge(r)))).map((a) =>
        a.status === 'fulfilled' ? a.value : null,
      );
  toCharge.forEach((p, i) => {
    const answer = answers[i];
    if (answer && !(answer instanceof Error) && answer.status !== 'failed') p.outcome = answer;
    else leftOver.push(p.row);
  });

  const done = planned.filter((p) => p.outcome);
  await recordBatch(deps, done, now);
  return {
    outcomes: done.map((p) => (p.outcome?.status === 'processing' ? 'processing' : 'renewed')),
    leftOver,
  };
}

/**
 * The books for charges that went through, in one transaction: what recordPayment and
 * renewHeld write for each, audit rows in the same order (charge, then renewal).
 */
async function recordBatch(deps: TDeps, done: TPlanned[], now: Date) {
  if (done.length === 0) return;
  const chargeRows: (typeof charges.$inferInsert)[] = [];
  const audit: (typeof billingAudit.$inferInsert)[] = [];
  const free: string[] = [];
  const settled: string[] = [];
  const pending: string[] = [];
  const periods: SQL[] = [];
  for (const p of done) {
    const { invoice, row } = p;
    const outcome = p.outcome as TPaymentOutcome;
    const base = { userId: row.userId, actorId: null, createdAt: now, subscriptionId: row.id };
    if (outcome.id === null) free.push(invoice.id);
    else {
      const chargeId = flakeId(now.getTime());
      chargeRows.push({
        id: chargeId,
        userId: invoice.userId,
        invoiceId: invoice.id,
        paymentMethodId: row.paymentMethodId ?? '',
        amountInCents: invoice.totalInCents,
        status: outcome.status,
        gatewayChargeId: outcome.id,
        idempotencyKey: p.key,
        failureMessage: outcome.failureMessage,
        createdAt: now,
        settledAt: outcome.status === 'succeeded' ? now : null,
      });
      (outcome.status === 'succeeded' ? settled : pending).push(invoice.id);
      audit.push({
        ...base,
        id: flakeId(now.getTime()),
        action: 'charge',
        invoiceId: invoice.id,
        chargeId,
        amountInCents: invoice.totalInCents,
        details: { status: outcome.status, gatewayChargeId: outcome.id },
      });
    }
    const handle = row.nextProductHandle ?? row.productHandle;
    const item = catalogueItem(handle);
    const start = row.currentPeriodEndsAt ?? now;
    const end = item ? periodEnd(start, item.interval, item.intervalCount) : null;
    audit.push({
      ...base,
      id: flakeId(now.getTime()),
      action: 'renewal',
      invoiceId: invoice.id,
      amountInCents: invoice.totalInCents,
      details: { from: row.state, handle, periodEnd: end },
    });
    periods.push(sql`(${row.id}::text, ${handle}::text,
      ${item?.priceInCents ?? row.priceInCents}::integer, ${start.toISOString()}::timestamptz,
      ${end?.toISOString() ?? null}::timestamptz,
      ${invoice.totalInCents + invoice.creditAppliedInCents}::integer,
      ${row.balanceInCents - invoice.creditAppliedInCents}::integer,
      ${row.couponCode ? row.couponPeriodsUsed + 1 : row.couponPeriodsUsed}::integer)`);
  }

  // One statement: atomic on its own, and one round trip (and one commit) for the batch.
  const at = now.toISOString();
  const steps: SQL[] = [];
  if (chargeRows.length) {
    const rows = chargeRows.map(
      (c) => sql`(${c.id}, ${c.userId}, ${c.invoiceId}, ${c.paymentMethodId},
        ${c.amountInCents}::integer, ${c.status}, ${c.gatewayChargeId}, ${c.idempotencyKey},
        ${c.failureMessage}::text, ${at}::timestamptz,
        ${c.settledAt ? at : null}::timestamptz)`,
    );
    steps.push(sql`charged as (insert into ${charges} (id, user_id, invoice_id,
        payment_method_id, amount_in_cents, status, gateway_charge_id, idempotency_key,
        failure_message, created_at, settled_at)
      values ${sql.join(rows, sql`, `)}
      on conflict (idempotency_key) do nothing returning 1)`);
  }
  // Every invoice here is new, so this is its first attempt.
  const invoiceRows = [
    ...free.map((id) => sql`(${id}::text, true, false)`),
    ...settled.map((id) => sql`(${id}::text, true, true)`),
    ...pending.map((id) => sql`(${id}::text, false, false)`),
  ];
  steps.push(sql`invoiced as (update ${invoices} as i set attempts = 1,
      status = case when v.paid then 'paid' else i.status end,
      paid_at = case when v.paid then ${at}::timestamptz else i.paid_at end,
      amount_paid_in_cents = case when v.settled then i.total_in_cents
        else i.amount_paid_in_cents end
    from (values ${sql.join(invoiceRows, sql`, `)}) as v(id, paid, settled)
    where i.id = v.id returning 1)`);
  steps.push(sql`renewed as (update ${subscriptions} set
      state = 'active', product_handle = v.handle, price_in_cents = v.price,
      next_product_handle = null, current_period_started_at = v.started,
      current_period_ends_at = v.ends, period_paid_in_cents = v.paid,
      balance_in_cents = v.balance, coupon_periods_used = v.coupon_periods,
      past_due_since = null, failed_attempts = 0, next_retry_at = null,
      updated_at = ${at}::timestamptz
    from (values ${sql.join(periods, sql`, `)})
      as v(id, handle, price, started, ends, paid, balance, coupon_periods)
    where ${subscriptions.id} = v.id returning 1)`);
  const auditRows = audit.map(
    (a) => sql`(${a.id}, ${a.userId}, ${a.actorId}::text, ${a.action}, ${a.subscriptionId},
      ${a.invoiceId ?? null}::text, ${a.chargeId ?? null}::text, ${a.amountInCents}::integer,
      ${JSON.stringify(a.details)}::jsonb, ${at}::timestamptz)`,
  );
  await deps.database.db.execute(sql`with ${sql.join(steps, sql`, `)}
    insert into ${billingAudit} (id, user_id, actor_id, action, subscription_id, invoice_id,
      charge_id, amount_in_cents, details, created_at)
    values ${sql.join(auditRows, sql`, `)}`);
}
