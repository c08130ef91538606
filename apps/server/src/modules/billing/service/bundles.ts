import {
  addMonths,
  BILLING_MESSAGES,
  catalogueItem,
  isEntitled,
  planCoverage,
  quoteBundle,
  type TBundleBillingCycle,
  type TBundleQuote,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { bundles, paymentMethods, subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import { bundleView } from './bundle-view.js';
import { priceWithCoupons } from './coupons.js';
import { publishSubscriptionsChanged } from './live.js';
import { forgetDeclinedPaymentMethod, usablePaymentMethod } from './payment-methods.js';
import { paymentOperation } from './payment-operation.js';
import { insertInvoice } from './payments.js';
import { subscriptionRowsOf } from './read.js';
import { takePayment } from './take-payment.js';

// Bundles (SPEC §3 Bundle, /pricing/bundle/create): several plans bought together for a
// year at a bundle discount, paid upfront or by quarter.

function quoted(
  handles: readonly string[],
  billingCycle: TBundleBillingCycle,
  now: Date,
): TBundleQuote {
  const result = quoteBundle({ handles, billingCycle, start: now });
  if (!result.ok)
    throw new AppError('BAD_INPUT', result.message, { fields: { handles: result.message } });
  return result.quote;
}

export async function previewBundle(
  deps: TDeps,
  opts: { handles: string[]; billingCycle: TBundleBillingCycle },
) {
  const quote = quoted(opts.handles, opts.billingCycle, deps.clock.now());
  return {
    ...quote,
    billingScheduleItems: quote.billingScheduleItems.map((i) => ({ ...i, status: 'scheduled' })),
  };
}

export async function createBundle(
  deps: TDeps,
  opts: {
    viewer: TViewer;
    handles: string[];
    billingCycle: TBundleBillingCycle;
    paymentMethodId: string;
    entityName?: string | null;
    idempotencyKey?: string | null;
  },
) {
  const userId = opts.viewer.user.id;
  const replay = async (id: string) => {
    const { db } = deps.database;
    const [row] = await db.select().from(bundles).where(eq(bundles.id, id));
    if (!row) throw new AppError('NOT_FOUND', BILLING_MESSAGES.bundleNotFound);
    const [method] = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, row.paymentMethodId));
    return bundleView(row, { method });
  };
  return paymentOperation(deps, {
    userId,
    key: opts.idempotencyKey,
    operation: 'createBundle',
    input: { handles: opts.handles, cycle: opts.billingCycle, pm: opts.paymentMethodId },
    replay,
    run: async (requestKey) => replay(await buy(deps, { ...opts, requestKey })),
  });
}

async function buy(
  deps: TDeps,
  opts: {
    viewer: TViewer;
    handles: string[];
    billingCycle: TBundleBillingCycle;
    paymentMethodId: string;
    entityName?: string | null;
    requestKey: string;
  },
): Promise<string> {
  const { db } = deps.database;
  const userId = opts.viewer.user.id;
  const start = deps.clock.now();
  const quote = quoted(opts.handles, opts.billingCycle, start);
  // Checked inside the customer's lock: a second bundle racing this one sees its plans.
  const held = (await subscriptionRowsOf(deps, userId)).filter((s) => isEntitled(s.state as never));
  for (const product of quote.products) {
    const coverage = planCoverage(product.productHandle);
    const clash = held.find((s) => coverage && planCoverage(s.productHandle) === coverage);
    if (clash) {
      const name = catalogueItem(clash.productHandle)?.name ?? clash.productHandle;
      const message = BILLING_MESSAGES.alreadyHavePlan(name);
      throw new AppError('CONFLICT', message, {
        fields: { handles: `${product.productHandle}: ${message}` },
      });
    }
  }
  const { method, customerId } = await usablePaymentMethod(deps, {
    user: opts.viewer.user,
    paymentMethodId: opts.paymentMethodId,
  });
  // The bundle coupon is checked against the first plan: every bundlable plan takes it.
  const priced = quote.couponCode
    ? await priceWithCoupons(db, {
        codes: [quote.couponCode],
        handle: quote.products[0]?.productHandle ?? '',
        priceInCents: quote.firstYearListInCents,
        now: start,
        kind: 'bundle',
      })
    : null;
  const couponLines = priced
    ? [{ code: priced.coupons[0]?.code ?? '', discountInCents: quote.initialBundleDiscount }]
    : [];
  const name = quote.products.map((p) => p.productName).join(' + ');
  const bundleId = flakeId(start.getTime());
  const bought = await takePayment(deps, {
    userId,
    actorId: opts.viewer.actor.id,
    operation: 'bundle',
    requestKey: opts.requestKey,
    gatewayCustomerId: customerId,
    paymentMethodId: method.id,
    amountInCents: quote.initialBundleCharge,
    description: `Bundle: ${name}`,
    coupons: couponLines,
    context: { bundleId, handles: quote.handles, billingCycle: opts.billingCycle },
    onDeclined: () => forgetDeclinedPaymentMethod(deps, { userId, paymentMethodId: method.id }),
    record: async (tx, { now }) => {
      const yearEnd = addMonths(now, 12);
      await tx.insert(bundles).values({
        id: bundleId,
        userId,
        handle: quote.handles.join('+'),
        name,
        entityName: opts.entityName ?? null,
        billingCycle: opts.billingCycle,
        paymentMethodId: method.id,
        couponCode: quote.couponCode,
        discountPercentage: quote.initialBundleDiscountPercentage,
        initialChargeInCents: quote.initialBundleCharge,
        initialDiscountInCents: quote.initialBundleDiscount,
        products: quote.products,
        schedule: quote.billingScheduleItems.map((item, i) => ({
          date: item.date.toISOString(),
          amountInCents: item.amountInCents,
          status: i === 0 ? 'paid' : 'scheduled',
        })),
        createdAt: now,
      });
      for (const product of quote.products) {
        const item = catalogueItem(product.productHandle);
        await tx.insert(subscriptions).values({
          id: flakeId(now.getTime()),
          userId,
          productHandle: product.productHandle,
          state: 'active',
          paymentMethodId: method.id,
          priceInCents: item?.priceInCents ?? product.annualRenewalCost,
          periodPaidInCents: product.firstYearDiscountedPrice,
          activatedAt: now,
          currentPeriodStartedAt: now,
          currentPeriodEndsAt: yearEnd,
          receiptEmail: opts.viewer.user.email,
          needsAgreement: item?.needsContract ?? false,
          bundleId,
          businessName: opts.entityName ?? null,
          createdAt: now,
          updatedAt: now,
        });
      }
      const invoice = await insertInvoice(tx, {
        userId,
        bundleId,
        description: `Bundle: ${name}${opts.billingCycle === 'quarterly' ? ' (first quarter)' : ''}`,
        lines: quote.products.map((p) => ({
          description: p.productName,
          amountInCents: p.firstYearDiscountedPrice,
        })),
        periodStart: now,
        periodEnd: opts.billingCycle === 'quarterly' ? addMonths(now, 3) : yearEnd,
        subtotalInCents: quote.initialBundleCharge,
        discountInCents: 0,
        creditAppliedInCents: 0,
        now,
      });
      await recordBillingEvent(tx, {
        userId,
        actorId: opts.viewer.actor.id,
        action: 'bundle_created',
        at: now,
        bundleId,
        invoiceId: invoice.id,
        amountInCents: quote.initialBundleCharge,
        details: { handles: quote.handles, billingCycle: opts.billingCycle },
      });
      return { result: bundleId, invoice, bundleId };
    },
  });
  publishSubscriptionsChanged(deps, userId);
  return bought;
}
