import { z } from 'zod';

// The coupon model of SPEC §3 and the rules for applying one to a plan's price.

export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type TDiscountType = (typeof DISCOUNT_TYPES)[number];

export const ZCoupon = z.object({
  code: z.string().trim().min(1),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Cents off, for amount coupons (money is integer cents everywhere). */
  amount: z.number().int().nonnegative(),
  /** Percent off, for percent coupons. */
  percentage: z.number().min(0).max(100),
  /** Handles the coupon is restricted to; empty means every product. */
  productHandles: z.array(z.string()),
  /** A recurring coupon discounts renewals too; otherwise only the first charge. */
  recurring: z.boolean(),
  /** Billing periods a recurring discount lasts; null means for as long as it recurs. */
  duration: z.number().int().positive().nullable(),
  /** null means unlimited uses. */
  usesAllowed: z.number().int().positive().nullable(),
  useCount: z.number().int().nonnegative(),
  /** The first instant the coupon no longer works; null means it never expires. */
  endsAt: z.date().nullable(),
});
export type TCoupon = z.infer<typeof ZCoupon>;

export const COUPON_REFUSALS = ['expired', 'used-up', 'not-for-product'] as const;
export type TCouponRefusal = (typeof COUPON_REFUSALS)[number];

export const COUPON_REFUSAL_MESSAGES: Record<TCouponRefusal, string> = {
  expired: 'This coupon has expired.',
  'used-up': 'This coupon has already been used the maximum number of times.',
  'not-for-product': 'This coupon cannot be used with this plan.',
};

export type TCouponResult =
  | { ok: true; priceInCents: number; discountInCents: number }
  | { ok: false; reason: TCouponRefusal };

/** Why a coupon cannot be used on a handle now, or null when it can. */
export function couponRefusal(coupon: TCoupon, handle: string, now: Date): TCouponRefusal | null {
  if (coupon.endsAt && now.getTime() >= coupon.endsAt.getTime()) return 'expired';
  if (coupon.usesAllowed !== null && coupon.useCount >= coupon.usesAllowed) return 'used-up';
  if (coupon.productHandles.length > 0 && !coupon.productHandles.includes(handle)) {
    return 'not-for-product';
  }
  return null;
}

/** Cents a discount takes off a price: percentages round to the nearest cent, never below 0. */
export function discountInCents(
  priceInCents: number,
  discount: { discountType: TDiscountType; value: number },
): number {
  const off =
    discount.discountType === 'percent'
      ? Math.round((priceInCents * discount.value) / 100)
      : discount.value;
  return Math.min(priceInCents, Math.max(0, off));
}

function couponValue(coupon: TCoupon): { discountType: TDiscountType; value: number } {
  return {
    discountType: coupon.discountType,
    value: coupon.discountType === 'percent' ? coupon.percentage : coupon.amount,
  };
}

export function applyCoupon(
  coupon: TCoupon,
  handle: string,
  priceInCents: number,
  now: Date,
): TCouponResult {
  const reason = couponRefusal(coupon, handle, now);
  if (reason) return { ok: false, reason };
  const off = discountInCents(priceInCents, couponValue(coupon));
  return { ok: true, priceInCents: priceInCents - off, discountInCents: off };
}

/**
 * Several coupons on one price. Each discount is worked out on the list price and the
 * discounts add up, so Black Friday's 30% plus its extra 10% is the 40% the banner promises
 * (compounding would give 37%). The first refusal stops the lot.
 */
export function applyCoupons(
  coupons: readonly TCoupon[],
  handle: string,
  priceInCents: number,
  now: Date,
): TCouponResult {
  let off = 0;
  for (const coupon of coupons) {
    const result = applyCoupon(coupon, handle, priceInCents, now);
    if (!result.ok) return result;
    off += result.discountInCents;
  }
  off = Math.min(off, priceInCents);
  return { ok: true, priceInCents: priceInCents - off, discountInCents: off };
}

/** The discount a subscription carries (SPEC §3 couponDiscount); value is % or cents. */
export const ZSubscriptionCouponDiscount = z.object({
  code: z.string(),
  value: z.number().nonnegative(),
  discountType: z.enum(DISCOUNT_TYPES),
  recurring: z.boolean(),
  duration: z.number().int().positive().nullable(),
  endDate: z.coerce.date().nullable(),
});
export type TSubscriptionCouponDiscount = z.infer<typeof ZSubscriptionCouponDiscount>;

/** A renewal price after the subscription's recurring discounts still running at `now`. */
export function priceAfterRecurringDiscounts(
  priceInCents: number,
  discounts: readonly TSubscriptionCouponDiscount[],
  now: Date,
): number {
  let off = 0;
  for (const discount of discounts) {
    if (!discount.recurring) continue;
    if (discount.endDate && now.getTime() >= discount.endDate.getTime()) continue;
    off += discountInCents(priceInCents, discount);
  }
  return priceInCents - Math.min(off, priceInCents);
}
