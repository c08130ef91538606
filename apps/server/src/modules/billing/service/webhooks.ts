import { BILLING_MESSAGES } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { verifyStripeWebhook } from '../gateway/stripe.js';
import { charges, webhookEvents } from '../tables.js';
import { applyChargeResult } from './settlements.js';

/** Stripe's default tolerance: a signed event older than this is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

type TIntentObject = { id?: string; last_payment_error?: { message?: string } | null };

/**
 * POST /stripe/webhook: verifies the signature, then applies each event once. Payment
 * results settle the matching charge; other events are acknowledged and ignored.
 */
export async function handleStripeWebhook(
  deps: TDeps,
  opts: { payload: Buffer; signature: string | undefined },
) {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError('NOT_FOUND', BILLING_MESSAGES.webhooksOff);
  if (!opts.signature) throw new AppError('BAD_INPUT', BILLING_MESSAGES.webhookSignatureMissing);
  let event: ReturnType<typeof verifyStripeWebhook>;
  try {
    event = verifyStripeWebhook({
      payload: opts.payload,
      signature: opts.signature,
      secret,
      toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
      nowMs: deps.clock.now().getTime(),
    });
  } catch (error) {
    deps.logger.warn({ err: error }, 'webhook signature refused');
    throw new AppError('BAD_INPUT', BILLING_MESSAGES.webhookSignatureInvalid);
  }
  const { db } = deps.database;
  const [fresh] = await db
    .insert(webhookEvents)
    .values({ id: event.id, type: event.type, receivedAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning();
  if (!fresh) return { received: true, duplicate: true };

  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object as TIntentObject;
    const [charge] = intent.id
      ? await db.select().from(charges).where(eq(charges.gatewayChargeId, intent.id))
      : [];
    if (charge) {
      await applyChargeResult(deps, {
        chargeId: charge.id,
        status: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
        failureMessage: intent.last_payment_error?.message ?? null,
      });
    }
  }
  return { received: true, duplicate: false };
}
