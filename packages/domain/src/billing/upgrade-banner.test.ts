import { describe, expect, it } from 'vitest';
import { isUpgradeBannerPath, UPGRADE_BANNER_TEXTS, upgradeBanner } from './upgrade-banner.js';

const freeCustomer = {
  pathname: '/pricing',
  isLawyer: false,
  handle: 'free',
  canClaimTrial: true,
  notUpgradeable: false,
};

describe('upgrade banner', () => {
  it('shows on the pricing-related paths only', () => {
    expect(isUpgradeBannerPath('/pricing')).toBe(true);
    expect(isUpgradeBannerPath('/pricing/')).toBe(true);
    expect(isUpgradeBannerPath('/sale/advice-sale')).toBe(true);
    expect(isUpgradeBannerPath('/pricing/bundle/create')).toBe(false);
    expect(isUpgradeBannerPath('/documents/my-documents')).toBe(false);
    expect(upgradeBanner({ ...freeCustomer, pathname: '/' })).toBeNull();
  });

  it('offers the free trial to a free customer who can claim it', () => {
    expect(upgradeBanner(freeCustomer)).toEqual({
      text: UPGRADE_BANNER_TEXTS.claimTrial,
      button: { label: 'Claim free trial', disabled: false, action: 'claimTrial' },
    });
  });

  it('offers an upgrade once the trial is used, and Current Plan on the company plan', () => {
    expect(upgradeBanner({ ...freeCustomer, canClaimTrial: false })?.button.label).toBe(
      'Upgrade my plan',
    );
    expect(upgradeBanner({ ...freeCustomer, handle: 'acn-annual-plan-unlimited' })?.button).toEqual(
      { label: 'Current Plan', disabled: true, action: null },
    );
  });

  it('is never shown to lawyers nor on a plan that cannot be upgraded', () => {
    expect(upgradeBanner({ ...freeCustomer, isLawyer: true })).toBeNull();
    expect(
      upgradeBanner({
        ...freeCustomer,
        handle: 'standard-annual-plan-lawyer',
        notUpgradeable: true,
      }),
    ).toBeNull();
  });
});
