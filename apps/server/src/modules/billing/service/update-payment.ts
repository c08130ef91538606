import { BILLING_MESSAGES } from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import { publishSubscriptionsChanged } from './live.js';
import { ensureCustomer, setDefaultPaymentMethod, usablePaymentMethod } from './payment-methods.js';
import { renewHeld } from './renewals.js';
import { ownedSubscription } from './subscription-rows.js';

/**
 * POST /stripe/update-intent: after the customer confirms new card or bank details, the new
 * method becomes their default and pays for the plan; a plan behind on payment is charged
 * again at once rather than waiting for the next retry.
 */
export async function updatePaymentFromIntent(
  deps: TDeps,
  opts: { viewer: TViewer; setupIntentId: string; subscriptionId?: string | null },
) {
  // A retried payment is a money operation like any other: one at a time per customer.
  return withCustomerLock(deps, opts.viewer.user.id, () => updatePayment(deps, opts));
}

async function updatePayment(
  deps: TDeps,
  opts: { viewer: TViewer; setupIntentId: string; subscriptionId?: string | null },
) {
  const { db } = deps.database;
  const userId = opts.viewer.user.id;
  const customer = await ensureCustomer(deps, opts.viewer.user);
  const intent = await deps.gateway.retrieveSetupIntent(opts.setupIntentId);
  if (intent.customerId !== customer.gatewayCustomerId) {
    throw new AppError('NOT_FOUND', BILLING_MESSAGES.setupNotFound);
  }
  if (intent.status !== 'succeeded' || !intent.paymentMethodId) {
    const message = BILLING_MESSAGES.setupNotConfirmed;
    throw new AppError('BAD_INPUT', message, { fields: { setupIntentId: message } });
  }
  const { method } = await usablePaymentMethod(deps, {
    user: opts.viewer.user,
    paymentMethodId: intent.paymentMethodId,
  });
  const target = opts.subscriptionId
    ? await ownedSubscription(db, { userId, subscriptionId: opts.subscriptionId })
    : null;
  const now = deps.clock.now();
  await setDefaultPaymentMethod(deps, { userId, paymentMethodId: method.id });
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ paymentMethodId: method.id, updatedAt: now })
      .where(
        target
          ? eq(subscriptions.id, target.id)
          : and(
              eq(subscriptions.userId, userId),
              inArray(subscriptions.state, ['active', 'trialing', 'past_due', 'unpaid']),
            ),
      );
    await recordBillingEvent(tx, {
      userId,
      actorId: opts.viewer.actor.id,
      action: 'payment_method_updated',
      at: now,
      subscriptionId: target?.id ?? null,
      details: { type: method.type, last4: method.last4 },
    });
  });
  let retried = false;
  let state: string | null = target?.state ?? null;
  if (target && (target.state === 'past_due' || target.state === 'unpaid')) {
    const fresh = await ownedSubscription(db, { userId, subscriptionId: target.id });
    // An unpaid plan whose retries ran out gets one more attempt with the new details.
    const row =
      fresh.state === 'unpaid'
        ? { ...fresh, state: 'past_due' as const, failedAttempts: 0 }
        : fresh;
    const outcome = await renewHeld(deps, row, now);
    retried = true;
    state = outcome === 'renewed' || outcome === 'processing' ? 'active' : outcome;
  }
  publishSubscriptionsChanged(deps, userId);
  return { paymentMethodId: method.id, retried, state };
}
