import { BILLING_MESSAGES, type TCouponLine } from '@app/domain';
import { crashPoint } from '../../../platform/crash-point.js';
import type { TTx } from '../../../platform/db/client.js';
import { inUnitOfWork, type TWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import type { TGatewayCharge } from '../gateway/gateway.js';
import { recordBillingEvent } from './audit.js';
import { recordRedemptions, reserveCouponUses } from './coupons.js';
import { rememberRequestResult } from './idempotency.js';
import { closeIntent, openIntent, releaseIntentHolds, settleIntent } from './payment-intents.js';
import { recordPayment, type TInvoiceRow, type TPaymentOutcome } from './payments.js';

// The one step every customer money operation takes (purchase, bundle, change of plan,
// reactivation), always inside paymentOperation's lock:
//   1. reserve the coupon uses and write the payment intent, committed;
//   2. charge the gateway with the intent's key (nothing to charge: no call);
//   3. declined: close the intent, give the coupons back, audit, refuse;
//   4. taken: in one unit of work, the operation writes its records (subscription, bundle,
//      invoice, and other modules' records such as a document licence), then the charge,
//      the coupon redemptions and the audit rows, and the intent is completed;
//   5. if those records cannot be written (a rule or constraint refuses them), the money
//      goes straight back and the customer is told.
// A crash anywhere leaves an intent the reconciler settles (payment-intents.ts).

export type TPaymentRecords<R> = {
  result: R;
  invoice: TInvoiceRow;
  subscriptionId?: string | null;
  bundleId?: string | null;
};

export type TPaymentRequest<R> = {
  userId: string;
  actorId: string | null;
  operation: 'purchase' | 'bundle' | 'migration' | 'reactivation';
  requestKey: string | null;
  gatewayCustomerId: string | null;
  paymentMethodId: string | null;
  amountInCents: number;
  description: string;
  coupons: readonly TCouponLine[];
  /** What the audit trail and the reconciler should know about the operation. */
  context: Record<string, unknown>;
  /**
   * Writes the operation's records in the unit of work that completes the payment: `tx` for
   * billing's own tables, `work` as the deps of any other module's service whose writes
   * belong to the purchase (and for after-commit hooks).
   */
  record: (
    tx: TTx,
    payment: { outcome: TPaymentOutcome; now: Date; work: TWork },
  ) => Promise<TPaymentRecords<R>>;
  /** Told of a decline after it is recorded, e.g. to forget a card that was just refused. */
  onDeclined?: (outcome: TGatewayCharge) => Promise<void>;
};

const FREE: TPaymentOutcome = { id: null, status: 'succeeded', failureMessage: null };

export async function takePayment<R>(deps: TDeps, request: TPaymentRequest<R>): Promise<R> {
  const { db } = deps.database;
  const amount = request.amountInCents;
  if (amount > 0 && (!request.gatewayCustomerId || !request.paymentMethodId)) {
    throw new AppError('BAD_INPUT', BILLING_MESSAGES.paymentMethodRequired, {
      fields: { paymentMethodId: BILLING_MESSAGES.paymentMethodRequired },
    });
  }
  const codes = request.coupons.map((c) => c.code);
  const intent = await db.transaction(async (tx) => {
    await reserveCouponUses(tx, codes);
    return openIntent(tx, {
      userId: request.userId,
      kind: 'charge',
      operation: request.operation,
      amountInCents: amount,
      gatewayCustomerId: request.gatewayCustomerId,
      paymentMethodId: request.paymentMethodId,
      gatewayChargeId: null,
      requestKey: request.requestKey,
      couponCodes: codes,
      context: request.context,
      now: deps.clock.now(),
    });
  });
  crashPoint(deps.config, 'after-intent');

  let outcome: TPaymentOutcome;
  try {
    outcome =
      amount > 0
        ? await deps.gateway.charge({
            customerId: request.gatewayCustomerId ?? '',
            paymentMethodId: request.paymentMethodId ?? '',
            amountInCents: amount,
            description: request.description,
            idempotencyKey: intent.gatewayKey,
          })
        : FREE;
  } catch (error) {
    // The gateway's answer is unknown: settle now if it can say what happened; otherwise
    // the intent stays open for the reconciler, which refunds anything taken.
    deps.logger.error({ err: error, intentId: intent.id }, 'payment gateway call failed');
    await settleIntent(deps, intent).catch(() => {});
    if (error instanceof AppError && error.code === 'BAD_INPUT') throw error;
    throw new AppError('INTERNAL', BILLING_MESSAGES.paymentNotConfirmed, { log: String(error) });
  }
  crashPoint(deps.config, 'after-gateway');

  const now = deps.clock.now();
  if (outcome.status === 'failed') {
    const declined = outcome;
    await db.transaction(async (tx) => {
      await closeIntent(tx, {
        id: intent.id,
        status: 'declined',
        now,
        gatewayChargeId: declined.id,
      });
      await releaseIntentHolds(tx, { ...intent, requestKey: null });
      await recordBillingEvent(tx, {
        userId: request.userId,
        actorId: request.actorId,
        action: 'charge_declined',
        at: now,
        amountInCents: amount,
        details: {
          ...request.context,
          intentId: intent.id,
          gatewayChargeId: declined.id,
          message: declined.failureMessage,
        },
      });
    });
    await request.onDeclined?.(declined);
    throw new AppError(
      'PAYMENT_REQUIRED',
      declined.failureMessage ?? BILLING_MESSAGES.paymentDeclined,
    );
  }

  let result: R;
  try {
    result = await inUnitOfWork(deps, async (work, tx) => {
      const records = await request.record(tx, { outcome, now, work });
      await recordPayment(tx, {
        invoice: records.invoice,
        outcome,
        paymentMethodId: request.paymentMethodId ?? '',
        idempotencyKey: intent.gatewayKey,
        actorId: request.actorId,
        now,
      });
      await recordRedemptions(tx, {
        lines: request.coupons,
        userId: request.userId,
        actorId: request.actorId,
        subscriptionId: records.subscriptionId,
        bundleId: records.bundleId,
        invoiceId: records.invoice.id,
        now,
      });
      await closeIntent(tx, {
        id: intent.id,
        status: 'completed',
        now,
        gatewayChargeId: outcome.id,
      });
      // The client's key answers with this result from now on, even if the process dies
      // before the request finishes: a retry is then a replay, not a second purchase.
      if (request.requestKey && typeof records.result === 'string') {
        await rememberRequestResult(tx, {
          userId: request.userId,
          key: request.requestKey,
          resultId: records.result,
        });
      }
      return records.result;
    });
  } catch (error) {
    // The money was taken but the books refused the purchase: give it back at once.
    deps.logger.warn({ err: error, intentId: intent.id }, 'payment taken but not recorded');
    await settleIntent(deps, intent).catch((err) =>
      deps.logger.error({ err, intentId: intent.id }, 'reversal deferred to the billing pass'),
    );
    throw refusalOf(error);
  }
  crashPoint(deps.config, 'after-books');
  return result;
}

/** A unique index refusing the records means the customer already has what they bought. */
function refusalOf(error: unknown): unknown {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code;
  if (code === '23505' || (error as { code?: string }).code === '23505') {
    return new AppError('CONFLICT', BILLING_MESSAGES.alreadyPurchased, { log: String(error) });
  }
  return error;
}
