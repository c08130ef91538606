import { catalogueItem, planCoverage } from './catalogue.js';
import { addMonths } from './periods.js';
import {
  bundleMonthlyPriceInCents,
  intervalInMonths,
  type TBundleBillingCycle,
} from './pricing.js';
import { bundleCouponFor } from './sale-coupons.js';

// What a bundle costs (SPEC §3 Bundle, §9 pricing maths). A bundle buys a year of each plan:
// each at its bundle price point for the first year, less the bundle coupon; from the second
// year each renews on its own at list price. Quarterly bundles pay the year in four parts.

export type TBundleProductQuote = {
  productHandle: string;
  productName: string;
  planType: string;
  firstYearDiscountedPrice: number;
  annualRenewalCost: number;
};

export type TBundleQuote = {
  handles: string[];
  billingCycle: TBundleBillingCycle;
  products: TBundleProductQuote[];
  couponCode: string | null;
  initialBundleDiscountPercentage: number;
  /** The year before the bundle discount. */
  firstYearListInCents: number;
  initialBundleDiscount: number;
  /** What is charged today: the year upfront, or its first quarter. */
  initialBundleCharge: number;
  monthlyPriceInCents: number;
  billingScheduleItems: { date: Date; amountInCents: number }[];
};

export type TBundleRefusal = { ok: false; message: string };

const months = (handle: string) => {
  const item = catalogueItem(handle);
  return item ? intervalInMonths(item.interval, item.intervalCount) : null;
};

export function quoteBundle(options: {
  handles: readonly string[];
  billingCycle: TBundleBillingCycle;
  start: Date;
}): { ok: true; quote: TBundleQuote } | TBundleRefusal {
  const handles = [...new Set(options.handles)];
  if (handles.length < 2) return { ok: false, message: 'A bundle needs at least two plans.' };
  const families = new Set<string>();
  const products: TBundleProductQuote[] = [];
  const coupon = bundleCouponFor(handles.length);
  const percentage = coupon?.percentage ?? 0;
  let list = 0;
  let discount = 0;
  for (const handle of handles) {
    const item = catalogueItem(handle);
    const span = months(handle);
    if (!item?.bundlePrice || span === null) {
      return { ok: false, message: `${handle} cannot be part of a bundle.` };
    }
    // Plans that cover the same thing (Essentials and Legal Advice both give every
    // document) would be paid for twice.
    const cover = planCoverage(handle) ?? item.productFamily;
    if (families.has(cover)) {
      return {
        ok: false,
        message: `A bundle can hold only one ${item.name} plan, or one plan that covers the same.`,
      };
    }
    families.add(cover);
    const perYear = 12 / span;
    const firstYear = item.bundlePrice.priceInCents * perYear;
    const off = Math.round((firstYear * percentage) / 100);
    list += firstYear;
    discount += off;
    products.push({
      productHandle: handle,
      productName: item.name,
      planType: item.rights.categoryType,
      firstYearDiscountedPrice: firstYear - off,
      annualRenewalCost: item.priceInCents * perYear,
    });
  }
  const year = list - discount;
  const parts = options.billingCycle === 'quarterly' ? 4 : 1;
  const part = Math.floor(year / parts);
  // The first instalment carries the odd cents so the parts add up to the year exactly.
  const first = year - part * (parts - 1);
  const billingScheduleItems = Array.from({ length: parts }, (_, i) => ({
    date: addMonths(options.start, i * 3),
    amountInCents: i === 0 ? first : part,
  }));
  return {
    ok: true,
    quote: {
      handles,
      billingCycle: options.billingCycle,
      products,
      couponCode: coupon?.code ?? null,
      initialBundleDiscountPercentage: percentage,
      firstYearListInCents: list,
      initialBundleDiscount: discount,
      initialBundleCharge: first,
      monthlyPriceInCents: Math.round(bundleMonthlyPriceInCents(first, options.billingCycle)),
      billingScheduleItems,
    },
  };
}
