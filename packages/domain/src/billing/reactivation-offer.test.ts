import { describe, expect, it } from 'vitest';
import type { TSubscriptionCouponDiscount } from './coupons.js';
import {
  billingIntervalText,
  reactivationOffer,
  reactivationOfferText,
} from './reactivation-offer.js';

const now = new Date('2026-11-21T00:00:00Z');
const vo15: TSubscriptionCouponDiscount = {
  code: 'VO15',
  value: 15,
  discountType: 'percent',
  recurring: true,
  duration: 12,
  endDate: null,
};
const base = {
  handle: 'standard-annual-plan-current',
  state: 'canceled' as const,
  priceInCents: 29900,
  interval: 'year',
  intervalCount: 1,
  nextAssessmentAt: null,
  currentPeriodEndsAt: null,
  couponDiscounts: [],
  now,
};

describe('billing interval words', () => {
  it('names the usual intervals plainly', () => {
    expect(billingIntervalText('month', 1)).toBe('per month');
    expect(billingIntervalText('month', 3)).toBe('per quarter');
    expect(billingIntervalText('month', 6)).toBe('every 6 months');
    expect(billingIntervalText('year', 1)).toBe('per year');
    expect(billingIntervalText('year', 2)).toBe('every 2 years');
    expect(billingIntervalText('once', 1)).toBe('');
  });
});

describe('reactivation offer', () => {
  it('offers a cancelled plan again at its list price per interval, what buying it again charges', () => {
    expect(reactivationOffer(base)).toEqual({
      kind: 'plan',
      priceInCents: 29900,
      priceText: '$299',
      intervalText: 'per year',
      paidUntil: null,
    });
    const quarterly = reactivationOffer({
      ...base,
      handle: 'essentials-quarterly',
      priceInCents: 8700,
      interval: 'month',
      intervalCount: 3,
      couponDiscounts: [{ ...vo15, value: 10 }],
    });
    expect(quarterly).toMatchObject({ priceInCents: 8700, priceText: '$87' });
    expect(reactivationOfferText('Essentials', quarterly!)).toBe(
      'Essentials restarts today at $87 per quarter.',
    );
  });

  it('resumes a cancelled plan whose paid period has not run out', () => {
    const offer = reactivationOffer({
      ...base,
      currentPeriodEndsAt: new Date('2027-02-28T13:00:00Z'),
    });
    expect(offer).toMatchObject({ paidUntil: '01/03/2027' });
    expect(reactivationOfferText('Essentials', offer!)).toBe(
      'Essentials carries on until 01/03/2027, then renews at $299 per year.',
    );
    const ended = reactivationOffer({ ...base, currentPeriodEndsAt: now });
    expect(ended).toMatchObject({ paidUntil: null });
  });

  it('prices a cancelled virtual office per month: yearly price after coupons / 12, rounded down', () => {
    const yearly = reactivationOffer({
      ...base,
      handle: 'virtual-office',
      priceInCents: 58800,
      couponDiscounts: [vo15],
    });
    // 58800 less 15% = 49980; / 12 = 4165
    expect(yearly).toEqual({
      kind: 'virtualOffice',
      monthlyPriceInCents: 4165,
      priceText: '$41.65',
      billedText: 'billed yearly',
      paidUntil: null,
    });
    expect(reactivationOfferText('Virtual Office', yearly!)).toBe(
      'Virtual Office restarts today at $41.65 per month, billed yearly.',
    );
    const quarterly = reactivationOffer({
      ...base,
      handle: 'virtual-office-quarterly',
      priceInCents: 17700,
      interval: 'month',
      intervalCount: 3,
    });
    expect(quarterly).toMatchObject({ monthlyPriceInCents: 5900, billedText: 'billed quarterly' });
  });

  it('ignores a coupon that no longer recurs', () => {
    const offer = reactivationOffer({
      ...base,
      handle: 'virtual-office',
      priceInCents: 58801,
      couponDiscounts: [{ ...vo15, endDate: new Date('2026-01-01T00:00:00Z') }],
    });
    expect(offer).toMatchObject({ monthlyPriceInCents: 4900 });
  });

  it('shows a pending plan at price / 100 with the next assessment date dd/MM/yyyy', () => {
    const offer = reactivationOffer({
      ...base,
      handle: 'virtual-office',
      state: 'pending',
      priceInCents: 8750,
      nextAssessmentAt: new Date('2026-11-30T13:00:00Z'),
    });
    expect(offer).toEqual({
      kind: 'pending',
      priceText: '$87.50',
      nextAssessmentDate: '01/12/2026',
    });
    expect(reactivationOfferText('Virtual Office', offer!)).toBe(
      'Virtual Office will be reactivated at $87.50, next charged on 01/12/2026.',
    );
    const undated = reactivationOffer({ ...base, state: 'pending' });
    expect(reactivationOfferText('Essentials', undated!)).toBe(
      'Essentials will be reactivated at $299.',
    );
  });

  it('offers nothing for a plan that is still running', () => {
    expect(reactivationOffer({ ...base, state: 'active' })).toBeNull();
    expect(reactivationOffer({ ...base, state: 'past_due' })).toBeNull();
  });
});
