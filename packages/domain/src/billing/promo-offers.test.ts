import { describe, expect, it } from 'vitest';
import { applyCoupons } from './coupons.js';
import { PROMO_COUPONS, PROMO_PAGES, promoOffer } from './promo-offers.js';

const NOW = new Date('2026-11-21T00:00:00Z');

describe('promo offers', () => {
  it('sells Legal Advice at $1068, was $1668, on the advice sale', () => {
    expect(promoOffer('adviceSale')).toMatchObject({
      handle: 'standard-annual-plan-lawyer',
      planName: 'Legal Advice',
      promoInCents: 106800,
      wasInCents: 166800,
      savingInCents: 60000,
    });
  });

  it('sells Essentials at $169 on both upgrade offers', () => {
    for (const page of ['upgradeEssPromo', 'upgradePpdPromo'] as const) {
      expect(promoOffer(page)).toMatchObject({
        handle: 'standard-annual-plan-current',
        planName: 'Essentials',
        promoInCents: 16900,
        wasInCents: 29900,
      });
    }
  });

  it("has a coupon per offer that brings the plan's list price to the promo price", () => {
    for (const page of PROMO_PAGES) {
      const offer = promoOffer(page);
      const coupon = PROMO_COUPONS.find((c) => c.code === offer.couponCode);
      expect(coupon, page).toBeDefined();
      expect(
        applyCoupons([coupon!], {
          handle: offer.handle,
          priceInCents: offer.wasInCents,
          now: NOW,
          kind: 'plan',
        }),
      ).toEqual({
        ok: true,
        priceInCents: offer.promoInCents,
        discountInCents: offer.savingInCents,
        lines: [{ code: offer.couponCode, discountInCents: offer.savingInCents }],
      });
    }
  });

  it('keeps each promo coupon to its own plan', () => {
    const advice = PROMO_COUPONS.find((c) => c.code === promoOffer('adviceSale').couponCode)!;
    expect(
      applyCoupons([advice], {
        handle: 'standard-annual-plan-current',
        priceInCents: 29900,
        now: NOW,
        kind: 'plan',
      }),
    ).toEqual({ ok: false, reason: 'not-for-product', code: advice.code });
  });
});
