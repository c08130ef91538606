import { CATALOGUE } from './catalogue.js';
import type { TPlanHandle } from './catalogue-types.js';
import type { TCoupon } from './coupons.js';
import { saleEndsAt, saleWindow } from './sales-calendar.js';

// The coupons of SPEC §9. Sale coupons are good for their sale's window only and discount
// the first charge (not recurring). The fixed Black Friday amounts are all twelve times a
// monthly saving, so they apply to yearly plans.

function coupon(
  code: string,
  off: { percentage: number } | { amount: number },
  productHandles: readonly TPlanHandle[],
  endsAt: Date | null,
): TCoupon {
  return {
    code,
    discountType: 'percentage' in off ? 'percent' : 'amount',
    amount: 'amount' in off ? off.amount : 0,
    percentage: 'percentage' in off ? off.percentage : 0,
    productHandles: [...productHandles],
    recurring: false,
    duration: null,
    usesAllowed: null,
    useCount: 0,
    endsAt,
  };
}

const BUNDLABLE = CATALOGUE.filter((item) => item.bundlePrice).map((item) => item.handle);
const YEARLY_PLANS = CATALOGUE.filter(
  (item) => item.interval === 'year' && item.priceInCents > 0,
).map((item) => item.handle);

export const BUNDLE_COUPONS = {
  bundle30: coupon('BUNDLE30', { percentage: 30 }, BUNDLABLE, null),
  bundle15: coupon('BUNDLE15', { percentage: 15 }, BUNDLABLE, null),
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

const blackFriday2025Ends = saleEndsAt(saleWindow('blackFriday', 2025));

export const BLACK_FRIDAY_2025_COUPONS = {
  generic: coupon('BLACKFRIDAY30', { percentage: 30 }, [], blackFriday2025Ends),
  advice: coupon(
    'BFADVICE168',
    { amount: 16800 },
    ['standard-annual-plan-lawyer', 'accounting-advice-plan-annual'],
    blackFriday2025Ends,
  ),
  tax: coupon('BFTAX384', { amount: 38400 }, ['tax-plan-annual'], blackFriday2025Ends),
  /** Stacks on the generic 30% to make the banner's "up to 40% off". */
  extra: coupon('BFEXTRA10', { percentage: 10 }, [], blackFriday2025Ends),
  essentials: coupon(
    'BFESSENTIALS144',
    { amount: 14400 },
    ['standard-annual-plan-current'],
    blackFriday2025Ends,
  ),
  virtualOffice: coupon(
    'BFVIRTUALOFFICE120',
    { amount: 12000 },
    ['virtual-office'],
    blackFriday2025Ends,
  ),
} as const;

/** 40% off yearly plans, on Cyber Monday of the given year. */
export function cyberMondayCoupon(year: number): TCoupon {
  return coupon(
    'CYBERMONDAY40',
    { percentage: 40 },
    YEARLY_PLANS,
    saleEndsAt(saleWindow('cyberMonday', year)),
  );
}

/** 30% off, until the end of 30 June of the given year. */
export function eofyCoupon(year: number): TCoupon {
  return coupon('EOFY30', { percentage: 30 }, [], saleEndsAt(saleWindow('eofy', year)));
}
