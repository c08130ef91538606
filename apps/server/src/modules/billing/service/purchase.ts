import {
  addDaysToInstant,
  BILLING_MESSAGES,
  catalogueItem,
  FREE_PLAN_HANDLE,
  firstYearPriceInCents,
  formatLicenceEnd,
  isEntitled,
  LICENCE_MESSAGES,
  licenceExpiry,
  PAY_PER_DOCUMENT_HANDLE,
  paymentSuccessTypeFor,
  periodEnd,
  planCoverage,
  type TCatalogueItem,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import {
  accessibleDocument,
  documentLicenceFor,
  grantDocumentLicence,
} from '../../documents/index.js';
import { invoices, subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import {
  couponInvoiceLines,
  normaliseCodes,
  priceWithCoupons,
  type TPricedCoupons,
} from './coupons.js';
import { getSubscriptionSummary } from './entitlements.js';
import { invoiceView } from './invoice-view.js';
import { publishSubscriptionsChanged } from './live.js';
import { forgetDeclinedPaymentMethod, usablePaymentMethod } from './payment-methods.js';
import { paymentOperation } from './payment-operation.js';
import { insertInvoice } from './payments.js';
import { subscriptionRowsOf } from './read.js';
import { subscriptionView } from './subscription-view.js';
import { takePayment } from './take-payment.js';

// CreateSubscription: a plan, a trial or a single document bought outright (SPEC §7).

export function sellable(handle: string): TCatalogueItem {
  const item = catalogueItem(handle);
  if (!item || item.handle === FREE_PLAN_HANDLE) {
    throw new AppError('BAD_INPUT', BILLING_MESSAGES.planNotForSale, {
      fields: { pricePointHandle: BILLING_MESSAGES.planNotForSale },
    });
  }
  return item;
}

type TFirstCharge = {
  item: TCatalogueItem;
  priced: TPricedCoupons;
  listInCents: number;
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
  if (trialDays && opts.couponCodes.length > 0) {
    const message = BILLING_MESSAGES.couponsOnTrial(trialDays);
    throw new AppError('BAD_INPUT', message, { fields: { couponCodes: message } });
  }
  const priced = await priceWithCoupons(deps.database.db, {
    codes: trialDays ? [] : opts.couponCodes,
    handle: item.handle,
    priceInCents: listInCents,
    now,
    kind: 'plan',
  });
  return {
    item,
    priced,
    listInCents,
    dueTodayInCents: trialDays ? 0 : priced.priceInCents,
    trialDays,
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
    discountInCents: charge.priced.discountInCents,
    dueTodayInCents: charge.dueTodayInCents,
    trialDays: charge.trialDays,
    renewalPriceInCents: charge.item.priceInCents,
    renewalDate: renewal,
    couponCodes: charge.priced.coupons.map((c) => c.code),
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
  return paymentOperation(deps, {
    userId,
    key: input.idempotencyKey,
    operation: 'createSubscription',
    input: { ...input, couponCodes, idempotencyKey: undefined },
    replay,
    run: async (requestKey) => {
      const id = await purchase(deps, { viewer, input, couponCodes, requestKey });
      return replay(id);
    },
  });
}

/** Refuses what the customer already has: a live plan of the same cover, a licensed document. */
async function assertNotHeld(
  deps: TDeps,
  opts: { viewer: TViewer; item: TCatalogueItem; assetFlakeId?: string | null },
) {
  const { viewer, item } = opts;
  const userId = viewer.user.id;
  if (item.handle === PAY_PER_DOCUMENT_HANDLE) {
    if (!opts.assetFlakeId) {
      throw new AppError('BAD_INPUT', LICENCE_MESSAGES.payPerDocNoAsset, {
        fields: { assetFlakeId: LICENCE_MESSAGES.payPerDocNoAsset },
      });
    }
    // Only a document the buyer owns can be bought: another's id is not found.
    await accessibleDocument(deps.database.db, viewer, opts.assetFlakeId, 'own');
    const licence = await documentLicenceFor(deps, { userId, documentId: opts.assetFlakeId });
    if (licence.status === 'valid' && licence.expiresAt) {
      const message = BILLING_MESSAGES.licensedUntil(formatLicenceEnd(licence.expiresAt));
      throw new AppError('CONFLICT', message, { fields: { assetFlakeId: message } });
    }
    return;
  }
  const coverage = planCoverage(item.handle);
  if (!coverage) return;
  const held = (await subscriptionRowsOf(deps, userId)).find(
    (s) => planCoverage(s.productHandle) === coverage && isEntitled(s.state as never),
  );
  if (held) {
    const heldName = catalogueItem(held.productHandle)?.name ?? held.productHandle;
    const message =
      heldName === item.name
        ? BILLING_MESSAGES.alreadyHavePlan(item.name)
        : BILLING_MESSAGES.alreadyCoveredBy(heldName);
    throw new AppError('CONFLICT', message, {
      log: `subscription ${held.id} already covers ${item.handle}`,
      fields: { pricePointHandle: message },
    });
  }
}

async function purchase(
  deps: TDeps,
  opts: {
    viewer: TViewer;
    input: TCreateSubscriptionInput;
    couponCodes: string[];
    requestKey: string;
  },
): Promise<string> {
  const { viewer, input } = opts;
  const userId = viewer.user.id;
  const item = sellable(input.pricePointHandle);
  await assertNotHeld(deps, { viewer, item, assetFlakeId: input.assetFlakeId });
  const { method, customerId } = await usablePaymentMethod(deps, {
    user: viewer.user,
    paymentMethodId: input.paymentMethodId,
  });
  if (input.setupIntentId) {
    const intent = await deps.gateway.retrieveSetupIntent(input.setupIntentId);
    if (intent.customerId !== customerId || intent.paymentMethodId !== method.id) {
      throw new AppError('BAD_INPUT', BILLING_MESSAGES.setupMismatch);
    }
  }
  const charge = await firstCharge(deps, {
    viewer,
    handle: item.handle,
    couponCodes: opts.couponCodes,
  });
  const id = flakeId(deps.clock.now().getTime());

  return takePayment(deps, {
    userId,
    actorId: viewer.actor.id,
    operation: 'purchase',
    requestKey: opts.requestKey,
    gatewayCustomerId: customerId,
    paymentMethodId: method.id,
    amountInCents: charge.dueTodayInCents,
    description: `${item.name} (${item.handle})`,
    coupons: charge.priced.lines,
    context: { handle: item.handle, subscriptionId: id, assetFlakeId: input.assetFlakeId ?? null },
    onDeclined: () => forgetDeclinedPaymentMethod(deps, { userId, paymentMethodId: method.id }),
    record: async (tx, { now, work }) => {
      const trialEnds = charge.trialDays ? addDaysToInstant(now, charge.trialDays) : null;
      const end = trialEnds ?? periodEnd(now, item.interval, item.intervalCount);
      const expiresAt = item.handle === PAY_PER_DOCUMENT_HANDLE ? licenceExpiry(now) : null;
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
        expiresAt,
        receiptEmail: viewer.user.email,
        needsAgreement: item.needsContract,
        couponCode: charge.priced.coupons[0]?.code ?? null,
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
          ...couponInvoiceLines(charge.priced.lines),
        ],
        periodStart: now,
        periodEnd: end,
        subtotalInCents: trialEnds ? 0 : charge.listInCents,
        discountInCents: charge.priced.discountInCents,
        creditAppliedInCents: 0,
        now,
      });
      // The licence is part of the purchase: recorded with it or not at all.
      if (expiresAt && input.assetFlakeId) {
        await grantDocumentLicence(work, {
          userId,
          subscriptionId: id,
          assetFlakeId: input.assetFlakeId,
          expiresAt,
        });
      }
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
      work.afterCommit(() => publishSubscriptionsChanged(deps, userId));
      return { result: id, invoice, subscriptionId: id };
    },
  });
}
