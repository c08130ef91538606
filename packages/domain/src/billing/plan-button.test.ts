import { describe, expect, it } from 'vitest';
import { planCardButton } from './plan-button.js';

const freeCustomer = {
  isLawyer: false,
  currentHandle: 'free',
  subscriptions: [],
  canClaimTrial: true,
  notUpgradeable: false,
};

describe('pricing plan button', () => {
  it('marks a plan the customer holds as Current Plan, doing nothing', () => {
    const options = {
      ...freeCustomer,
      currentHandle: 'standard-annual-plan-current',
      subscriptions: [{ handle: 'standard-annual-plan-current', state: 'active' as const }],
    };
    expect(planCardButton({ ...options, targetHandle: 'standard-annual-plan-current' })).toEqual({
      label: 'Current Plan',
      disabled: true,
      action: null,
    });
  });

  it('offers the company plan trial to a free customer who has never trialled', () => {
    expect(planCardButton({ ...freeCustomer, targetHandle: 'acn-annual-plan-unlimited' })).toEqual({
      label: 'Claim free trial',
      disabled: false,
      action: 'claimTrial',
    });
    expect(
      planCardButton({
        ...freeCustomer,
        canClaimTrial: false,
        targetHandle: 'acn-annual-plan-unlimited',
      })?.label,
    ).toBe('Upgrade my plan');
  });

  it('offers an upgrade on every other plan to a free customer', () => {
    for (const targetHandle of ['essentials-quarterly', 'tax-plan-annual', 'virtual-office']) {
      expect(planCardButton({ ...freeCustomer, targetHandle })?.label, targetHandle).toBe(
        'Upgrade my plan',
      );
    }
  });

  it('shows no button on a step down within the category of a held plan', () => {
    const options = {
      ...freeCustomer,
      currentHandle: 'legal-advice-plan-quarterly',
      subscriptions: [{ handle: 'accounting-advice-plan-annual', state: 'active' as const }],
    };
    expect(planCardButton({ ...options, targetHandle: 'tax-plan-annual' })?.label).toBe(
      'Upgrade my plan',
    );
    expect(
      planCardButton({ ...options, targetHandle: 'accounting-advice-plan-quarterly' })?.label,
    ).toBe('Upgrade my plan');
    const essentials = {
      ...freeCustomer,
      currentHandle: 'essentials-quarterly',
      subscriptions: [{ handle: 'essentials-quarterly', state: 'trialing' as const }],
    };
    expect(planCardButton({ ...essentials, targetHandle: 'standard-annual-plan-current' })).toBe(
      null,
    );
  });

  it('ignores plans that ended', () => {
    const options = {
      ...freeCustomer,
      subscriptions: [{ handle: 'standard-annual-plan-current', state: 'canceled' as const }],
    };
    expect(
      planCardButton({ ...options, targetHandle: 'standard-annual-plan-current' })?.label,
    ).toBe('Upgrade my plan');
  });

  it('shows nothing to lawyers, nor in the category of a plan that cannot be upgraded', () => {
    expect(
      planCardButton({ ...freeCustomer, isLawyer: true, targetHandle: 'essentials-quarterly' }),
    ).toBeNull();
    const topOfLadder = {
      ...freeCustomer,
      currentHandle: 'standard-annual-plan-lawyer',
      subscriptions: [{ handle: 'standard-annual-plan-lawyer', state: 'active' as const }],
      notUpgradeable: true,
      canClaimTrial: false,
    };
    expect(
      planCardButton({ ...topOfLadder, targetHandle: 'acn-annual-plan-unlimited' }),
    ).toBeNull();
    expect(planCardButton({ ...topOfLadder, targetHandle: 'tax-plan-annual' })?.label).toBe(
      'Upgrade my plan',
    );
  });
});
