import { COMPANY_PLAN_HANDLE, catalogueItem, planCoverage } from './catalogue.js';
import { checkMigration } from './migration-check.js';
import { isEntitled, type TUserSubscription } from './subscription.js';

// The company plan free trial of SPEC §4, started from the company application. Its texts
// are in billing-messages.ts (BILLING_MESSAGES.trialActivated).
//
// The company plan gives every document, as Essentials and Legal Advice do. A customer who
// already pays for one of those must not find a second plan on their card seven days later:
// - trialing and unable to claim a trial: the trialing plan moves to the company plan (§4);
// - holding another paid plan that covers documents: it can move to the company plan (a
//   change of plan, priced and confirmed first) when the migration rules allow it;
//   otherwise the trial is refused with the reason;
// - anyone else: a new subscription on a 7-day trial.

export type TCompanyTrialRoute = 'migrate' | 'subscribe' | 'change-plan' | 'covered';

export type TCompanyTrialPlan = {
  route: TCompanyTrialRoute;
  /** The plan that moves (migrate, change-plan) or that already covers it (covered). */
  current: Pick<TUserSubscription, 'id' | 'handle'> | null;
};

export function companyTrialPlan(options: {
  summary: { isTrialing: boolean; canClaimTrial: boolean; id: string | null };
  subscriptions: readonly Pick<TUserSubscription, 'id' | 'handle' | 'state'>[];
}): TCompanyTrialPlan {
  const { summary, subscriptions } = options;
  const covering = subscriptions.find(
    (s) =>
      isEntitled(s.state) &&
      s.handle !== COMPANY_PLAN_HANDLE &&
      planCoverage(s.handle) === planCoverage(COMPANY_PLAN_HANDLE),
  );
  if (summary.isTrialing && !summary.canClaimTrial) {
    const trialing = subscriptions.find((s) => s.id === summary.id) ?? covering ?? null;
    return { route: 'migrate', current: trialing };
  }
  if (!covering) return { route: 'subscribe', current: null };
  const move = checkMigration({
    currentHandle: covering.handle,
    targetHandle: COMPANY_PLAN_HANDLE,
    subscriptions,
  });
  return { route: move.ok ? 'change-plan' : 'covered', current: covering };
}

/** The route alone, from the summary (SPEC §4's rule, for callers without the list). */
export function companyTrialRoute(summary: {
  isTrialing: boolean;
  canClaimTrial: boolean;
}): 'migrate' | 'subscribe' {
  return summary.isTrialing && !summary.canClaimTrial ? 'migrate' : 'subscribe';
}

/** The name of the plan that already covers the company plan's documents, for messages. */
export const coveringPlanName = (plan: TCompanyTrialPlan) =>
  plan.current ? (catalogueItem(plan.current.handle)?.name ?? plan.current.handle) : null;

/** Whether to offer the trial at all: not to lawyers, nor to holders of the company plan. */
export function offersCompanyTrial(options: {
  isLawyer: boolean;
  hasCompanyPlan: boolean;
}): boolean {
  return !options.isLawyer && !options.hasCompanyPlan;
}
