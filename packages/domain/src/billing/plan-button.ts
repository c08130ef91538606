import { catalogueItem } from './catalogue.js';
import { monthlyPriceInCents } from './pricing.js';
import { isEntitled, type TSubscriptionState } from './subscription.js';
import { type TTrialButton, trialButton } from './trial-button.js';

// The button on one plan of the pricing tables (SPEC §2.3, §5, §6). It follows the header's
// trial button for the company plan, and otherwise asks whether the plan would be a step up
// from what the customer already holds in the same category.

export type TPlanCardButton = TTrialButton;

type THeld = { handle: string; state: TSubscriptionState };

const CURRENT_PLAN: TPlanCardButton = { label: 'Current Plan', disabled: true, action: null };
const UPGRADE: TPlanCardButton = { label: 'Upgrade my plan', disabled: false, action: 'upgrade' };

/**
 * null when the plan shows no button: always for lawyers; for a plan that would be a step
 * down (or sideways) from one the customer holds in the same category, since that change is
 * made from their subscription settings; and for the category of a plan that cannot be
 * upgraded.
 */
export function planCardButton(options: {
  isLawyer: boolean;
  targetHandle: string;
  /** The plan the customer is on (the active subscription summary's handle). */
  currentHandle: string;
  subscriptions: readonly THeld[];
  canClaimTrial: boolean;
  notUpgradeable: boolean;
}): TPlanCardButton | null {
  const { isLawyer, targetHandle, currentHandle, subscriptions } = options;
  if (isLawyer) return null;
  const held = subscriptions.filter((s) => isEntitled(s.state));
  if (held.some((s) => s.handle === targetHandle)) return CURRENT_PLAN;

  const target = catalogueItem(targetHandle);
  if (!target) return null;
  const targetMonthly = monthlyPriceInCents(target);
  const sameCategory = held
    .map((s) => catalogueItem(s.handle))
    .filter((item) => item && item.rights.categoryType === target.rights.categoryType);
  const current = catalogueItem(currentHandle);
  if (
    options.notUpgradeable &&
    current &&
    current.rights.categoryType === target.rights.categoryType
  ) {
    return null;
  }
  const stepDown = sameCategory.some((item) => {
    const heldMonthly = item ? monthlyPriceInCents(item) : null;
    return heldMonthly !== null && targetMonthly !== null && targetMonthly <= heldMonthly;
  });
  if (stepDown) return null;

  // The company plan is where the header's trial button leads: same label, same rule.
  if (target.handle === 'acn-annual-plan-unlimited') {
    const header = trialButton({
      isLawyer,
      handle: currentHandle,
      canClaimTrial: options.canClaimTrial,
      notUpgradeable: false,
    });
    if (header?.action === 'claimTrial') return header;
  }
  return UPGRADE;
}
