import {
  BILLING_MESSAGES,
  catalogueItem,
  checkMigration,
  MIGRATION_REFUSAL_MESSAGES,
  periodEnd,
  prorate,
  type TMigrationDirection,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import { couponInvoiceLines, normaliseCodes, priceWithCoupons } from './coupons.js';
import { publishSubscriptionsChanged } from './live.js';
import { gatewayCustomerIdOf } from './payment-methods.js';
import { paymentOperation } from './payment-operation.js';
import { insertInvoice } from './payments.js';
import { subscriptionRowsOf } from './read.js';
import {
  asUserSubscription,
  ownedSubscription,
  type TSubscriptionRow,
} from './subscription-rows.js';
import { subscriptionView } from './subscription-view.js';
import { takePayment } from './take-payment.js';

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
  const priced = await priceWithCoupons(deps.database.db, {
    codes: opts.couponCodes,
    handle: target.handle,
    priceInCents: target.priceInCents,
    now: opts.now,
    kind: 'plan',
  });
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
  return { target, priced, proration };
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
  const now = deps.clock.now();
  const { target, proration } = await quote(deps, {
    row,
    targetHandle: opts.targetHandle,
    couponCodes: normaliseCodes(opts.couponCodes),
    now,
  });
  const { remainingBalanceInCents: _kept, ...preview } = proration;
  return {
    ...preview,
    renewalDate:
      row.state === 'trialing'
        ? row.currentPeriodEndsAt
        : periodEnd(now, target.interval, target.intervalCount),
    renewalPriceInCents: target.priceInCents,
  };
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
  return paymentOperation(deps, {
    userId,
    key: opts.idempotencyKey,
    operation: 'migrateSubscription',
    input: { subscriptionId: opts.subscriptionId, target: opts.targetHandle, couponCodes },
    replay,
    run: async (requestKey) => {
      await migrate(deps, { ...opts, couponCodes, requestKey });
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
    requestKey: string;
  },
) {
  const userId = opts.viewer.user.id;
  // Checked inside the customer's lock: a second change racing this one sees its result.
  const { row } = await checked(deps, { ...opts, userId, direction: 'upgrade' });
  const now = deps.clock.now();
  const { target, priced, proration } = await quote(deps, {
    row,
    targetHandle: opts.targetHandle,
    couponCodes: opts.couponCodes,
    now,
  });
  const due = proration.payment_due_in_cents;
  const trialing = row.state === 'trialing';
  const sameFamily = catalogueItem(row.productHandle)?.productFamily === target.productFamily;
  const nextEnd = trialing
    ? row.currentPeriodEndsAt
    : periodEnd(now, target.interval, target.intervalCount);
  await takePayment(deps, {
    userId,
    actorId: opts.viewer.actor.id,
    operation: 'migration',
    requestKey: opts.requestKey,
    gatewayCustomerId: await gatewayCustomerIdOf(deps, userId),
    paymentMethodId: row.paymentMethodId,
    amountInCents: due,
    description: `Change to ${target.name} (${target.handle})`,
    coupons: priced.lines,
    context: { subscriptionId: row.id, from: row.productHandle, to: target.handle },
    record: async (tx) => {
      // Guarded by the plan it was checked against: a change that slipped past the lock
      // finds the row already changed and is refused (the payment is then given back).
      const changed = await tx
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
                currentPeriodEndsAt: nextEnd,
                periodPaidInCents: proration.charge_in_cents,
              }),
          needsAgreement: target.needsContract,
          ...(sameFamily ? {} : { agreementSignedAt: null, agreementSignedName: null }),
          nextProductHandle: null,
          couponCode: priced.coupons[0]?.code ?? null,
          couponPeriodsUsed: 0,
          updatedAt: now,
        })
        .where(
          and(
            eq(subscriptions.id, row.id),
            eq(subscriptions.userId, userId),
            eq(subscriptions.productHandle, row.productHandle),
            eq(subscriptions.updatedAt, row.updatedAt),
          ),
        )
        .returning({ id: subscriptions.id });
      if (changed.length === 0) {
        throw new AppError('CONFLICT', BILLING_MESSAGES.justChanged);
      }
      const invoice = await insertInvoice(tx, {
        userId,
        subscriptionId: row.id,
        description: `Change to ${target.name}`,
        kind: 'migration',
        lines: [
          {
            description: target.name,
            amountInCents: proration.charge_in_cents + priced.discountInCents,
          },
          ...couponInvoiceLines(priced.lines),
          {
            description: 'Unused time on your previous plan',
            amountInCents: proration.prorated_adjustment_in_cents,
          },
        ],
        periodStart: now,
        periodEnd: nextEnd,
        subtotalInCents: proration.charge_in_cents + priced.discountInCents,
        discountInCents: priced.discountInCents,
        creditAppliedInCents: proration.credit_applied_in_cents,
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
      return { result: row.id, invoice, subscriptionId: row.id };
    },
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
  return withCustomerLock(deps, userId, () => scheduleDowngrade(deps, { ...opts, userId }));
}

async function scheduleDowngrade(
  deps: TDeps,
  opts: {
    viewer: TViewer;
    userId: string;
    subscriptionId: string;
    targetHandle: string;
    survey?: { reason?: string | null; comment?: string | null } | null;
  },
) {
  const { userId } = opts;
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
