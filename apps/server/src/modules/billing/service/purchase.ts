import {
  addDaysToInstant,
  addMonths,
  applyCoupons,
  catalogueItem,
  FREE_PLAN_HANDLE,
  firstYearPriceInCents,
  isEntitled,
  LICENCE_MESSAGES,
  PAY_PER_DOCUMENT_HANDLE,
  paymentSuccessTypeFor,
  periodEnd,
  type TCatalogueItem,
  type TCoupon,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { accessibleDocument } from '../../documents/service/access.js';
import { grantDocumentLicence } from '../../documents/service/licences.js';
import { invoices, subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import {
  normaliseCodes,
  recordRedemptions,
  releaseCouponUses,
  reserveCouponUses,
  usableCoupons,
} from './coupons.js';
import { getSubscriptionSummary } from './entitlements.js';
import { once } from './idempotency.js';
import { invoiceView } from './invoice-view.js';
import { publishSubscriptionsChanged } from './live.js';
import { usablePaymentMethod } from './payment-methods.js';
import { collect, insertInvoice, recordPayment } from './payments.js';
import { subscriptionRowsOf } from './read.js';
import { subscriptionView } from './subscription-view.js';

/** Licence access bought per document lasts 4 months (SPEC §9). */
export const PAY_PER_DOCUMENT_MONTHS = 4;

export function sellable(handle: string): TCatalogueItem {
  const item = catalogueItem(handle);
  if (!item || item.handle === FREE_PLAN_HANDLE) {
    throw new AppError('BAD_INPUT', 'That plan is not for sale.', {
      fields: { pricePointHandle: 'unknown plan' },
    });
  }
  return item;
}

type TFirstCharge = {
  item: TCatalogueItem;
  coupons: TCoupon[];
  listInCents: number;
  discountInCents: number;
  dueTodayInCents: number;
  trialDays: number | null;
};

/** What the first charge is: a trial costs nothing today, else the first-year price less coupons. */
async function firstCharge(
  deps: TDeps,
  opts: { viewer: TViewer; handle: string; couponCodes: readonly string[] },
): Promise<TFirstCharge> {
  const item = sellable(opts.handle);
  const now = deps.clock.now();
  const summary = await getSubscriptionSummary(deps, opts.viewer.user);
  const trialDays = item.hasTrial && summary.canClaimTrial ? item.trialInterval : null;
  const listInCents = firstYearPriceInCents(item.handle) ?? item.priceInCents;
  const coupons = await usableCoupons(deps.database.db, {
    codes: opts.couponCodes,
    handle: item.handle,
    now,
  });
  if (trialDays) {
    return { item, coupons, listInCents, discountInCents: 0, dueTodayInCents: 0, trialDays };
  }
  const priced = applyCoupons(coupons, item.handle, listInCents, now);
  if (!priced.ok) throw new AppError('BAD_INPUT', 'A coupon cannot be used with this plan.');
  return {
    item,
    coupons,
    listInCents,
    discountInCents: priced.discountInCents,
    dueTodayInCents: priced.priceInCents,
    trialDays: null,
  };
}

/** The order summary before paying: price, coupon discount, trial and renewal. */
export async function previewCheckout(
  deps: TDeps,
  opts: { viewer: TViewer; productHandle: string; couponCodes?: string[] | null },
) {
  const charge = await firstCharge(deps, {
    viewer: opts.viewer,
    handle: opts.productHandle,
    couponCodes: opts.couponCodes ?? [],
  });
  const now = deps.clock.now();
  const start = charge.trialDays ? addDaysToInstant(now, charge.trialDays) : now;
  const renewal = charge.trialDays
    ? start
    : (periodEnd(now, charge.item.interval, charge.item.intervalCount) ?? now);
  return {
    productHandle: charge.item.handle,
    productName: charge.item.name,
    listPriceInCents: charge.listInCents,
    discountInCents: charge.discountInCents,
    dueTodayInCents: charge.dueTodayInCents,
    trialDays: charge.trialDays,
    renewalPriceInCents: charge.item.priceInCents,
    renewalDate: renewal,
    couponCodes: charge.coupons.map((c) => c.code),
  };
}

export type TCreateSubscriptionInput = {
  paymentMethodId: string;
  pricePointHandle: string;
  couponCodes?: string[] | null;
  businessName?: string | null;
  assetFlakeId?: string | null;
  setupIntentId?: string | null;
  idempotencyKey?: string | null;
};

/** CreateSubscription: charges the first payment, then records the plan. A decline records none. */
export async function createSubscription(
  deps: TDeps,
  opts: { viewer: TViewer; input: TCreateSubscriptionInput },
) {
  const { viewer, input } = opts;
  const userId = viewer.user.id;
  const couponCodes = normaliseCodes(input.couponCodes);
  const replay = async (subscriptionId: string) => {
    const [invoice] = await deps.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, subscriptionId))
      .orderBy(invoices.issuedAt)
      .limit(1);
    const subscription = await subscriptionView(deps, { userId, subscriptionId });
    return {
      id: subscriptionId,
      subscription,
      invoice: invoice ? invoiceView(invoice) : null,
      paymentType: subscription.paymentType,
      successType: paymentSuccessTypeFor(subscription.product),
    };
  };
  return once(deps, {
    userId,
    key: input.idempotencyKey,
    operation: 'createSubscription',
    input: { ...input, couponCodes, idempotencyKey: undefined },
    replay,
    run: async (key) => {
      const id = await purchase(deps, { viewer, input, couponCodes, key });
      return replay(id);
    },
  });
}

