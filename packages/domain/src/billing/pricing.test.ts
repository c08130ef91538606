import { describe, expect, it } from 'vitest';
import { catalogueItem } from './catalogue.js';
import {
  bundleMonthlyPriceInCents,
  bundleTotalInCents,
  centsToDollars,
  FIXED_FIRST_YEAR_PRICES_IN_CENTS,
  firstYearPriceInCents,
  formatDollars,
  intervalInMonths,
  monthlyPriceInCents,
  PROMO_PRICES_IN_CENTS,
} from './pricing.js';

describe('pricing maths', () => {
  it('turns cents into dollars by dividing by 100', () => {
    expect(centsToDollars(166800)).toBe(1668);
    expect(centsToDollars(2492)).toBe(24.92);
    expect(centsToDollars(0)).toBe(0);
  });

  it('formats whole dollars without cents and the rest with two decimals', () => {
    expect(formatDollars(106800)).toBe('$1,068');
    expect(formatDollars(16900)).toBe('$169');
    expect(formatDollars(29900 / 12)).toBe('$24.92');
    expect(formatDollars(4165)).toBe('$41.65');
  });

  it('converts intervals to months: a year is 12, a quarter a 3-month interval', () => {
    expect(intervalInMonths('year')).toBe(12);
    expect(intervalInMonths('year', 2)).toBe(24);
    expect(intervalInMonths('month', 3)).toBe(3);
    expect(intervalInMonths('month')).toBe(1);
    expect(intervalInMonths('once')).toBeNull();
  });

  it('spreads a plan price over its months, unrounded', () => {
    expect(monthlyPriceInCents(catalogueItem('standard-annual-plan-lawyer')!)).toBe(13900);
    expect(monthlyPriceInCents(catalogueItem('essentials-quarterly')!)).toBe(2900);
    expect(monthlyPriceInCents(catalogueItem('standard-annual-plan-current')!)).toBeCloseTo(
      2491.667,
      3,
    );
    expect(monthlyPriceInCents(catalogueItem('pay-per-document')!)).toBeNull();
    expect(monthlyPriceInCents(catalogueItem('free')!)).toBe(0);
  });

  it('divides a bundle by 12 when paid upfront and by 3 when paid quarterly', () => {
    expect(bundleMonthlyPriceInCents(120000, 'upfront')).toBe(10000);
    expect(bundleMonthlyPriceInCents(30000, 'quarterly')).toBe(10000);
  });

  it('totals a bundle at bundle prices, compliance at its first-year price', () => {
    expect(
      bundleTotalInCents(['standard-annual-plan-lawyer', 'business-compliance', 'virtual-office']),
    ).toBe(166800 + 19900 + 58800);
    expect(bundleTotalInCents(['tax-plan-quarterly', 'unknown-plan'])).toBe(53700);
    expect(bundleTotalInCents([])).toBe(0);
  });

  it('fixes the first year of business compliance at $199 and ASIC compliance at $799', () => {
    expect(FIXED_FIRST_YEAR_PRICES_IN_CENTS).toEqual({
      'business-compliance': 19900,
      'asic-compliance-plan': 79900,
    });
    expect(firstYearPriceInCents('business-compliance')).toBe(19900);
    expect(firstYearPriceInCents('asic-compliance-plan')).toBe(79900);
    expect(firstYearPriceInCents('asic-compliance-plan-quarterly')).toBe(26700);
    expect(firstYearPriceInCents('standard-annual-plan-lawyer')).toBe(166800);
    expect(firstYearPriceInCents('nope')).toBeNull();
    // The catalogue's bundle price points agree with the fixed first-year prices.
    for (const [handle, cents] of Object.entries(FIXED_FIRST_YEAR_PRICES_IN_CENTS)) {
      expect(catalogueItem(handle)?.bundlePrice?.priceInCents).toBe(cents);
    }
  });

  it('shows Legal Advice at $1068 (was $1668) and Essentials at $169', () => {
    const legal = PROMO_PRICES_IN_CENTS['standard-annual-plan-lawyer'];
    expect(formatDollars(legal.promoInCents)).toBe('$1,068');
    expect(legal.wasInCents).toBe(catalogueItem('standard-annual-plan-lawyer')?.priceInCents);
    const essentials = PROMO_PRICES_IN_CENTS['standard-annual-plan-current'];
    expect(formatDollars(essentials.promoInCents)).toBe('$169');
    expect(essentials.wasInCents).toBe(catalogueItem('standard-annual-plan-current')?.priceInCents);
  });
});
