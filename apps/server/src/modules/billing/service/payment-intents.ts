import { formatDollars } from '@app/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { customerLockKey } from '../../../platform/customer-lock.js';
import type { TDb, TTx } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { findUserById } from '../../account/index.js';
import { paymentIntents } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import { releaseCouponUses } from './coupons.js';
import { releaseRequestKey } from './idempotency.js';

// Every call to the gateway that moves money is first written down as an intent, committed
// before the call. A charge intent is completed in the same transaction that writes the
// books; a refund intent is written with the books and completed once the gateway has
// refunded. So an intent still open when nobody holds the customer's lock was cut short by
// a crash (or a timeout), and settling it is safe:
// - a charge the gateway took that never reached the books is refunded;
// - a charge the gateway never took (or declined) is abandoned;
// - a refund already in the books is sent (again: the gateway key makes that harmless).
// Either way the coupon uses it reserved and the client's idempotency key are released,
// and an audit row says what happened.

export type TIntentRow = typeof paymentIntents.$inferSelect;
type TIntentStatus = TIntentRow['status'];

/** Refunds of payments that never reached the books, so a statement shows why. */
const REVERSAL_KEY = (intentId: string) => `reversal:${intentId}`;

/** Stripe's search lags about a minute: a charge intent younger than this is left alone. */
export const SETTLE_AFTER_MS = 90_000;

export async function openIntent(
  tx: TTx,
  opts: Omit<TIntentRow, 'id' | 'status' | 'gatewayKey' | 'createdAt' | 'resolvedAt'> & {
    now: Date;
  },
): Promise<TIntentRow> {
  const id = flakeId(opts.now.getTime());
  const { now, ...values } = opts;
  const [row] = await tx
    .insert(paymentIntents)
    .values({
      ...values,
      id,
      status: 'pending',
      gatewayKey: `${opts.kind}:${opts.operation}:${id}`,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('payment intent not saved');
  return row;
}

export async function closeIntent(
  tx: TDb | TTx,
  opts: { id: string; status: TIntentStatus; now: Date; gatewayChargeId?: string | null },
) {
  await tx
    .update(paymentIntents)
    .set({
      status: opts.status,
      resolvedAt: opts.status === 'refund_due' ? null : opts.now,
      ...(opts.gatewayChargeId ? { gatewayChargeId: opts.gatewayChargeId } : {}),
    })
    .where(eq(paymentIntents.id, opts.id));
}

/** Gives back what an intent held: its coupon uses and the client's key. */
export async function releaseIntentHolds(tx: TDb | TTx, intent: TIntentRow) {
  await releaseCouponUses(tx, intent.couponCodes);
  if (intent.requestKey) {
    await releaseRequestKey(tx, { userId: intent.userId, key: intent.requestKey });
  }
}

async function finish(
  deps: TDeps,
  intent: TIntentRow,
  outcome: {
    status: Exclude<TIntentStatus, 'pending' | 'completed'>;
    action: 'charge_reversed' | 'payment_abandoned';
    gatewayChargeId?: string | null;
    detail: string;
  },
) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await closeIntent(tx, {
      id: intent.id,
      status: outcome.status,
      now,
      gatewayChargeId: outcome.gatewayChargeId,
    });
    if (outcome.status !== 'refund_due') await releaseIntentHolds(tx, intent);
    await recordBillingEvent(tx, {
      userId: intent.userId,
      actorId: null,
      action: outcome.action,
      at: now,
      amountInCents: intent.amountInCents,
      details: {
        intentId: intent.id,
        operation: intent.operation,
        status: outcome.status,
        gatewayChargeId: outcome.gatewayChargeId ?? null,
        reason: outcome.detail,
        ...intent.context,
      },
    });
  });
}

/** Gives back a charge the books never recorded; a debit still clearing waits for it. */
async function reverseCharge(deps: TDeps, intent: TIntentRow, chargeId: string) {
  const charge = await deps.gateway.retrieveCharge(chargeId);
  if (charge.status === 'failed') {
    return finish(deps, intent, {
      status: 'declined',
      action: 'payment_abandoned',
      gatewayChargeId: chargeId,
      detail: 'the gateway declined the payment',
    });
  }
  if (charge.status === 'processing') {
    if (intent.status === 'refund_due') return;
    return finish(deps, intent, {
      status: 'refund_due',
      action: 'charge_reversed',
      gatewayChargeId: chargeId,
      detail: 'payment not recorded; refund due once it clears',
    });
  }
  await deps.gateway.refund({
    chargeId,
    amountInCents: intent.amountInCents,
    idempotencyKey: REVERSAL_KEY(intent.id),
  });
  await finish(deps, intent, {
    status: 'refunded',
    action: 'charge_reversed',
    gatewayChargeId: chargeId,
    detail: 'payment not recorded; refunded in full',
  });
  await tellCustomerOfRefund(deps, intent);
}

