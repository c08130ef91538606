import { CATALOGUE } from './catalogue.js';
import type { TPlanHandle } from './catalogue-types.js';
import type { TCoupon } from './coupons.js';
import type { TSaleKind } from './sales-calendar.js';

// The coupons of SPEC §9. A sale coupon works while its sale runs (every year, Sydney
// calendar days; see sales-calendar.ts) and discounts the first charge only. The fixed
// Black Friday amounts are twelve times a monthly saving, so they apply to yearly plans.
// None of them stacks: a purchase takes one coupon.

type TCouponTerms = Partial<Omit<TCoupon, 'code' | 'discountType' | 'amount' | 'percentage'>>;

/** A coupon with the usual terms: single plans, one per purchase, first charge, no dates. */
export function makeCoupon(
  code: string,
  off: { percentage: number } | { amount: number },
  terms: TCouponTerms = {},
): TCoupon {
  return {
    code,
    discountType: 'percentage' in off ? 'percent' : 'amount',
    amount: 'amount' in off ? off.amount : 0,
    percentage: 'percentage' in off ? off.percentage : 0,
    productHandles: [],
    scope: 'plan',
    stackable: false,
    recurring: false,
    duration: null,
    usesAllowed: null,
    useCount: 0,
    startsAt: null,
    endsAt: null,
    sale: null,
    ...terms,
  };
}

const saleCoupon = (
  code: string,
  off: { percentage: number } | { amount: number },
  sale: TSaleKind,
  productHandles: readonly TPlanHandle[] = [],
) => makeCoupon(code, off, { sale, productHandles: [...productHandles] });

const BUNDLABLE = CATALOGUE.filter((item) => item.bundlePrice).map((item) => item.handle);
const YEARLY_PLANS = CATALOGUE.filter(
  (item) => item.interval === 'year' && item.priceInCents > 0,
).map((item) => item.handle);
// Sales are on plans; a one-off purchase (a document, a registration) is not discounted.
const RECURRING_PLANS = CATALOGUE.filter(
  (item) => item.interval !== 'once' && item.priceInCents > 0,
).map((item) => item.handle);

export const BUNDLE_COUPONS = {
  bundle30: makeCoupon(
    'BUNDLE30',
    { percentage: 30 },
    { scope: 'bundle', productHandles: BUNDLABLE },
  ),
  bundle15: makeCoupon(
    'BUNDLE15',
    { percentage: 15 },
    { scope: 'bundle', productHandles: BUNDLABLE },
  ),
} as const;

/**
 * Bigger bundles earn the bigger discount: three or more plans take 30%, two take 15%,
 * a single plan is not a bundle.
 */
export function bundleCouponFor(planCount: number): TCoupon | null {
  if (planCount >= 3) return BUNDLE_COUPONS.bundle30;
  if (planCount === 2) return BUNDLE_COUPONS.bundle15;
  return null;
}

/** The Black Friday offers (the 2025 figures, run again each year). */
export const BLACK_FRIDAY_COUPONS = {
  generic: saleCoupon('BLACKFRIDAY30', { percentage: 30 }, 'blackFriday', RECURRING_PLANS),
  advice: saleCoupon('BFADVICE168', { amount: 16800 }, 'blackFriday', [
    'standard-annual-plan-lawyer',
    'accounting-advice-plan-annual',
  ]),
  tax: saleCoupon('BFTAX384', { amount: 38400 }, 'blackFriday', ['tax-plan-annual']),
  extra: saleCoupon('BFEXTRA10', { percentage: 10 }, 'blackFriday', RECURRING_PLANS),
  essentials: saleCoupon('BFESSENTIALS144', { amount: 14400 }, 'blackFriday', [
    'standard-annual-plan-current',
  ]),
  virtualOffice: saleCoupon('BFVIRTUALOFFICE120', { amount: 12000 }, 'blackFriday', [
    'virtual-office',
  ]),
} as const;

/** 40% off yearly plans, on Cyber Monday. */
export const CYBER_MONDAY_COUPON = saleCoupon(
  'CYBERMONDAY40',
  { percentage: 40 },
  'cyberMonday',
  YEARLY_PLANS,
);

/** 30% off plans during the end of financial year sale (June). */
export const EOFY_COUPON = saleCoupon('EOFY30', { percentage: 30 }, 'eofy', RECURRING_PLANS);

/** The coupon a sale's banner offers, applied on the pricing page it links to. */
export const SALE_OFFER_COUPONS: Record<TSaleKind, TCoupon> = {
  eofy: EOFY_COUPON,
  cyberMonday: CYBER_MONDAY_COUPON,
  blackFriday: BLACK_FRIDAY_COUPONS.generic,
};

export const SALE_COUPONS: readonly TCoupon[] = [
  ...Object.values(BLACK_FRIDAY_COUPONS),
  CYBER_MONDAY_COUPON,
  EOFY_COUPON,
];
