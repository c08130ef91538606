import { COMPANY_PLAN_HANDLE } from './catalogue.js';
import { isInPlanClass, TRIAL_ELIGIBLE_PLANS } from './plan-classes.js';

// The header's plan button (SPEC §2.3, §5, §6).

export type TTrialButton =
  | { label: 'Current Plan'; disabled: true; action: null }
  | { label: 'Claim free trial'; disabled: false; action: 'claimTrial' }
  | { label: 'Upgrade my plan'; disabled: false; action: 'upgrade' };

/** null when no button shows: lawyers, and customers whose plan cannot be upgraded. */
export function trialButton(options: {
  isLawyer: boolean;
  handle: string;
  canClaimTrial: boolean;
  notUpgradeable: boolean;
}): TTrialButton | null {
  const { isLawyer, handle, canClaimTrial, notUpgradeable } = options;
  if (isLawyer) return null;
  if (handle === COMPANY_PLAN_HANDLE)
    return { label: 'Current Plan', disabled: true, action: null };
  if (notUpgradeable) return null;
  if (canClaimTrial && isInPlanClass(TRIAL_ELIGIBLE_PLANS, handle)) {
    return { label: 'Claim free trial', disabled: false, action: 'claimTrial' };
  }
  return { label: 'Upgrade my plan', disabled: false, action: 'upgrade' };
}
