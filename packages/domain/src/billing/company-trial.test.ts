import { describe, expect, it } from 'vitest';
import { companyTrialRoute, offersCompanyTrial } from './company-trial.js';

describe('company plan free trial', () => {
  it('migrates a trialing customer who cannot claim a trial, and subscribes anyone else', () => {
    expect(companyTrialRoute({ isTrialing: true, canClaimTrial: false })).toBe('migrate');
    expect(companyTrialRoute({ isTrialing: true, canClaimTrial: true })).toBe('subscribe');
    expect(companyTrialRoute({ isTrialing: false, canClaimTrial: false })).toBe('subscribe');
    expect(companyTrialRoute({ isTrialing: false, canClaimTrial: true })).toBe('subscribe');
  });

  it('is not offered to lawyers nor to holders of the company plan', () => {
    expect(offersCompanyTrial({ isLawyer: false, hasCompanyPlan: false })).toBe(true);
    expect(offersCompanyTrial({ isLawyer: true, hasCompanyPlan: false })).toBe(false);
    expect(offersCompanyTrial({ isLawyer: false, hasCompanyPlan: true })).toBe(false);
  });
});
