import { catalogueItem } from './catalogue.js';
import type { TBillingInterval, TCatalogueItem, TPlanHandle } from './catalogue-types.js';

// Pricing maths of SPEC §9. Money stays in integer cents until it is shown; monthly figures
// are left unrounded so comparisons between plans are exact, and rounded only for display.

export function centsToDollars(cents: number): number {
  return cents / 100;
}

const wholeDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$1,068' for whole dollars, '$24.92' otherwise; fractions of a cent round half up. */
export function formatDollars(cents: number): string {
  const rounded = Math.round(cents);
  const format = rounded % 100 === 0 ? wholeDollars : dollarsAndCents;
  return format.format(centsToDollars(rounded));
}

/** Months one billing interval covers; null for a one-off charge. */
export function intervalInMonths(interval: TBillingInterval, intervalCount = 1): number | null {
  if (interval === 'once') return null;
  return interval === 'year' ? 12 * intervalCount : intervalCount;
}

/** The price spread over the months it pays for, in (possibly fractional) cents. */
export function monthlyPriceInCents(
  item: Pick<TCatalogueItem, 'priceInCents' | 'interval' | 'intervalCount'>,
): number | null {
  const months = intervalInMonths(item.interval, item.intervalCount);
  return months === null ? null : item.priceInCents / months;
}

export const BUNDLE_BILLING_CYCLES = ['quarterly', 'upfront'] as const;
export type TBundleBillingCycle = (typeof BUNDLE_BILLING_CYCLES)[number];

/** An upfront bundle pays for 12 months; a quarterly bundle's charge pays for 3. */
export function bundleMonthlyPriceInCents(
  totalInCents: number,
  billingCycle: TBundleBillingCycle,
): number {
  return totalInCents / (billingCycle === 'quarterly' ? 3 : 12);
}

/** What a bundle of handles charges per cycle: each plan's bundle price, else its list price. */
export function bundleTotalInCents(handles: readonly string[]): number {
  let total = 0;
  for (const handle of handles) {
    const item = catalogueItem(handle);
    if (item) total += item.bundlePrice?.priceInCents ?? item.priceInCents;
  }
  return total;
}

/** Compliance plans sell their first year at a fixed price; renewals are at list price. */
export const FIXED_FIRST_YEAR_PRICES_IN_CENTS = {
  'business-compliance': 19900,
  'asic-compliance-plan': 79900,
} as const satisfies Partial<Record<TPlanHandle, number>>;

/** The first year's charge: the fixed price where there is one, else the list price. */
export function firstYearPriceInCents(handle: string): number | null {
  const fixed = (FIXED_FIRST_YEAR_PRICES_IN_CENTS as Partial<Record<string, number>>)[handle];
  return fixed ?? catalogueItem(handle)?.priceInCents ?? null;
}

/** The promotional prices the sale pages show against the list price (SPEC §9). */
export const PROMO_PRICES_IN_CENTS = {
  'standard-annual-plan-lawyer': { promoInCents: 106800, wasInCents: 166800 },
  'standard-annual-plan-current': { promoInCents: 16900, wasInCents: 29900 },
} as const satisfies Partial<Record<TPlanHandle, { promoInCents: number; wasInCents: number }>>;
