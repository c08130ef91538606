import { z } from 'zod';
import { isSaleOn, SALE_KINDS, saleWindow, type TSaleKind } from './sales-calendar.js';
import { compareDays, formatSydneyDate, sydneyDay, sydneyStartOfDay } from './sydney-time.js';

// The coupon model of SPEC §3 and the rules for applying coupons to a purchase:
// - a coupon works only inside its dates: its own start and end, and for a sale coupon the
//   sale's window of the current year (Sydney calendar days);
// - a bundle coupon only on a bundle, any other coupon only on a single plan;
// - at most one coupon per purchase, unless every coupon on it is marked stackable;
// - product restrictions by handle;
// - coupons never bring a price to $0 unless one of them is a 100% coupon.

export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type TDiscountType = (typeof DISCOUNT_TYPES)[number];

/** What is being bought: a single plan, or a bundle of plans. */
export const PURCHASE_KINDS = ['plan', 'bundle'] as const;
export type TPurchaseKind = (typeof PURCHASE_KINDS)[number];

export const ZCoupon = z.object({
  code: z.string().trim().min(1),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Cents off, for amount coupons (money is integer cents everywhere). */
  amount: z.number().int().nonnegative(),
  /** Percent off, for percent coupons. */
  percentage: z.number().min(0).max(100),
  /** Handles the coupon is restricted to; empty means every product. */
  productHandles: z.array(z.string()),
  /** Which purchases it is for: single plans or bundles. */
  scope: z.enum(PURCHASE_KINDS),
  /** May join other stackable coupons on one purchase. */
  stackable: z.boolean(),
  /** A recurring coupon discounts renewals too; otherwise only the first charge. */
  recurring: z.boolean(),
  /** Billing periods a recurring discount lasts; null means for as long as it recurs. */
  duration: z.number().int().positive().nullable(),
  /** null means unlimited uses. */
  usesAllowed: z.number().int().positive().nullable(),
  useCount: z.number().int().nonnegative(),
  /** The first instant the coupon works; null means from its creation. */
  startsAt: z.date().nullable(),
  /** The first instant the coupon no longer works; null means it never expires. */
  endsAt: z.date().nullable(),
  /** A sale coupon works only while that sale runs, every year. */
  sale: z.enum(SALE_KINDS).nullable(),
});
export type TCoupon = z.infer<typeof ZCoupon>;

export const COUPON_REFUSALS = [
  'not-started',
  'expired',
  'used-up',
  'not-for-product',
  'bundles-only',
  'not-for-bundles',
  'one-per-purchase',
  'would-be-free',
] as const;
export type TCouponRefusal = (typeof COUPON_REFUSALS)[number];

export const COUPON_REFUSAL_MESSAGES: Record<TCouponRefusal, string> = {
  'not-started': 'This coupon is not valid yet.',
  expired: 'This coupon has expired.',
  'used-up': 'This coupon has already been used the maximum number of times.',
  'not-for-product': 'This coupon cannot be used with this plan.',
  'bundles-only': 'This coupon is for bundles only.',
  'not-for-bundles': 'This coupon cannot be used on a bundle; bundles have their own discount.',
  'one-per-purchase': 'Only one coupon can be used per purchase.',
  'would-be-free': 'Coupons cannot bring this price down to $0.',
};

export const SALE_NAMES: Record<TSaleKind, string> = {
  eofy: 'end of financial year',
  cyberMonday: 'Cyber Monday',
  blackFriday: 'Black Friday',
};

export type TCouponPurchase = {
  handle: string;
  priceInCents: number;
  now: Date;
  kind: TPurchaseKind;
};

/** The sale window that `now` falls in or comes before, else the one just over. */
function nearestSaleWindow(sale: TSaleKind, now: Date) {
  const today = sydneyDay(now);
  const window = saleWindow(sale, today.year);
  return { window, upcoming: compareDays(today, window.lastDay) <= 0 };
}

/** Why a coupon cannot be used on this purchase now, or null when it can. */
export function couponRefusal(
  coupon: TCoupon,
  purchase: Omit<TCouponPurchase, 'priceInCents'>,
): TCouponRefusal | null {
  const { now } = purchase;
  if (coupon.startsAt && now.getTime() < coupon.startsAt.getTime()) return 'not-started';
  if (coupon.endsAt && now.getTime() >= coupon.endsAt.getTime()) return 'expired';
  if (coupon.sale && !isSaleOn(coupon.sale, now)) {
    return nearestSaleWindow(coupon.sale, now).upcoming ? 'not-started' : 'expired';
  }
  if (coupon.usesAllowed !== null && coupon.useCount >= coupon.usesAllowed) return 'used-up';
  if (coupon.scope === 'bundle' && purchase.kind !== 'bundle') return 'bundles-only';
  if (coupon.scope === 'plan' && purchase.kind === 'bundle') return 'not-for-bundles';
  if (coupon.productHandles.length > 0 && !coupon.productHandles.includes(purchase.handle)) {
    return 'not-for-product';
  }
  return null;
}

/** The refusal in words; a sale coupon's names the sale and its days. */
export function couponRefusalMessage(
  coupon: Pick<TCoupon, 'sale'>,
  refusal: TCouponRefusal,
  now: Date,
): string {
  if (coupon.sale && (refusal === 'not-started' || refusal === 'expired')) {
    const { window, upcoming } = nearestSaleWindow(coupon.sale, now);
    const first = formatSydneyDate(sydneyStartOfDay(window.firstDay));
    const last = formatSydneyDate(sydneyStartOfDay(window.lastDay));
    const days = first === last ? `on ${first}` : `from ${first} to ${last}`;
    const name = SALE_NAMES[coupon.sale];
    return upcoming
      ? `This coupon is for the ${name} sale, ${days}.`
      : `This coupon was for the ${name} sale, which ended on ${last}.`;
  }
  return COUPON_REFUSAL_MESSAGES[refusal];
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

const isWholePrice = (coupon: TCoupon) =>
  coupon.discountType === 'percent' && coupon.percentage === 100;

/** One coupon's share of a purchase's discount, as the invoice and redemption record it. */
export type TCouponLine = { code: string; discountInCents: number };

export type TCouponResult =
  | { ok: true; priceInCents: number; discountInCents: number; lines: TCouponLine[] }
  | { ok: false; reason: TCouponRefusal; code: string | null };

/**
 * The coupons on one purchase. Each discount is worked out on the list price and stacked
 * discounts add up (never past the price). The first refusal stops the lot.
 */
export function applyCoupons(
  coupons: readonly TCoupon[],
  purchase: TCouponPurchase,
): TCouponResult {
  if (coupons.length > 1) {
    const lone = coupons.find((c) => !c.stackable);
    if (lone) return { ok: false, reason: 'one-per-purchase', code: lone.code };
  }
  const lines: TCouponLine[] = [];
  let left = purchase.priceInCents;
  for (const coupon of coupons) {
    const reason = couponRefusal(coupon, purchase);
    if (reason) return { ok: false, reason, code: coupon.code };
    const off = Math.min(left, discountInCents(purchase.priceInCents, couponValue(coupon)));
    left -= off;
    lines.push({ code: coupon.code, discountInCents: off });
  }
  if (purchase.priceInCents > 0 && left <= 0 && !coupons.some(isWholePrice)) {
    const last = coupons.at(-1);
    return { ok: false, reason: 'would-be-free', code: last?.code ?? null };
  }
  return { ok: true, priceInCents: left, discountInCents: purchase.priceInCents - left, lines };
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
