import { FREE_TRIAL_DAYS } from './catalogue.js';
import { type TTrialButton, trialButton } from './trial-button.js';

// The upgrade banner of SPEC §2.3: for customers (never lawyers), on the pages where people
// compare and buy plans. Its button is the header's trial button; with no button to offer
// (a plan at the top of its ladder) there is nothing to say, so no banner.

export const UPGRADE_BANNER_PATHS = [
  '/pricing',
  '/legal-plans',
  '/sale/advice-sale',
  '/sale/upgrade-ess-promo',
  '/sale/upgrade-ppd-promo',
  '/about/essentials',
  '/consultations/accounting-tax-plans',
  '/consultations/accounting-plans',
  '/consultations/tax-compliance',
  '/businesses/companies/compliance-plans',
] as const;

export const UPGRADE_BANNER_TEXTS = {
  claimTrial: `Try the company plan free for ${FREE_TRIAL_DAYS} days: every document, bulk e-signing and the AI assistant.`,
  upgrade: 'Upgrade your plan for unlimited documents, e-signatures and expert advice.',
  current: 'You are on the company plan: every document, bulk e-signing and the AI assistant.',
} as const;

export type TUpgradeBanner = { text: string; button: TTrialButton };

/** Exact paths only (a trailing slash allowed): /pricing/bundle/create is a checkout, not a comparison. */
export function isUpgradeBannerPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (UPGRADE_BANNER_PATHS as readonly string[]).includes(path);
}

export function upgradeBanner(options: {
  pathname: string;
  isLawyer: boolean;
  handle: string;
  canClaimTrial: boolean;
  notUpgradeable: boolean;
}): TUpgradeBanner | null {
  if (options.isLawyer || !isUpgradeBannerPath(options.pathname)) return null;
  const button = trialButton(options);
  if (!button) return null;
  const text =
    button.action === 'claimTrial'
      ? UPGRADE_BANNER_TEXTS.claimTrial
      : button.action === 'upgrade'
        ? UPGRADE_BANNER_TEXTS.upgrade
        : UPGRADE_BANNER_TEXTS.current;
  return { text, button };
}
