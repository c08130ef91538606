import { describe, expect, it } from 'vitest';
import type { TSubscriptionCouponDiscount } from './coupons.js';
import {
  pendingReactivation,
  reactivationOptions,
  reactivationSuccessMessage,
  virtualOfficeMonthlyPriceInCents,
} from './reactivation.js';

const now = new Date('2026-11-21T00:00:00Z');
const recurring: TSubscriptionCouponDiscount = {
  code: 'VO15',
  value: 15,
  discountType: 'percent',
  recurring: true,
  duration: 12,
  endDate: null,
};

describe('cancel and reactivate', () => {
  it('lets a plan cancelled at period end be kept while it still runs', () => {
    expect(reactivationOptions({ state: 'active', cancelAtEndPeriod: true })).toEqual({
      canRemoveDelayedCancellation: true,
      canReactivate: false,
    });
    expect(reactivationOptions({ state: 'active', cancelAtEndPeriod: false })).toEqual({
      canRemoveDelayedCancellation: false,
      canReactivate: false,
    });
    expect(reactivationOptions({ state: 'expired', cancelAtEndPeriod: true })).toEqual({
      canRemoveDelayedCancellation: false,
      canReactivate: false,
    });
  });

  it('lets a cancelled or pending plan be reactivated', () => {
    expect(reactivationOptions({ state: 'canceled', cancelAtEndPeriod: false }).canReactivate).toBe(
      true,
    );
    expect(reactivationOptions({ state: 'pending', cancelAtEndPeriod: false }).canReactivate).toBe(
      true,
    );
  });

  it('says resubscribed for a cancelled plan and reactivated otherwise', () => {
    expect(reactivationSuccessMessage({ state: 'canceled' })).toBe(
      'Plan successfully resubscribed',
    );
    expect(reactivationSuccessMessage({ state: 'pending' })).toBe('Plan successfully reactivated');
    expect(reactivationSuccessMessage({ state: 'active' })).toBe('Plan successfully reactivated');
  });
});

describe('reactivation prices', () => {
  it('prices a virtual office per month as the yearly price / 12, rounded down', () => {
    expect(
      virtualOfficeMonthlyPriceInCents({ annualPriceInCents: 58800, discounts: [], now }),
    ).toBe(4900);
    expect(
      virtualOfficeMonthlyPriceInCents({ annualPriceInCents: 58801, discounts: [], now }),
    ).toBe(4900);
  });

  it('takes the running recurring discounts off first', () => {
    const price = (discounts: TSubscriptionCouponDiscount[]) =>
      virtualOfficeMonthlyPriceInCents({ annualPriceInCents: 58800, discounts, now });
    expect(price([recurring])).toBe(4165);
    expect(price([{ ...recurring, discountType: 'amount', value: 1000 }])).toBe(4816);
    expect(price([{ ...recurring, recurring: false }])).toBe(4900);
    expect(price([{ ...recurring, endDate: now }])).toBe(4900);
  });

  it('shows a pending reactivation at price / 100 with the next assessment in Sydney time', () => {
    expect(
      pendingReactivation({ priceInCents: 29900, nextAssessmentAt: new Date('2026-11-30T13:00Z') }),
    ).toEqual({ priceInDollars: 299, priceText: '$299', nextAssessmentDate: '01/12/2026' });
    expect(pendingReactivation({ priceInCents: 8750, nextAssessmentAt: null })).toEqual({
      priceInDollars: 87.5,
      priceText: '$87.50',
      nextAssessmentDate: null,
    });
  });
});
