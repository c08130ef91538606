import type { TDb, TTx } from '../../../platform/db/client.js';
import { flakeId } from '../../../platform/ids.js';
import { billingAudit } from '../tables.js';

export type TBillingAction =
  | 'subscription_created'
  | 'charge'
  | 'charge_declined'
  | 'charge_settled'
  | 'charge_failed'
  | 'refund'
  | 'refund_sent'
  | 'charge_reversed'
  | 'payment_abandoned'
  | 'payment_method_removed'
  | 'renewal'
  | 'migration'
  | 'change_scheduled'
  | 'cancellation'
  | 'cancellation_scheduled'
  | 'cancellation_removed'
  | 'reactivation'
  | 'coupon_redemption'
  | 'agreement_signed'
  | 'payment_method_updated'
  | 'bundle_created'
  | 'expired';

/** One row per movement of money or change of plan; actorId null means the billing system. */
export async function recordBillingEvent(
  db: TDb | TTx,
  event: {
    userId: string;
    actorId: string | null;
    action: TBillingAction;
    at: Date;
    subscriptionId?: string | null;
    bundleId?: string | null;
    invoiceId?: string | null;
    chargeId?: string | null;
    amountInCents?: number | null;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(billingAudit).values({
    id: flakeId(event.at.getTime()),
    userId: event.userId,
    actorId: event.actorId,
    action: event.action,
    subscriptionId: event.subscriptionId ?? null,
    bundleId: event.bundleId ?? null,
    invoiceId: event.invoiceId ?? null,
    chargeId: event.chargeId ?? null,
    amountInCents: event.amountInCents ?? null,
    details: event.details ?? {},
    createdAt: event.at,
  });
}
