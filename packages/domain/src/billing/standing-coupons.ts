import { catalogueItem } from './catalogue.js';
import { applyCoupons, couponRefusalMessage, type TCoupon } from './coupons.js';
import { firstYearPriceInCents } from './pricing.js';
import { PROMO_COUPONS } from './promo-offers.js';
import { BUNDLE_COUPONS, SALE_COUPONS } from './sale-coupons.js';

// The coupons the product always offers (SPEC §9), and what one does to a plan's first
// charge: the pricing page shows it before checkout, and the server charges the same.

export const STANDING_COUPONS: readonly TCoupon[] = [
  ...Object.values(BUNDLE_COUPONS),
  ...SALE_COUPONS,
  ...PROMO_COUPONS,
];

export function standingCoupon(code: string): TCoupon | undefined {
  const wanted = code.trim().toUpperCase();
  return STANDING_COUPONS.find((c) => c.code === wanted);
}

export type TCouponOffer =
  | { applies: true; code: string; listInCents: number; priceInCents: number }
  | { applies: false; code: string; reason: string };

/** A standing coupon on a plan's first charge at `now`; unknown codes and trials get null. */
export function couponOffer(opts: {
  code: string;
  handle: string;
  now: Date;
}): TCouponOffer | null {
  const coupon = standingCoupon(opts.code);
  const item = catalogueItem(opts.handle);
  if (!coupon || !item || item.hasTrial) return null;
  const listInCents = firstYearPriceInCents(item.handle) ?? item.priceInCents;
  const result = applyCoupons([coupon], {
    handle: item.handle,
    priceInCents: listInCents,
    now: opts.now,
    kind: 'plan',
  });
  if (!result.ok) {
    return {
      applies: false,
      code: coupon.code,
      reason: couponRefusalMessage(coupon, result.reason, opts.now),
    };
  }
  return { applies: true, code: coupon.code, listInCents, priceInCents: result.priceInCents };
}
