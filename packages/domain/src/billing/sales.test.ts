import { describe, expect, it } from 'vitest';
import { catalogueItem } from './catalogue.js';
import { applyCoupons, couponRefusalMessage, type TCoupon } from './coupons.js';
import {
  BLACK_FRIDAY_COUPONS,
  BUNDLE_COUPONS,
  bundleCouponFor,
  CYBER_MONDAY_COUPON,
  EOFY_COUPON,
  SALE_COUPONS,
  SALE_OFFER_COUPONS,
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
      couponCode: 'BLACKFRIDAY30',
    });
    expect(kindAt('2025-11-28T06:00:00Z')).toBe('blackFriday');
    expect(kindAt('2025-11-30T12:59:59Z')).toBe('blackFriday');
  });

  it('shows Cyber Monday 2025 on Monday 1 December only', () => {
    expect(salesBanner(at('2025-11-30T13:00:00Z'))).toEqual({
      kind: 'cyberMonday',
      flavour: 'Primary',
      text: 'Cyber Monday: 40% off plus a free month',
      couponCode: 'CYBERMONDAY40',
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
      couponCode: 'EOFY30',
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
  const apply = (c: TCoupon, handle: string, now = during) =>
    applyCoupons([c], { handle, priceInCents: price(handle), now, kind: 'plan' });

  it('takes the Black Friday dollar amounts off the right yearly plans', () => {
    const bf = BLACK_FRIDAY_COUPONS;
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
    expect(apply(bf.advice, 'legal-advice-plan-quarterly')).toMatchObject({
      ok: false,
      reason: 'not-for-product',
    });
    expect(apply(bf.tax, 'standard-annual-plan-lawyer')).toMatchObject({ ok: false });
    expect(apply(bf.generic, 'pay-per-document')).toMatchObject({ reason: 'not-for-product' });
  });

  it('takes one sale coupon per purchase: the generic 30% and the extra 10% do not stack', () => {
    const { generic, extra } = BLACK_FRIDAY_COUPONS;
    expect(
      applyCoupons([generic, extra], {
        handle: 'standard-annual-plan-lawyer',
        priceInCents: 166800,
        now: during,
        kind: 'plan',
      }),
    ).toEqual({ ok: false, reason: 'one-per-purchase', code: 'BLACKFRIDAY30' });
    expect(SALE_COUPONS.every((c) => !c.stackable)).toBe(true);
  });

  it('runs every Black Friday coupon from the Monday before to midnight on 30 November, every year', () => {
    for (const c of Object.values(BLACK_FRIDAY_COUPONS)) {
      expect(couponOk(c, after)).toBe(false);
      // 2026: Black Friday is 27 November, the sale opens Monday 23rd (Sydney).
      expect(couponOk(c, at('2026-11-22T12:59:59Z'))).toBe(false);
      expect(couponOk(c, at('2026-11-22T13:00:00Z'))).toBe(true);
      expect(couponOk(c, at('2026-11-30T12:59:59Z'))).toBe(true);
      expect(couponOk(c, at('2026-11-30T13:00:00Z'))).toBe(false);
    }
  });

  it('names the sale and its days when a sale coupon is refused', () => {
    const before = at('2026-11-16T01:00:00Z');
    const bf = BLACK_FRIDAY_COUPONS.generic;
    const early = apply(bf, 'standard-annual-plan-lawyer', before);
    expect(early).toMatchObject({ ok: false, reason: 'not-started' });
    expect(couponRefusalMessage(bf, 'not-started', before)).toBe(
      'This coupon is for the Black Friday sale, from 23/11/2026 to 30/11/2026.',
    );
    const december = at('2026-12-05T01:00:00Z');
    expect(apply(bf, 'standard-annual-plan-lawyer', december)).toMatchObject({
      reason: 'expired',
    });
    expect(couponRefusalMessage(bf, 'expired', december)).toBe(
      'This coupon was for the Black Friday sale, which ended on 30/11/2026.',
    );
    expect(couponRefusalMessage(CYBER_MONDAY_COUPON, 'not-started', before)).toBe(
      'This coupon is for the Cyber Monday sale, on 30/11/2026.',
    );
  });

  it('gives 40% off yearly plans only on Cyber Monday', () => {
    const cm = CYBER_MONDAY_COUPON;
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
    // A week before Cyber Monday it is not yet valid.
    expect(apply(cm, 'virtual-office', at('2025-11-24T01:00:00Z'))).toMatchObject({
      reason: 'not-started',
    });
  });

  it('gives 30% off at EOFY in June only', () => {
    const eofy = EOFY_COUPON;
    expect(apply(eofy, 'tax-plan-quarterly', at('2026-06-30T13:59:59Z'))).toMatchObject({
      priceInCents: 37590,
    });
    expect(apply(eofy, 'tax-plan-quarterly', at('2026-06-30T14:00:00Z'))).toMatchObject({
      reason: 'expired',
    });
    expect(apply(eofy, 'tax-plan-quarterly', at('2026-11-23T01:00:00Z'))).toMatchObject({
      reason: 'expired',
    });
    expect(apply(eofy, 'tax-plan-quarterly', at('2027-05-31T13:59:59Z'))).toMatchObject({
      reason: 'not-started',
    });
  });

  it('offers, on each sale banner, a coupon valid for that sale', () => {
    for (const kind of SALE_KINDS) {
      const window = saleWindow(kind, 2026);
      const coupon = SALE_OFFER_COUPONS[kind];
      expect(coupon.sale).toBe(kind);
      expect(apply(coupon, 'standard-annual-plan-lawyer', saleStartsAt(window)).ok).toBe(true);
    }
  });

  it('chooses the 30% bundle coupon for 3+ plans and 15% for 2, for bundles only', () => {
    expect(bundleCouponFor(1)).toBeNull();
    expect(bundleCouponFor(2)).toBe(BUNDLE_COUPONS.bundle15);
    expect(bundleCouponFor(3)).toBe(BUNDLE_COUPONS.bundle30);
    expect(bundleCouponFor(5)?.percentage).toBe(30);
    const onBundle = (c: TCoupon, handle: string) =>
      applyCoupons([c], { handle, priceInCents: price(handle), now: after, kind: 'bundle' });
    expect(onBundle(BUNDLE_COUPONS.bundle15, 'standard-annual-plan-current')).toMatchObject({
      priceInCents: 25415,
    });
    expect(onBundle(BUNDLE_COUPONS.bundle30, 'pay-per-document')).toMatchObject({
      reason: 'not-for-product',
    });
    expect(apply(BUNDLE_COUPONS.bundle30, 'standard-annual-plan-lawyer')).toMatchObject({
      reason: 'bundles-only',
    });
  });
});

/** Whether the coupon works at `now` on a plan it is meant for. */
function couponOk(c: TCoupon, now: Date): boolean {
  const handle = c.productHandles.includes('standard-annual-plan-lawyer')
    ? 'standard-annual-plan-lawyer'
    : (c.productHandles[0] ?? 'standard-annual-plan-lawyer');
  return applyCoupons([c], {
    handle,
    priceInCents: catalogueItem(handle)!.priceInCents,
    now,
    kind: 'plan',
  }).ok;
}
