import { addDaysToInstant } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { charges, invoices, subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import { publishSubscriptionsChanged } from './live.js';
import { RETRY_EVERY_DAYS } from './renewals.js';

// Direct debits take days to clear: a charge stays processing until the gateway says it
// settled (the invoice is then paid) or bounced (the plan goes past_due, as a failed card).

export async function applyChargeResult(
  deps: TDeps,
  opts: { chargeId: string; status: 'succeeded' | 'failed'; failureMessage: string | null },
) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const changedUser = await db.transaction(async (tx) => {
    const [charge] = await tx
      .update(charges)
      .set({
        status: opts.status,
        failureMessage: opts.failureMessage,
        settledAt: now,
      })
      .where(and(eq(charges.id, opts.chargeId), eq(charges.status, 'processing')))
      .returning();
    if (!charge) return null; // already settled: each result is applied once
    const [invoice] = charge.invoiceId
      ? await tx.select().from(invoices).where(eq(invoices.id, charge.invoiceId))
      : [];
    if (opts.status === 'succeeded' && invoice) {
      await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: now, amountPaidInCents: charge.amountInCents })
        .where(eq(invoices.id, invoice.id));
    }
    if (opts.status === 'failed' && invoice?.subscriptionId) {
      const [sub] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, invoice.subscriptionId));
      if (sub && sub.state !== 'canceled') {
        await tx
          .update(subscriptions)
          .set({
            state: 'past_due',
            pastDueSince: sub.pastDueSince ?? charge.createdAt,
            failedAttempts: sub.failedAttempts + 1,
            nextRetryAt: addDaysToInstant(now, RETRY_EVERY_DAYS),
            updatedAt: now,
          })
          .where(eq(subscriptions.id, sub.id));
      }
    }
    await recordBillingEvent(tx, {
      userId: charge.userId,
      actorId: null,
      action: opts.status === 'succeeded' ? 'charge_settled' : 'charge_failed',
      at: now,
      subscriptionId: invoice?.subscriptionId ?? null,
      bundleId: invoice?.bundleId ?? null,
      invoiceId: invoice?.id ?? null,
      chargeId: charge.id,
      amountInCents: charge.amountInCents,
      details: opts.failureMessage ? { failureMessage: opts.failureMessage } : {},
    });
    return charge.userId;
  });
  if (changedUser) publishSubscriptionsChanged(deps, changedUser);
}

/** Asks the gateway about every processing charge and applies the settled ones. */
export async function settleProcessingCharges(deps: TDeps): Promise<number> {
  const rows = await deps.database.db
    .select({ id: charges.id, gatewayChargeId: charges.gatewayChargeId })
    .from(charges)
    .where(eq(charges.status, 'processing'));
  let settled = 0;
  for (const row of rows) {
    if (!row.gatewayChargeId) continue;
    const remote = await deps.gateway.retrieveCharge(row.gatewayChargeId);
    if (remote.status === 'processing') continue;
    await applyChargeResult(deps, {
      chargeId: row.id,
      status: remote.status,
      failureMessage: remote.failureMessage,
    });
    settled += 1;
  }
  return settled;
}
