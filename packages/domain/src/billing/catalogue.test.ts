import { describe, expect, it } from 'vitest';
import { CATALOGUE, COMPANY_PLAN_HANDLE, catalogueItem, isPlanHandle } from './catalogue.js';
import { PLAN_HANDLES, ZCatalogueItem } from './catalogue-types.js';
import { monthlyPriceInCents } from './pricing.js';

describe('plan catalogue', () => {
  it('sells every handle exactly once, each a valid catalogue item', () => {
    expect(CATALOGUE.map((item) => item.handle)).toEqual([...PLAN_HANDLES]);
    for (const item of CATALOGUE) expect(ZCatalogueItem.parse(item)).toEqual(item);
  });

  it('holds the handles of SPEC §9, the pay-per-document handle and the free tier', () => {
    for (const handle of [
      'essentials-quarterly',
      'standard-annual-plan-current',
      'legal-advice-plan-quarterly',
      'standard-annual-plan-lawyer',
      'accounting-advice-plan-quarterly',
      'accounting-advice-plan-annual',
      'tax-plan-quarterly',
      'tax-plan-annual',
      'business-compliance',
      'asic-compliance-plan-quarterly',
      'asic-compliance-plan',
      'virtual-office-quarterly',
      'virtual-office',
      'acn-registration',
      'acn-registration-external',
      'acn-registration-internal',
      'acn-registration-westpac',
      'acn-annual-plan-unlimited',
      'pay-per-document',
      'free',
    ]) {
      expect(isPlanHandle(handle), handle).toBe(true);
    }
    expect(isPlanHandle('gold-plan')).toBe(false);
    expect(catalogueItem('gold-plan')).toBeUndefined();
  });

  it('gives only the company plan a 7-day free trial at no charge', () => {
    const trials = CATALOGUE.filter((item) => item.hasTrial);
    expect(trials.map((item) => item.handle)).toEqual([COMPANY_PLAN_HANDLE]);
    expect(trials[0]).toMatchObject({
      trialInterval: 7,
      trialIntervalUnit: 'day',
      trialPriceInCents: 0,
      interval: 'year',
    });
    expect(catalogueItem('tax-plan-annual')).toMatchObject({
      trialInterval: null,
      trialIntervalUnit: null,
      trialPriceInCents: null,
    });
  });

  it('bills quarterly plans as a 3-month interval', () => {
    for (const item of CATALOGUE.filter((i) => i.handle.includes('quarterly'))) {
      expect([item.interval, item.intervalCount], item.handle).toEqual(['month', 3]);
    }
  });

  it('charges more per month quarterly than yearly within a family', () => {
    const pairs = [
      ['essentials-quarterly', 'standard-annual-plan-current'],
      ['legal-advice-plan-quarterly', 'standard-annual-plan-lawyer'],
      ['accounting-advice-plan-quarterly', 'accounting-advice-plan-annual'],
      ['tax-plan-quarterly', 'tax-plan-annual'],
      ['asic-compliance-plan-quarterly', 'asic-compliance-plan'],
      ['virtual-office-quarterly', 'virtual-office'],
    ];
    for (const [quarterly, yearly] of pairs) {
      const q = catalogueItem(quarterly!)!;
      const y = catalogueItem(yearly!)!;
      expect(q.productFamily).toBe(y.productFamily);
      expect(monthlyPriceInCents(q)!).toBeGreaterThan(monthlyPriceInCents(y)!);
    }
  });

  it('prices the plans §9 names: Legal Advice $1668 a year, compliance bundled at 199 and 799', () => {
    expect(catalogueItem('standard-annual-plan-lawyer')?.priceInCents).toBe(166800);
    expect(catalogueItem('standard-annual-plan-current')?.priceInCents).toBe(29900);
    expect(catalogueItem('business-compliance')?.bundlePrice?.priceInCents).toBe(19900);
    expect(catalogueItem('asic-compliance-plan')?.bundlePrice?.priceInCents).toBe(79900);
    expect(catalogueItem('free')?.priceInCents).toBe(0);
  });

  it('asks for a signed agreement only for plans delivered by professionals', () => {
    const contracted = CATALOGUE.filter((item) => item.needsContract).map((item) => item.handle);
    expect(contracted).toContain('standard-annual-plan-lawyer');
    expect(contracted).toContain('virtual-office');
    expect(contracted).not.toContain('standard-annual-plan-current');
    expect(contracted).not.toContain('pay-per-document');
    expect(contracted).not.toContain(COMPANY_PLAN_HANDLE);
  });

  it('puts Essentials, Legal Advice and the company plan on one ladder', () => {
    const category = (handle: string) => catalogueItem(handle)?.rights.categoryType;
    expect(category('essentials-quarterly')).toBe('legal');
    expect(category('standard-annual-plan-lawyer')).toBe('legal');
    expect(category(COMPANY_PLAN_HANDLE)).toBe('legal');
    expect(category('tax-plan-annual')).toBe('accounting');
    expect(category('accounting-advice-plan-annual')).toBe('accounting');
  });
});
