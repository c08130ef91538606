import { describe, expect, it } from 'vitest';
import { catalogueItem } from './catalogue.js';
import { applyCoupon, applyCoupons } from './coupons.js';
import {
  BLACK_FRIDAY_2025_COUPONS,
  BUNDLE_COUPONS,
  bundleCouponFor,
  cyberMondayCoupon,
  eofyCoupon,
} from './sale-coupons.js';
import { salesBanner } from './sales-banner.js';
import {
  blackFriday,
  cyberMonday,
  SALE_KINDS,
  saleEndsAt,
  saleStartsAt,
  saleWindow,
} from './sales-calendar.js';

const at = (iso: string) => new Date(iso);
const kindAt = (iso: string) => salesBanner(at(iso))?.kind ?? null;

describe('sale calendar', () => {
  it('puts Black Friday on the Friday after the fourth Thursday of November', () => {
    expect(blackFriday(2024)).toEqual({ year: 2024, month: 11, day: 29 });
    expect(blackFriday(2025)).toEqual({ year: 2025, month: 11, day: 28 });
    expect(blackFriday(2026)).toEqual({ year: 2026, month: 11, day: 27 });
    expect(blackFriday(2027)).toEqual({ year: 2027, month: 11, day: 26 });
    expect(blackFriday(2028)).toEqual({ year: 2028, month: 11, day: 24 });
  });

  it('puts Cyber Monday three days later, in December some years', () => {
    expect(cyberMonday(2025)).toEqual({ year: 2025, month: 12, day: 1 });
    expect(cyberMonday(2026)).toEqual({ year: 2026, month: 11, day: 30 });
  });

  it('runs the 2025 and 2026 sales on the exact Sydney days', () => {
    expect(saleWindow('blackFriday', 2025)).toMatchObject({
      firstDay: { year: 2025, month: 11, day: 24 },
      lastDay: { year: 2025, month: 11, day: 30 },
    });
    expect(saleWindow('blackFriday', 2026).firstDay).toEqual({ year: 2026, month: 11, day: 23 });
    expect(saleStartsAt(saleWindow('blackFriday', 2025)).toISOString()).toBe(
      '2025-11-23T13:00:00.000Z',
    );
    expect(saleEndsAt(saleWindow('blackFriday', 2025)).toISOString()).toBe(
      '2025-11-30T13:00:00.000Z',
    );
    expect(saleEndsAt(saleWindow('cyberMonday', 2025)).toISOString()).toBe(
      '2025-12-01T13:00:00.000Z',
    );
    expect(saleStartsAt(saleWindow('eofy', 2026)).toISOString()).toBe('2026-05-31T14:00:00.000Z');
    expect(saleEndsAt(saleWindow('eofy', 2026)).toISOString()).toBe('2026-06-30T14:00:00.000Z');
  });
});

describe('sales banner', () => {
  it('ranks EOFY, then Cyber Monday, then Black Friday', () => {
    expect(SALE_KINDS).toEqual(['eofy', 'cyberMonday', 'blackFriday']);
  });

  it('shows Black Friday 2025 from Monday 24 to Sunday 30 November, Sydney time', () => {
    expect(kindAt('2025-11-23T12:59:59Z')).toBeNull();
    expect(salesBanner(at('2025-11-23T13:00:00Z'))).toEqual({
      kind: 'blackFriday',
      flavour: 'Primary',
      text: 'Black Friday sale: up to 40% off until 30 Nov',
    });
    expect(kindAt('2025-11-28T06:00:00Z')).toBe('blackFriday');
    expect(kindAt('2025-11-30T12:59:59Z')).toBe('blackFriday');
  });

  it('shows Cyber Monday 2025 on Monday 1 December only', () => {
    expect(salesBanner(at('2025-11-30T13:00:00Z'))).toEqual({
      kind: 'cyberMonday',
      flavour: 'Primary',
      text: 'Cyber Monday: 40% off plus a free month',
    });
    expect(kindAt('2025-12-01T12:59:59Z')).toBe('cyberMonday');
    expect(kindAt('2025-12-01T13:00:00Z')).toBeNull();
  });

  it('lets Cyber Monday 2026 (30 November) take the last day of Black Friday', () => {
    expect(kindAt('2026-11-22T12:59:59Z')).toBeNull();
    expect(kindAt('2026-11-22T13:00:00Z')).toBe('blackFriday');
    expect(kindAt('2026-11-29T12:59:59Z')).toBe('blackFriday');
    expect(kindAt('2026-11-29T13:00:00Z')).toBe('cyberMonday');
    expect(kindAt('2026-11-30T12:59:59Z')).toBe('cyberMonday');
    expect(kindAt('2026-11-30T13:00:00Z')).toBeNull();
  });

  it('shows EOFY from 1 to 30 June in Sydney, whatever the UTC date', () => {
    expect(kindAt('2026-05-31T13:59:59Z')).toBeNull();
    expect(salesBanner(at('2026-05-31T14:00:00Z'))).toEqual({
      kind: 'eofy',
      flavour: 'Primary',
      text: 'End of financial year sale: 30% off until 30 June',
    });
    expect(kindAt('2026-06-30T13:59:59Z')).toBe('eofy');
    // Still 30 June in UTC but already 1 July in Sydney.
    expect(kindAt('2026-06-30T15:00:00Z')).toBeNull();
  });

  it('shows nothing on an ordinary day', () => {
    expect(kindAt('2026-03-15T00:00:00Z')).toBeNull();
  });
});

