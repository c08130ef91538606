import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  applyCoupons,
  COUPON_REFUSAL_MESSAGES,
  couponRefusal,
  discountInCents,
  priceAfterRecurringDiscounts,
  type TCoupon,
  ZCoupon,
} from './coupons.js';

const now = new Date('2026-03-01T00:00:00Z');

const coupon = (overrides: Partial<TCoupon> = {}): TCoupon => ({
  code: 'TEST',
  discountType: 'percent',
  amount: 0,
  percentage: 30,
  productHandles: [],
  recurring: false,
  duration: null,
  usesAllowed: null,
  useCount: 0,
  endsAt: null,
  ...overrides,
});

describe('applying a coupon', () => {
  it('takes a percentage off, rounded to the nearest cent', () => {
    expect(applyCoupon(coupon(), 'standard-annual-plan-lawyer', 166800, now)).toEqual({
      ok: true,
      priceInCents: 116760,
      discountInCents: 50040,
    });
    expect(applyCoupon(coupon({ percentage: 15 }), 'x', 333, now)).toMatchObject({
      priceInCents: 283,
      discountInCents: 50,
    });
  });

  it('takes a fixed amount off, never below zero', () => {
    const amount = coupon({ discountType: 'amount', amount: 16800, percentage: 0 });
    expect(applyCoupon(amount, 'standard-annual-plan-lawyer', 166800, now)).toMatchObject({
      priceInCents: 150000,
    });
    expect(applyCoupon(amount, 'pay-per-document', 4900, now)).toMatchObject({
      priceInCents: 0,
      discountInCents: 4900,
    });
  });

  it('refuses an expired coupon from the instant it ends', () => {
    const endsAt = new Date('2026-03-01T00:00:00Z');
    expect(applyCoupon(coupon({ endsAt }), 'x', 1000, new Date(endsAt.getTime() - 1)).ok).toBe(
      true,
    );
    expect(applyCoupon(coupon({ endsAt }), 'x', 1000, endsAt)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a coupon that has been used as often as allowed', () => {
    expect(applyCoupon(coupon({ usesAllowed: 1, useCount: 1 }), 'x', 1000, now)).toEqual({
      ok: false,
      reason: 'used-up',
    });
    expect(applyCoupon(coupon({ usesAllowed: 2, useCount: 1 }), 'x', 1000, now).ok).toBe(true);
    expect(applyCoupon(coupon({ usesAllowed: null, useCount: 10_000 }), 'x', 1000, now).ok).toBe(
      true,
    );
  });

  it('refuses a coupon restricted to other products', () => {
    const restricted = coupon({ productHandles: ['tax-plan-annual'] });
    expect(applyCoupon(restricted, 'tax-plan-quarterly', 53700, now)).toEqual({
      ok: false,
      reason: 'not-for-product',
    });
    expect(applyCoupon(restricted, 'tax-plan-annual', 192000, now).ok).toBe(true);
  });

  it('reports expiry first, then use, then product', () => {
    const everything = coupon({
      endsAt: now,
      usesAllowed: 1,
      useCount: 1,
      productHandles: ['a'],
    });
    expect(couponRefusal(everything, 'b', now)).toBe('expired');
    expect(couponRefusal({ ...everything, endsAt: null }, 'b', now)).toBe('used-up');
    expect(COUPON_REFUSAL_MESSAGES['not-for-product']).toBe(
      'This coupon cannot be used with this plan.',
    );
  });

  it('adds stacked discounts on the list price, so 30% and 10% make 40%', () => {
    const result = applyCoupons([coupon(), coupon({ percentage: 10 })], 'x', 29900, now);
    expect(result).toEqual({ ok: true, priceInCents: 17940, discountInCents: 11960 });
    const refused = applyCoupons([coupon(), coupon({ productHandles: ['y'] })], 'x', 29900, now);
    expect(refused).toEqual({ ok: false, reason: 'not-for-product' });
    const huge = coupon({ discountType: 'amount', amount: 20000 });
    expect(applyCoupons([huge, huge], 'x', 29900, now)).toMatchObject({ priceInCents: 0 });
  });

  it('validates coupons with zod', () => {
    expect(ZCoupon.safeParse(coupon()).success).toBe(true);
    expect(ZCoupon.safeParse(coupon({ percentage: 120 })).success).toBe(false);
    expect(ZCoupon.safeParse(coupon({ code: ' ' })).success).toBe(false);
  });
});

describe('recurring subscription discounts', () => {
  const discount = {
    code: 'VO15',
    value: 15,
    discountType: 'percent' as const,
    recurring: true,
    duration: null,
    endDate: null,
  };

  it('counts only recurring discounts still running', () => {
    expect(priceAfterRecurringDiscounts(58800, [discount], now)).toBe(49980);
    expect(priceAfterRecurringDiscounts(58800, [{ ...discount, recurring: false }], now)).toBe(
      58800,
    );
    expect(priceAfterRecurringDiscounts(58800, [{ ...discount, endDate: now }], now)).toBe(58800);
    expect(
      priceAfterRecurringDiscounts(
        58800,
        [discount, { ...discount, discountType: 'amount', value: 1000 }],
        now,
      ),
    ).toBe(48980);
  });

  it('never discounts below zero', () => {
    expect(discountInCents(500, { discountType: 'amount', value: 900 })).toBe(500);
    expect(discountInCents(500, { discountType: 'percent', value: 100 })).toBe(500);
  });
});
