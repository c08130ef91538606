import { describe, expect, it } from 'vitest';
import { quoteBundle } from './bundle-quote.js';

const start = new Date('2026-11-21T00:00:00Z');

describe('bundle quotes', () => {
  it('prices three yearly plans upfront with the 30% bundle coupon', () => {
    const result = quoteBundle({
      handles: ['standard-annual-plan-current', 'virtual-office', 'asic-compliance-plan'],
      billingCycle: 'upfront',
      start,
    });
    if (!result.ok) throw new Error(result.message);
    const { quote } = result;
    // 299 + 588 + 799 (the fixed first-year ASIC price) = 1686; 30% off = 505.80.
    expect(quote.firstYearListInCents).toBe(168600);
    expect(quote.initialBundleDiscount).toBe(8970 + 17640 + 23970);
    expect(quote.initialBundleCharge).toBe(168600 - 50580);
    expect(quote.couponCode).toBe('BUNDLE30');
    expect(quote.monthlyPriceInCents).toBe(Math.round((168600 - 50580) / 12));
    expect(quote.products.find((p) => p.productHandle === 'asic-compliance-plan')).toMatchObject({
      annualRenewalCost: 99900,
      firstYearDiscountedPrice: 79900 - 23970,
    });
    expect(quote.billingScheduleItems).toHaveLength(1);
  });

  it('splits a two-plan quarterly bundle into four instalments that add up to the year', () => {
    const result = quoteBundle({
      handles: ['essentials-quarterly', 'tax-plan-quarterly'],
      billingCycle: 'quarterly',
      start,
    });
    if (!result.ok) throw new Error(result.message);
    const { quote } = result;
    const year = (8700 + 53700) * 4;
    expect(quote.initialBundleDiscountPercentage).toBe(15);
    const total = quote.billingScheduleItems.reduce((sum, i) => sum + i.amountInCents, 0);
    expect(total).toBe(year - quote.initialBundleDiscount);
    expect(quote.billingScheduleItems.map((i) => i.date.toISOString().slice(0, 10))).toEqual([
      '2026-11-21',
      '2027-02-21',
      '2027-05-21',
      '2027-08-21',
    ]);
    expect(quote.monthlyPriceInCents).toBe(Math.round(quote.initialBundleCharge / 3));
  });

  it('refuses one plan, two plans of one kind and plans that are not sold in bundles', () => {
    const refuse = (handles: string[]) => quoteBundle({ handles, billingCycle: 'upfront', start });
    expect(refuse(['virtual-office'])).toEqual({
      ok: false,
      message: 'A bundle needs at least two plans.',
    });
    expect(refuse(['essentials-quarterly', 'standard-annual-plan-current'])).toMatchObject({
      ok: false,
      message: 'A bundle can hold only one Essentials plan, or one plan that covers the same.',
    });
    // Essentials and Legal Advice both give every document: one bundle, not both.
    expect(refuse(['essentials-quarterly', 'legal-advice-plan-quarterly'])).toMatchObject({
      ok: false,
      message: 'A bundle can hold only one Legal Advice plan, or one plan that covers the same.',
    });
    expect(refuse(['pay-per-document', 'virtual-office'])).toMatchObject({ ok: false });
  });
});
