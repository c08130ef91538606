// The company plan free trial of SPEC §4, started from the company application. Its texts
// are in billing-messages.ts (BILLING_MESSAGES.trialActivated).

export type TCompanyTrialRoute = 'migrate' | 'subscribe';

/**
 * A customer already trialing another plan, who can claim no new trial, has that
 * subscription moved to the company plan; everyone else starts a new subscription on it.
 */
export function companyTrialRoute(summary: {
  isTrialing: boolean;
  canClaimTrial: boolean;
}): TCompanyTrialRoute {
  return summary.isTrialing && !summary.canClaimTrial ? 'migrate' : 'subscribe';
}

/** Whether to offer the trial at all: not to lawyers, nor to holders of the company plan. */
export function offersCompanyTrial(options: {
  isLawyer: boolean;
  hasCompanyPlan: boolean;
}): boolean {
  return !options.isLawyer && !options.hasCompanyPlan;
}