describe('sale coupons', () => {
  const during = at('2025-11-28T00:00:00Z');
  const after = at('2025-11-30T13:00:00Z');
  const price = (handle: string) => catalogueItem(handle)!.priceInCents;
  const apply = (c: Parameters<typeof applyCoupon>[0], handle: string, now = during) =>
    applyCoupon(c, handle, price(handle), now);

  it('takes the Black Friday 2025 dollar amounts off the right yearly plans', () => {
    const bf = BLACK_FRIDAY_2025_COUPONS;
    expect(apply(bf.advice, 'standard-annual-plan-lawyer')).toMatchObject({
      discountInCents: 16800,
    });
    expect(apply(bf.advice, 'accounting-advice-plan-annual')).toMatchObject({
      discountInCents: 16800,
    });
    expect(apply(bf.tax, 'tax-plan-annual')).toMatchObject({ discountInCents: 38400 });
    expect(apply(bf.essentials, 'standard-annual-plan-current')).toMatchObject({
      priceInCents: 15500,
    });
    expect(apply(bf.virtualOffice, 'virtual-office')).toMatchObject({ priceInCents: 46800 });
    expect(apply(bf.advice, 'legal-advice-plan-quarterly')).toEqual({
      ok: false,
      reason: 'not-for-product',
    });
    expect(apply(bf.tax, 'standard-annual-plan-lawyer')).toMatchObject({ ok: false });
  });

  it('makes the generic 30% and the extra 10% stack to 40%', () => {
    const { generic, extra } = BLACK_FRIDAY_2025_COUPONS;
    expect(applyCoupons([generic, extra], 'standard-annual-plan-lawyer', 166800, during)).toEqual({
      ok: true,
      priceInCents: 100080,
      discountInCents: 66720,
    });
  });

  it('ends every Black Friday 2025 coupon at midnight on 30 November, Sydney time', () => {
    for (const c of Object.values(BLACK_FRIDAY_2025_COUPONS)) {
      expect(c.endsAt?.toISOString()).toBe('2025-11-30T13:00:00.000Z');
      expect(couponOk(c, after)).toBe(false);
    }
  });

  it('gives 40% off yearly plans only on Cyber Monday', () => {
    const cm = cyberMondayCoupon(2025);
    const monday = at('2025-12-01T01:00:00Z');
    expect(apply(cm, 'standard-annual-plan-lawyer', monday)).toMatchObject({
      priceInCents: 100080,
    });
    expect(apply(cm, 'virtual-office', monday)).toMatchObject({ ok: true });
    expect(apply(cm, 'essentials-quarterly', monday)).toMatchObject({ reason: 'not-for-product' });
    expect(apply(cm, 'acn-registration', monday)).toMatchObject({ reason: 'not-for-product' });
    expect(cm.productHandles).not.toContain('free');
    expect(apply(cm, 'virtual-office', at('2025-12-01T13:00:00Z'))).toMatchObject({
      reason: 'expired',
    });
  });

  it('gives 30% off at EOFY until the end of 30 June', () => {
    const eofy = eofyCoupon(2026);
    expect(apply(eofy, 'tax-plan-quarterly', at('2026-06-30T13:59:59Z'))).toMatchObject({
      priceInCents: 37590,
    });
    expect(apply(eofy, 'tax-plan-quarterly', at('2026-06-30T14:00:00Z'))).toMatchObject({
      reason: 'expired',
    });
  });

  it('chooses the 30% bundle coupon for 3+ plans and 15% for 2, for bundlable plans', () => {
    expect(bundleCouponFor(1)).toBeNull();
    expect(bundleCouponFor(2)).toBe(BUNDLE_COUPONS.bundle15);
    expect(bundleCouponFor(3)).toBe(BUNDLE_COUPONS.bundle30);
    expect(bundleCouponFor(5)?.percentage).toBe(30);
    expect(apply(BUNDLE_COUPONS.bundle15, 'standard-annual-plan-current', after)).toMatchObject({
      priceInCents: 25415,
    });
    expect(apply(BUNDLE_COUPONS.bundle30, 'pay-per-document', after)).toMatchObject({
      reason: 'not-for-product',
    });
  });
});

function couponOk(c: Parameters<typeof applyCoupon>[0], now: Date): boolean {
  return applyCoupon(c, 'standard-annual-plan-lawyer', 166800, now).ok;
}
