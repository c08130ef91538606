import { describe, expect, it } from 'vitest';
import {
  companyTrialPlan,
  companyTrialRoute,
  coveringPlanName,
  offersCompanyTrial,
} from './company-trial.js';

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

describe('company plan trial for a customer who already has a plan', () => {
  const summary = { isTrialing: false, canClaimTrial: true, id: null };
  const sub = (id: string, handle: string, state: 'active' | 'trialing' | 'canceled') => ({
    id,
    handle,
    state,
  });

  it('never adds the company plan on top of a paid plan that covers documents', () => {
    const essentials = [sub('e', 'essentials-quarterly', 'active')];
    expect(companyTrialPlan({ summary, subscriptions: essentials })).toEqual({
      route: 'change-plan',
      current: essentials[0],
    });
    const advice = [sub('a', 'standard-annual-plan-lawyer', 'active')];
    const covered = companyTrialPlan({ summary, subscriptions: advice });
    expect(covered).toEqual({ route: 'covered', current: advice[0] });
    expect(coveringPlanName(covered)).toBe('Legal Advice');
  });

  it('starts the trial when nothing covers documents, or what did has ended', () => {
    expect(companyTrialPlan({ summary, subscriptions: [] }).route).toBe('subscribe');
    const ended = [
      sub('e', 'essentials-quarterly', 'canceled'),
      sub('v', 'virtual-office', 'active'),
    ];
    expect(companyTrialPlan({ summary, subscriptions: ended }).route).toBe('subscribe');
  });

  it('moves a trialing plan that can claim no trial (SPEC §4)', () => {
    const trialing = [sub('t', 'essentials-quarterly', 'trialing')];
    expect(
      companyTrialPlan({
        summary: { isTrialing: true, canClaimTrial: false, id: 't' },
        subscriptions: trialing,
      }),
    ).toEqual({ route: 'migrate', current: trialing[0] });
  });
});