async function tellCustomerOfRefund(deps: TDeps, intent: TIntentRow) {
  try {
    const user = await findUserById(deps.database.db, intent.userId);
    if (!user) return;
    await deps.mailer.send({
      to: user.email,
      subject: 'We have refunded a payment that did not go through',
      text: [
        `Hi ${user.firstName},`,
        '',
        `A payment of ${formatDollars(intent.amountInCents)} was taken but your purchase could not be completed.`,
        'We have refunded it in full; it usually reaches your account within 5 to 10 business days.',
        'Nothing on your account has changed. You can try the purchase again at any time.',
      ].join('\n'),
    });
  } catch (error) {
    deps.logger.warn({ err: error, intentId: intent.id }, 'refund notice not sent');
  }
}

/** Settles one open intent; the caller holds the customer's lock. */
export async function settleIntent(deps: TDeps, intent: TIntentRow): Promise<void> {
  if (intent.kind === 'refund') {
    if (!intent.gatewayChargeId) throw new Error(`refund intent ${intent.id} names no charge`);
    try {
      await deps.gateway.refund({
        chargeId: intent.gatewayChargeId,
        amountInCents: intent.amountInCents,
        idempotencyKey: intent.gatewayKey,
      });
    } catch (error) {
      // A debit still clearing cannot be refunded yet: the next pass tries again.
      if (error instanceof AppError && error.code === 'CONFLICT') return;
      throw error;
    }
    const now = deps.clock.now();
    await deps.database.db.transaction(async (tx) => {
      await closeIntent(tx, { id: intent.id, status: 'completed', now });
      await recordBillingEvent(tx, {
        userId: intent.userId,
        actorId: null,
        action: 'refund_sent',
        at: now,
        amountInCents: intent.amountInCents,
        details: { intentId: intent.id, gatewayChargeId: intent.gatewayChargeId },
      });
    });
    return;
  }
  if (intent.status === 'refund_due' && intent.gatewayChargeId) {
    return reverseCharge(deps, intent, intent.gatewayChargeId);
  }
  const charge = intent.amountInCents > 0 ? await deps.gateway.findCharge(intent.gatewayKey) : null;
  if (!charge || charge.status === 'failed') {
    return finish(deps, intent, {
      status: charge ? 'declined' : 'abandoned',
      action: 'payment_abandoned',
      gatewayChargeId: charge?.id ?? null,
      detail: charge ? 'the gateway declined the payment' : 'the gateway took no payment',
    });
  }
  return reverseCharge(deps, intent, charge.id);
}

async function openIntentsOf(db: TDb, userId?: string) {
  return db
    .select()
    .from(paymentIntents)
    .where(
      and(
        inArray(paymentIntents.status, ['pending', 'refund_due']),
        userId ? eq(paymentIntents.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(paymentIntents.createdAt))
    .limit(500);
}

/** Whether the gateway can be asked about the intent yet (Stripe's search lags). */
function answerable(deps: TDeps, intent: TIntentRow): boolean {
  if (intent.kind !== 'charge' || intent.status !== 'pending') return true;
  const lag = deps.gateway.kind === 'stripe' ? SETTLE_AFTER_MS : 0;
  return intent.createdAt.getTime() <= deps.clock.now().getTime() - lag;
}

/**
 * Settles this customer's open intents before a new money operation of theirs: holding the
 * customer's lock means none of them is still running. A gateway that cannot answer leaves
 * them for the billing pass.
 */
export async function settleUnfinishedPayments(deps: TDeps, userId: string) {
  for (const intent of await openIntentsOf(deps.database.db, userId)) {
    if (!answerable(deps, intent)) continue;
    try {
      await settleIntent(deps, intent);
    } catch (error) {
      deps.logger.warn({ err: error, intentId: intent.id }, 'open payment not settled yet');
    }
  }
}

/**
 * Settles every open intent whose customer is idle (at start-up and on each billing pass).
 * A customer with a request in flight is skipped: that request settles its own intent.
 */
export async function reconcilePayments(deps: TDeps): Promise<{ settled: number; busy: number }> {
  const open = await openIntentsOf(deps.database.db);
  let settled = 0;
  let busy = 0;
  for (const userId of new Set(open.map((i) => i.userId))) {
    const result = await deps.database.locks.tryWithLock(customerLockKey(userId), async () => {
      let done = 0;
      // Re-read under the lock: a request that just finished has closed its intent.
      for (const intent of await openIntentsOf(deps.database.db, userId)) {
        if (!answerable(deps, intent)) continue;
        try {
          await settleIntent(deps, intent);
          done += 1;
        } catch (error) {
          deps.logger.warn({ err: error, intentId: intent.id }, 'open payment not settled yet');
        }
      }
      return done;
    });
    if ('busy' in result) busy += 1;
    else settled += result.value;
  }
  return { settled, busy };
}
