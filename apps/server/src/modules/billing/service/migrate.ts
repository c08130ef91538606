import {
  applyCoupons,
  catalogueItem,
  checkMigration,
  MESSAGES,
  MIGRATION_REFUSAL_MESSAGES,
  periodEnd,
  prorate,
  type TMigrationDirection,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import {
  normaliseCodes,
  recordRedemptions,
  releaseCouponUses,
  reserveCouponUses,
  usableCoupons,
} from './coupons.js';
import { once } from './idempotency.js';
import { publishSubscriptionsChanged } from './live.js';
import { gatewayCustomerIdOf } from './payment-methods.js';
import { collect, insertInvoice, recordPayment } from './payments.js';
import { subscriptionRowsOf } from './read.js';
import {
  asUserSubscription,
  ownedSubscription,
  type TSubscriptionRow,
} from './subscription-rows.js';
import { subscriptionView } from './subscription-view.js';

// Moving a subscription to another plan (SPEC §4 migration check, §3 migration preview).
// The preview and the migration share one calculation at one clock reading, so the
// migration charges exactly what the preview showed.

async function checked(
  deps: TDeps,
  opts: {
    userId: string;
    subscriptionId: string;
    targetHandle: string;
    direction: TMigrationDirection;
  },
) {
  const row = await ownedSubscription(deps.database.db, opts);
  const rows = await subscriptionRowsOf(deps, opts.userId);
  const check = checkMigration({
    currentHandle: row.productHandle,
    targetHandle: opts.targetHandle,
    subscriptions: rows.map(asUserSubscription),
    direction: opts.direction,
    scheduledDowngrade: opts.direction === 'downgrade',
  });
  if (!check.ok) {
    throw new AppError('BAD_INPUT', MIGRATION_REFUSAL_MESSAGES[check.reason], {
      fields: { targetProduct: check.reason },
    });
  }
  const target = catalogueItem(opts.targetHandle);
  if (!target) throw new AppError('BAD_INPUT', MIGRATION_REFUSAL_MESSAGES['unknown-plan']);
  return { row, target };
}

async function quote(
  deps: TDeps,
  opts: { row: TSubscriptionRow; targetHandle: string; couponCodes: readonly string[]; now: Date },
) {
  const target = catalogueItem(opts.targetHandle);
  if (!target) throw new AppError('BAD_INPUT', MIGRATION_REFUSAL_MESSAGES['unknown-plan']);
  const coupons = await usableCoupons(deps.database.db, {
    codes: opts.couponCodes,
    handle: target.handle,
    now: opts.now,
  });
  const priced = applyCoupons(coupons, target.handle, target.priceInCents, opts.now);
  if (!priced.ok) throw new AppError('BAD_INPUT', 'A coupon cannot be used with this plan.');
  const { row } = opts;
  const proration = prorate({
    now: opts.now,
    periodStart: row.currentPeriodStartedAt,
    periodEnd: row.currentPeriodEndsAt,
    periodPaidInCents: row.periodPaidInCents,
    balanceInCents: row.balanceInCents,
    targetChargeInCents: priced.priceInCents,
    trialing: row.state === 'trialing',
  });
  return { target, coupons, discountInCents: priced.discountInCents, proration };
}

/** GetMigrationPreview: what moving to the target plan would cost now. */
export async function getMigrationPreview(
  deps: TDeps,
  opts: { viewer: TViewer; subscriptionId: string; targetHandle: string; couponCodes?: string[] },
) {
  const { row } = await checked(deps, {
    userId: opts.viewer.user.id,
    subscriptionId: opts.subscriptionId,
    targetHandle: opts.targetHandle,
    direction: 'upgrade',
  });
  const { proration } = await quote(deps, {
    row,
    targetHandle: opts.targetHandle,
    couponCodes: normaliseCodes(opts.couponCodes),
    now: deps.clock.now(),
  });
  const { remainingBalanceInCents: _kept, ...preview } = proration;
  return preview;
}

/** MigrateSubscription: switches plan now and charges what the preview showed. */
export async function migrateSubscription(
  deps: TDeps,
  opts: {
    viewer: TViewer;
    subscriptionId: string;
    targetHandle: string;
    couponCodes?: string[] | null;
    idempotencyKey?: string | null;
  },
) {
  const userId = opts.viewer.user.id;
  const couponCodes = normaliseCodes(opts.couponCodes);
  const replay = (id: string) => subscriptionView(deps, { userId, subscriptionId: id });
  return once(deps, {
    userId,
    key: opts.idempotencyKey,
    operation: 'migrateSubscription',
    input: { subscriptionId: opts.subscriptionId, target: opts.targetHandle, couponCodes },
    replay,
    run: async (key) => {
      await migrate(deps, { ...opts, couponCodes, key });
      return replay(opts.subscriptionId);
    },
  });
}

async function migrate(
  deps: TDeps,
  opts: {
    viewer: TViewer;
    subscriptionId: string;
    targetHandle: string;
    couponCodes: string[];
    key: string;
  },
) {
  const { db } = deps.database;
  const userId = opts.viewer.user.id;
  const { row } = await checked(deps, { ...opts, userId, direction: 'upgrade' });
  const now = deps.clock.now();
  const { target, coupons, discountInCents, proration } = await quote(deps, {
    row,
    targetHandle: opts.targetHandle,
    couponCodes: opts.couponCodes,
    now,
  });
  const due = proration.payment_due_in_cents;
  const customerId = await gatewayCustomerIdOf(deps, userId);
  if (due > 0 && (!row.paymentMethodId || !customerId)) {
    throw new AppError('BAD_INPUT', 'Add a payment method before changing plan.');
  }
  await reserveCouponUses(db, coupons);
  const chargeKey = `${opts.key}:migration`;
  let outcome: Awaited<ReturnType<typeof collect>>;
  try {
    outcome = await collect(deps, {
      customerId: customerId ?? '',
      paymentMethodId: row.paymentMethodId ?? '',
      amountInCents: due,
      description: `Change to ${target.name} (${target.handle})`,
      idempotencyKey: chargeKey,
    });
  } catch (error) {
    await releaseCouponUses(db, coupons);
    deps.logger.error({ err: error, subscriptionId: row.id }, 'migration charge failed');
    throw new AppError('INTERNAL', MESSAGES.subscriptionChangeFailed);
  }
  if (outcome.status === 'failed') {
    await releaseCouponUses(db, coupons);
    await recordBillingEvent(db, {
      userId,
      actorId: opts.viewer.actor.id,
      action: 'charge_declined',
      at: now,
      subscriptionId: row.id,
      amountInCents: due,
      details: { target: target.handle, message: outcome.failureMessage },
    });
    throw new AppError('PAYMENT_REQUIRED', outcome.failureMessage ?? 'Your payment was declined.');
  }
  const trialing = row.state === 'trialing';
  const sameFamily = catalogueItem(row.productHandle)?.productFamily === target.productFamily;
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({
        productHandle: target.handle,
        priceInCents: target.priceInCents,
        balanceInCents: proration.remainingBalanceInCents,
        // A trial carries on to its end; otherwise the new plan starts its period today.
        ...(trialing
          ? {}
          : {
              currentPeriodStartedAt: now,
              currentPeriodEndsAt: periodEnd(now, target.interval, target.intervalCount),
              periodPaidInCents: proration.charge_in_cents,
            }),
        needsAgreement: target.needsContract,
        ...(sameFamily ? {} : { agreementSignedAt: null, agreementSignedName: null }),
        nextProductHandle: null,
        couponCode: coupons[0]?.code ?? null,
        couponPeriodsUsed: 0,
        updatedAt: now,
      })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.userId, userId)));
    const invoice = await insertInvoice(tx, {
      userId,
      subscriptionId: row.id,
      description: `Change to ${target.name}`,
      kind: 'migration',
      lines: [
        { description: target.name, amountInCents: proration.charge_in_cents + discountInCents },
        {
          description: 'Unused time on your previous plan',
          amountInCents: proration.prorated_adjustment_in_cents,
        },
      ],
      periodStart: now,
      periodEnd: trialing
        ? row.currentPeriodEndsAt
        : periodEnd(now, target.interval, target.intervalCount),
      subtotalInCents: proration.charge_in_cents + discountInCents,
      discountInCents,
      creditAppliedInCents: proration.credit_applied_in_cents,
      now,
    });
    await recordPayment(tx, {
      invoice,
      outcome,
      paymentMethodId: row.paymentMethodId ?? '',
      idempotencyKey: chargeKey,
      actorId: opts.viewer.actor.id,
      now,
    });
    await recordRedemptions(tx, {
      coupons,
      userId,
      actorId: opts.viewer.actor.id,
      subscriptionId: row.id,
      discountInCents,
      now,
    });
    await recordBillingEvent(tx, {
      userId,
      actorId: opts.viewer.actor.id,
      action: 'migration',
      at: now,
      subscriptionId: row.id,
      invoiceId: invoice.id,
      amountInCents: due,
      details: { from: row.productHandle, to: target.handle, preview: proration },
    });
  });
  publishSubscriptionsChanged(deps, userId);
}