async function purchase(
  deps: TDeps,
  opts: { viewer: TViewer; input: TCreateSubscriptionInput; couponCodes: string[]; key: string },
): Promise<string> {
  const { viewer, input, key } = opts;
  const { db } = deps.database;
  const userId = viewer.user.id;
  const item = sellable(input.pricePointHandle);
  const oneOff = item.interval === 'once';

  if (item.handle === PAY_PER_DOCUMENT_HANDLE) {
    if (!input.assetFlakeId) {
      throw new AppError('BAD_INPUT', LICENCE_MESSAGES.payPerDocNoAsset, {
        fields: { assetFlakeId: 'required' },
      });
    }
    // Only a document the buyer owns can be bought: another's id is not found.
    await accessibleDocument(db, viewer, input.assetFlakeId, 'own');
  }
  if (!oneOff) {
    const held = (await subscriptionRowsOf(deps, userId)).find(
      (s) =>
        catalogueItem(s.productHandle)?.productFamily === item.productFamily &&
        isEntitled(s.state as never),
    );
    if (held) {
      throw new AppError('CONFLICT', `You already have the ${item.name} plan.`, {
        log: `subscription ${held.id} already covers ${item.handle}`,
      });
    }
  }
  const { method, customerId } = await usablePaymentMethod(deps, {
    user: viewer.user,
    paymentMethodId: input.paymentMethodId,
  });
  if (input.setupIntentId) {
    const intent = await deps.gateway.retrieveSetupIntent(input.setupIntentId);
    if (intent.customerId !== customerId || intent.paymentMethodId !== method.id) {
      throw new AppError('BAD_INPUT', 'The payment details do not match this payment set-up.');
    }
  }
  const charge = await firstCharge(deps, {
    viewer,
    handle: item.handle,
    couponCodes: opts.couponCodes,
  });

  await reserveCouponUses(db, charge.coupons);
  const chargeKey = `${key}:first`;
  let outcome: Awaited<ReturnType<typeof collect>>;
  try {
    outcome = await collect(deps, {
      customerId,
      paymentMethodId: method.id,
      amountInCents: charge.dueTodayInCents,
      description: `${item.name} (${item.handle})`,
      idempotencyKey: chargeKey,
    });
  } catch (error) {
    await releaseCouponUses(db, charge.coupons);
    throw error;
  }
  const now = deps.clock.now();
  if (outcome.status === 'failed') {
    await releaseCouponUses(db, charge.coupons);
    await recordBillingEvent(db, {
      userId,
      actorId: viewer.actor.id,
      action: 'charge_declined',
      at: now,
      amountInCents: charge.dueTodayInCents,
      details: {
        handle: item.handle,
        message: outcome.failureMessage,
        gatewayChargeId: outcome.id,
      },
    });
    throw new AppError('PAYMENT_REQUIRED', outcome.failureMessage ?? 'Your payment was declined.');
  }

  const id = flakeId(now.getTime());
  const trialEnds = charge.trialDays ? addDaysToInstant(now, charge.trialDays) : null;
  const end = trialEnds ?? periodEnd(now, item.interval, item.intervalCount);
  await db.transaction(async (tx) => {
    await tx.insert(subscriptions).values({
      id,
      userId,
      productHandle: item.handle,
      state: trialEnds ? 'trialing' : 'active',
      paymentMethodId: method.id,
      priceInCents: item.priceInCents,
      periodPaidInCents: charge.dueTodayInCents,
      initialChargeInCents: charge.dueTodayInCents,
      activatedAt: now,
      trialEndsAt: trialEnds,
      currentPeriodStartedAt: now,
      currentPeriodEndsAt: end,
      expiresAt:
        item.handle === PAY_PER_DOCUMENT_HANDLE ? addMonths(now, PAY_PER_DOCUMENT_MONTHS) : null,
      receiptEmail: viewer.user.email,
      needsAgreement: item.needsContract,
      couponCode: charge.coupons[0]?.code ?? null,
      assetFlakeId: input.assetFlakeId ?? null,
      businessName: input.businessName ?? null,
      createdAt: now,
      updatedAt: now,
    });
    const invoice = await insertInvoice(tx, {
      userId,
      subscriptionId: id,
      description: trialEnds ? `${item.name}: ${charge.trialDays}-day free trial` : item.name,
      lines: [
        { description: item.name, amountInCents: trialEnds ? 0 : charge.listInCents },
        ...charge.coupons.map((c) => ({ description: `Coupon ${c.code}`, amountInCents: 0 })),
      ],
      periodStart: now,
      periodEnd: end,
      subtotalInCents: trialEnds ? 0 : charge.listInCents,
      discountInCents: charge.discountInCents,
      creditAppliedInCents: 0,
      now,
    });
    await recordPayment(tx, {
      invoice,
      outcome,
      paymentMethodId: method.id,
      idempotencyKey: chargeKey,
      actorId: viewer.actor.id,
      now,
    });
    await recordRedemptions(tx, {
      coupons: charge.coupons,
      userId,
      actorId: viewer.actor.id,
      subscriptionId: id,
      discountInCents: charge.discountInCents,
      now,
    });
    await recordBillingEvent(tx, {
      userId,
      actorId: viewer.actor.id,
      action: 'subscription_created',
      at: now,
      subscriptionId: id,
      invoiceId: invoice.id,
      amountInCents: charge.dueTodayInCents,
      details: { handle: item.handle, trialDays: charge.trialDays, paymentType: method.type },
    });
  });
  if (item.handle === PAY_PER_DOCUMENT_HANDLE && input.assetFlakeId) {
    await grantDocumentLicence(deps, {
      userId,
      subscriptionId: id,
      assetFlakeId: input.assetFlakeId,
    });
  }
  publishSubscriptionsChanged(deps, userId);
  return id;
}
