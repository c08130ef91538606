import { describe, expect, it } from 'vitest';
import { trialButton } from './trial-button.js';

const customer = { isLawyer: false, canClaimTrial: true, notUpgradeable: false };

describe('trial button', () => {
  it('reads Current Plan, and does nothing, on the company plan', () => {
    expect(trialButton({ ...customer, handle: 'acn-annual-plan-unlimited' })).toEqual({
      label: 'Current Plan',
      disabled: true,
      action: null,
    });
  });

  it('offers the free trial on plans in the free-trial list while a trial can be claimed', () => {
    for (const handle of ['free', 'pay-per-document', 'acn-registration']) {
      expect(trialButton({ ...customer, handle })?.label, handle).toBe('Claim free trial');
    }
    expect(trialButton({ ...customer, handle: 'free', canClaimTrial: false })?.label).toBe(
      'Upgrade my plan',
    );
  });

  it('offers an upgrade on other plans', () => {
    expect(trialButton({ ...customer, handle: 'essentials-quarterly' })).toEqual({
      label: 'Upgrade my plan',
      disabled: false,
      action: 'upgrade',
    });
  });

  it('shows nothing to lawyers or on plans that cannot be upgraded', () => {
    expect(trialButton({ ...customer, isLawyer: true, handle: 'free' })).toBeNull();
    expect(
      trialButton({ ...customer, isLawyer: true, handle: 'acn-annual-plan-unlimited' }),
    ).toBeNull();
    expect(
      trialButton({ ...customer, notUpgradeable: true, handle: 'standard-annual-plan-lawyer' }),
    ).toBeNull();
  });
});
