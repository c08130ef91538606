import { and, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../../platform/db/client.js';
import { inUnitOfWork, type TWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { charges, paymentMethods } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import { openIntent, settleIntent } from './payment-intents.js';

export type TInvoiceRefund = { amountInCents: number; cardLast4: string | null };

/**
 * Gives back part or all of what paid an invoice, for another area whose purchase fell
 * through (a registration ASIC refused). Call it inside the unit of work that records why,
 * holding the customer's lock, and only once per reason: the refund is written into the
 * books there (the charge's refunded amount, the audit row and an open refund intent), and
 * sent to the gateway through `deps` (outside the transaction) after the commit. If the process dies in between, the reconciler
 * sends it; the intent's key makes a second send harmless.
 */
export async function refundInvoicePayment(
  deps: TDeps,
  o: {
    work: TWork;
    userId: string;
    actorId: string | null;
    invoiceId: string;
    amountInCents: number;
    reason: string;
    context: Record<string, unknown>;
  },
): Promise<TInvoiceRefund | null> {
  const { work } = o;
  // A savepoint of the caller's unit of work, for billing's helpers typed on a transaction.
  return inUnitOfWork(work, (_inner, db) => refund(deps, work, db, o));
}

async function refund(
  deps: TDeps,
  work: TWork,
  db: TTx,
  o: Parameters<typeof refundInvoicePayment>[1],
): Promise<TInvoiceRefund | null> {
  const [charge] = await db
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.invoiceId, o.invoiceId),
        eq(charges.userId, o.userId),
        eq(charges.status, 'succeeded'),
      ),
    )
    .for('update');
  if (!charge?.gatewayChargeId) return null;
  const amount = Math.min(o.amountInCents, charge.amountInCents - charge.refundedInCents);
  if (amount <= 0) return null;
  const now = work.clock.now();
  // The check constraint on charges refuses a refund past what was charged.
  await db
    .update(charges)
    .set({ refundedInCents: sql`${charges.refundedInCents} + ${amount}` })
    .where(eq(charges.id, charge.id));
  await recordBillingEvent(db, {
    userId: o.userId,
    actorId: o.actorId,
    action: 'refund',
    at: now,
    invoiceId: o.invoiceId,
    chargeId: charge.id,
    amountInCents: amount,
    details: { reason: o.reason, ...o.context },
  });
  const intent = await openIntent(db, {
    userId: o.userId,
    kind: 'refund',
    operation: 'refund',
    amountInCents: amount,
    gatewayCustomerId: null,
    paymentMethodId: charge.paymentMethodId,
    gatewayChargeId: charge.gatewayChargeId,
    requestKey: null,
    couponCodes: [],
    context: { ...o.context, invoiceId: o.invoiceId, chargeId: charge.id },
    now,
  });
  work.afterCommit(() =>
    settleIntent(deps, intent).catch((error) =>
      deps.logger.warn({ err: error, intentId: intent.id }, 'refund left for the billing pass'),
    ),
  );
  const [method] = await db
    .select({ last4: paymentMethods.last4, type: paymentMethods.type })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, charge.paymentMethodId), eq(paymentMethods.userId, o.userId)));
  return { amountInCents: amount, cardLast4: method?.type === 'card' ? method.last4 : null };
}
