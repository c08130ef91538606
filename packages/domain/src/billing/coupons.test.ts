import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCoupons,
  COUPON_REFUSAL_MESSAGES,
  couponRefusal,
  discountInCents,
  priceAfterRecurringDiscounts,
  type TCoupon,
  ZCoupon,
} from './coupons.js';
import { makeCoupon } from './sale-coupons.js';
import { isSaleOn, SALE_KINDS } from './sales-calendar.js';

const now = new Date('2026-03-01T00:00:00Z');

const coupon = (overrides: Partial<TCoupon> = {}): TCoupon => ({
  ...makeCoupon('TEST', { percentage: 30 }),
  ...overrides,
});

const onPlan = (handle: string, priceInCents: number, at = now) =>
  ({ handle, priceInCents, now: at, kind: 'plan' }) as const;

const one = (c: TCoupon, handle: string, priceInCents: number, at = now) =>
  applyCoupons([c], onPlan(handle, priceInCents, at));

describe('applying a coupon', () => {
  it('takes a percentage off, rounded to the nearest cent, and records each coupon line', () => {
    expect(one(coupon(), 'standard-annual-plan-lawyer', 166800)).toEqual({
      ok: true,
      priceInCents: 116760,
      discountInCents: 50040,
      lines: [{ code: 'TEST', discountInCents: 50040 }],
    });
    expect(one(coupon({ percentage: 15 }), 'x', 333)).toMatchObject({
      priceInCents: 283,
      discountInCents: 50,
    });
  });

  it('takes a fixed amount off', () => {
    const amount = makeCoupon('AMOUNT', { amount: 16800 });
    expect(one(amount, 'standard-annual-plan-lawyer', 166800)).toMatchObject({
      priceInCents: 150000,
    });
  });

  it('never brings a price to $0, unless a coupon takes 100% off', () => {
    const amount = makeCoupon('AMOUNT', { amount: 16800 });
    expect(one(amount, 'pay-per-document', 4900)).toEqual({
      ok: false,
      reason: 'would-be-free',
      code: 'AMOUNT',
    });
    expect(one(makeCoupon('EXACT', { amount: 4900 }), 'pay-per-document', 4900)).toMatchObject({
      reason: 'would-be-free',
    });
    expect(one(makeCoupon('FREE', { percentage: 100 }), 'pay-per-document', 4900)).toEqual({
      ok: true,
      priceInCents: 0,
      discountInCents: 4900,
      lines: [{ code: 'FREE', discountInCents: 4900 }],
    });
  });

  it('works from the instant it starts until the instant it ends', () => {
    const startsAt = new Date('2026-03-01T00:00:00Z');
    const endsAt = new Date('2026-03-08T00:00:00Z');
    const dated = coupon({ startsAt, endsAt });
    expect(one(dated, 'x', 1000, new Date(startsAt.getTime() - 1))).toMatchObject({
      ok: false,
      reason: 'not-started',
    });
    expect(one(dated, 'x', 1000, startsAt).ok).toBe(true);
    expect(one(dated, 'x', 1000, new Date(endsAt.getTime() - 1)).ok).toBe(true);
    expect(one(dated, 'x', 1000, endsAt)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('refuses a coupon that has been used as often as allowed', () => {
    expect(one(coupon({ usesAllowed: 1, useCount: 1 }), 'x', 1000)).toMatchObject({
      reason: 'used-up',
    });
    expect(one(coupon({ usesAllowed: 2, useCount: 1 }), 'x', 1000).ok).toBe(true);
    expect(one(coupon({ usesAllowed: null, useCount: 10_000 }), 'x', 1000).ok).toBe(true);
  });

  it('refuses a coupon restricted to other products', () => {
    const restricted = coupon({ productHandles: ['tax-plan-annual'] });
    expect(one(restricted, 'tax-plan-quarterly', 53700)).toMatchObject({
      reason: 'not-for-product',
    });
    expect(one(restricted, 'tax-plan-annual', 192000).ok).toBe(true);
  });

  it('keeps bundle coupons to bundles and other coupons to single plans', () => {
    const bundle = coupon({ scope: 'bundle' });
    expect(one(bundle, 'x', 1000)).toMatchObject({ reason: 'bundles-only' });
    expect(applyCoupons([bundle], { ...onPlan('x', 1000), kind: 'bundle' }).ok).toBe(true);
    expect(applyCoupons([coupon()], { ...onPlan('x', 1000), kind: 'bundle' })).toMatchObject({
      reason: 'not-for-bundles',
    });
  });

  it('reports dates first, then use, then what it is for', () => {
    const everything = coupon({ endsAt: now, usesAllowed: 1, useCount: 1, productHandles: ['a'] });
    const purchase = { handle: 'b', now, kind: 'plan' } as const;
    expect(couponRefusal(everything, purchase)).toBe('expired');
    expect(couponRefusal({ ...everything, endsAt: null }, purchase)).toBe('used-up');
    expect(COUPON_REFUSAL_MESSAGES['not-for-product']).toBe(
      'This coupon cannot be used with this plan.',
    );
  });

  it('takes one coupon per purchase unless every coupon on it stacks', () => {
    const ten = coupon({ code: 'TEN', percentage: 10 });
    expect(applyCoupons([coupon(), ten], onPlan('x', 29900))).toEqual({
      ok: false,
      reason: 'one-per-purchase',
      code: 'TEST',
    });
    const stacking = [coupon({ stackable: true }), { ...ten, stackable: true }];
    expect(applyCoupons(stacking, onPlan('x', 29900))).toEqual({
      ok: true,
      priceInCents: 17940,
      discountInCents: 11960,
      lines: [
        { code: 'TEST', discountInCents: 8970 },
        { code: 'TEN', discountInCents: 2990 },
      ],
    });
  });

  it('holds every rule for any coupons, price and day (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            off: fc.oneof(
              fc.record({ percentage: fc.integer({ min: 0, max: 100 }) }),
              fc.record({ amount: fc.integer({ min: 0, max: 500_000 }) }),
            ),
            stackable: fc.boolean(),
            scope: fc.constantFrom('plan' as const, 'bundle' as const),
            sale: fc.constantFrom(null, ...SALE_KINDS),
          }),
          { maxLength: 4 },
        ),
        fc.integer({ min: 0, max: 500_000 }),
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.constantFrom('plan' as const, 'bundle' as const),
        (specs, priceInCents, at, kind) => {
          const list = specs.map((spec, i) =>
            makeCoupon(`C${i}`, spec.off, {
              stackable: spec.stackable,
              scope: spec.scope,
              sale: spec.sale,
            }),
          );
          const result = applyCoupons(list, { handle: 'x', priceInCents, now: at, kind });
          if (!result.ok) return;
          expect(result.priceInCents).toBeGreaterThanOrEqual(0);
          expect(result.priceInCents + result.discountInCents).toBe(priceInCents);
          expect(result.lines.reduce((sum, l) => sum + l.discountInCents, 0)).toBe(
            result.discountInCents,
          );
          if (list.length > 1) expect(list.every((c) => c.stackable)).toBe(true);
          for (const c of list) {
            expect(c.scope).toBe(kind);
            if (c.sale) expect(isSaleOn(c.sale, at)).toBe(true);
          }
          if (priceInCents > 0 && result.priceInCents === 0) {
            expect(list.some((c) => c.discountType === 'percent' && c.percentage === 100)).toBe(
              true,
            );
          }
        },
      ),
      { seed: 8, numRuns: 500 },
    );
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
