import { and, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { flakeId } from '../../../platform/ids.js';
import type { TGatewayCharge } from '../gateway/gateway.js';
import { charges, invoices, type TInvoiceLine } from '../tables.js';
import { recordBillingEvent } from './audit.js';

// Invoices and the payments against them. Money moves at the gateway first; the records
// here are written in the caller's transaction once the gateway has answered.

export type TInvoiceRow = typeof invoices.$inferSelect;
export type TPaymentOutcome =
  | TGatewayCharge
  | { id: null; status: 'succeeded'; failureMessage: null };

/** Charges the gateway unless there is nothing to pay. */
export async function collect(
  deps: TDeps,
  opts: {
    customerId: string;
    paymentMethodId: string;
    amountInCents: number;
    description: string;
    idempotencyKey: string;
  },
): Promise<TPaymentOutcome> {
  if (opts.amountInCents <= 0) return { id: null, status: 'succeeded', failureMessage: null };
  return deps.gateway.charge(opts);
}

/** Readable, unique, and sorting by date: CW-<time part of the id>-<random tail>. */
export const invoiceNumber = (id: string) => `CW-${id.slice(0, 10)}-${id.slice(-4)}`;

export async function insertInvoice(
  tx: TDb | TTx,
  opts: {
    userId: string;
    subscriptionId?: string | null;
    bundleId?: string | null;
    description: string;
    kind?: 'purchase' | 'renewal' | 'migration' | 'reactivation' | 'instalment';
    lines: TInvoiceLine[];
    periodStart: Date | null;
    periodEnd: Date | null;
    subtotalInCents: number;
    discountInCents: number;
    creditAppliedInCents: number;
    now: Date;
  },
): Promise<TInvoiceRow> {
  const id = flakeId(opts.now.getTime());
  const total = opts.subtotalInCents - opts.discountInCents - opts.creditAppliedInCents;
  const [row] = await tx
    .insert(invoices)
    .values({
      id,
      number: invoiceNumber(id),
      userId: opts.userId,
      subscriptionId: opts.subscriptionId ?? null,
      bundleId: opts.bundleId ?? null,
      status: total <= 0 ? 'paid' : 'open',
      kind: opts.kind ?? 'purchase',
      description: opts.description,
      lines: opts.lines,
      periodStart: opts.periodStart,
      periodEnd: opts.periodEnd,
      subtotalInCents: opts.subtotalInCents,
      discountInCents: opts.discountInCents,
      creditAppliedInCents: opts.creditAppliedInCents,
      totalInCents: Math.max(0, total),
      issuedAt: opts.now,
      paidAt: total <= 0 ? opts.now : null,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // Only a renewal can conflict: another pass already invoiced this period, so use that one.
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, opts.subscriptionId ?? ''),
        eq(invoices.kind, 'renewal'),
        eq(invoices.periodStart, opts.periodStart ?? opts.now),
      ),
    );
  if (!existing) throw new Error('invoice not saved');
  return existing;
}

/**
 * Records the gateway's answer against an invoice: a charge row (unless nothing was
 * charged), the invoice paid when the money is in, and the audit row.
 */
export async function recordPayment(
  tx: TTx,
  opts: {
    invoice: TInvoiceRow;
    outcome: TPaymentOutcome;
    paymentMethodId: string;
    idempotencyKey: string;
    actorId: string | null;
    now: Date;
  },
) {
  const { invoice, outcome, now } = opts;
  const attempts = invoice.attempts + 1;
  if (outcome.id === null) {
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: now, attempts })
      .where(eq(invoices.id, invoice.id));
    return null;
  }
  const chargeId = flakeId(now.getTime());
  await tx
    .insert(charges)
    .values({
      id: chargeId,
      userId: invoice.userId,
      invoiceId: invoice.id,
      paymentMethodId: opts.paymentMethodId,
      amountInCents: invoice.totalInCents,
      status: outcome.status,
      gatewayChargeId: outcome.id,
      idempotencyKey: opts.idempotencyKey,
      failureMessage: outcome.failureMessage,
      createdAt: now,
      settledAt: outcome.status === 'succeeded' ? now : null,
    })
    .onConflictDoNothing({ target: charges.idempotencyKey });
  const paid = outcome.status === 'succeeded';
  await tx
    .update(invoices)
    .set({
      attempts,
      ...(paid ? { status: 'paid', paidAt: now, amountPaidInCents: invoice.totalInCents } : {}),
    })
    .where(eq(invoices.id, invoice.id));
  await recordBillingEvent(tx, {
    userId: invoice.userId,
    actorId: opts.actorId,
    action: outcome.status === 'failed' ? 'charge_failed' : 'charge',
    at: now,
    subscriptionId: invoice.subscriptionId,
    bundleId: invoice.bundleId,
    invoiceId: invoice.id,
    chargeId,
    amountInCents: invoice.totalInCents,
    details: {
      status: outcome.status,
      gatewayChargeId: outcome.id,
      ...(outcome.failureMessage ? { failureMessage: outcome.failureMessage } : {}),
    },
  });
  return chargeId;
}
