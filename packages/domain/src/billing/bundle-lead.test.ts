import { describe, expect, it } from 'vitest';
import { bundleLeadPlan } from './bundle-lead.js';

describe('the plan that leads a bundle', () => {
  it('puts adviser plans before documents and offices', () => {
    expect(bundleLeadPlan(['virtual-office', 'essentials-quarterly', 'tax-plan-annual'])).toBe(
      'tax-plan-annual',
    );
    expect(bundleLeadPlan(['asic-compliance-plan', 'virtual-office'])).toBe('virtual-office');
    expect(bundleLeadPlan(['essentials-quarterly', 'standard-annual-plan-lawyer'])).toBe(
      'standard-annual-plan-lawyer',
    );
    expect(bundleLeadPlan([])).toBeUndefined();
  });
});