/**
 * ChangeSubscription: an upgrade migrates now; a downgrade waits for the end of the period
 * the customer has paid for, then renews on the cheaper plan.
 */
export async function changeSubscription(
  deps: TDeps,
  opts: {
    viewer: TViewer;
    subscriptionId: string;
    targetHandle: string;
    upgrade: boolean;
    survey?: { reason?: string | null; comment?: string | null } | null;
    couponCodes?: string[] | null;
    idempotencyKey?: string | null;
  },
) {
  if (opts.upgrade) return migrateSubscription(deps, opts);
  const userId = opts.viewer.user.id;
  const { row, target } = await checked(deps, {
    userId,
    subscriptionId: opts.subscriptionId,
    targetHandle: opts.targetHandle,
    direction: 'downgrade',
  });
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ nextProductHandle: target.handle, updatedAt: now })
      .where(eq(subscriptions.id, row.id));
    await recordBillingEvent(tx, {
      userId,
      actorId: opts.viewer.actor.id,
      action: 'change_scheduled',
      at: now,
      subscriptionId: row.id,
      details: { from: row.productHandle, to: target.handle, survey: opts.survey ?? null },
    });
  });
  publishSubscriptionsChanged(deps, userId);
  return subscriptionView(deps, { userId, subscriptionId: row.id });
}
