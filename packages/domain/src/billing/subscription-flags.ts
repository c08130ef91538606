import { COMPANY_PLAN_HANDLE, catalogueItem, FREE_PLAN_HANDLE } from './catalogue.js';
import type { TCatalogueItem, TCategoryType, TProductFamily } from './catalogue-types.js';
import {
  isInPlanClass,
  NOT_UPGRADEABLE_PLANS,
  TEAM_CAPABLE_PLANS,
  VIRTUAL_OFFICE_PLANS,
} from './plan-classes.js';
import {
  hasPaymentProblem,
  isEntitled,
  isUnsigned,
  type TSubscriptionState,
  type TUserSubscription,
} from './subscription.js';

// The Active subscription summary of SPEC §3: what a user's subscriptions let them do.
// Rules chosen (SPEC §1, §6, §9 name the flags but not every grant):
// - only trialing, active and past_due subscriptions grant rights; handles the catalogue
//   does not know grant nothing;
// - free tier and one-off purchases (pay-per-document, registrations) grant no plan-wide
//   rights: a bought document is reached through its licence;
// - Essentials: every document, the AI assistant, a team of 3;
// - Legal Advice: Essentials plus lawyer consultations;
// - company plan: every document, the AI assistant, a team;
// - Accounting Advice and Tax: accountant consultations;
// - consultations wait for the plan's agreement to be signed; documents and AI do not;
// - partner offers come with any paid recurring plan (a trial included).

type TGrants = {
  allDocuments: boolean;
  ai: boolean;
  consultation: boolean;
  accountantConsultation: boolean;
  /** Which plan leads when a user holds several: the highest rank names the summary. */
  rank: number;
};

const none = { allDocuments: false, ai: false, consultation: false, accountantConsultation: false };
const documents = { ...none, allDocuments: true, ai: true };

const FAMILY_GRANTS: Record<TProductFamily, TGrants> = {
  free: { ...none, rank: 0 },
  'pay-per-document': { ...none, rank: 1 },
  'company-registration': { ...none, rank: 1 },
  'virtual-office': { ...none, rank: 2 },
  compliance: { ...none, rank: 3 },
  tax: { ...none, accountantConsultation: true, rank: 4 },
  'accounting-advice': { ...none, accountantConsultation: true, rank: 5 },
  essentials: { ...documents, rank: 6 },
  'company-plan': { ...documents, rank: 7 },
  'legal-advice': { ...documents, consultation: true, rank: 8 },
};

// Semantic colour tokens (the web maps them onto its theme) for the plan badge.
const CATEGORY_COLOURS: Record<TCategoryType, { background: string; border: string }> = {
  free: { background: 'gray.0', border: 'gray.3' },
  payPerDocument: { background: 'gray.0', border: 'gray.4' },
  legal: { background: 'blue.0', border: 'blue.4' },
  accounting: { background: 'teal.0', border: 'teal.4' },
  compliance: { background: 'violet.0', border: 'violet.4' },
  virtualOffice: { background: 'orange.0', border: 'orange.4' },
  registration: { background: 'cyan.0', border: 'cyan.4' },
};

export type TActiveSubscriptionSummary = {
  id: string | null;
  handle: string;
  name: string;
  icon: string;
  background: string;
  border: string;
  state: TSubscriptionState | null;
  canAccessAllDocuments: boolean;
  canBookConsultation: boolean;
  canBookAccountantConsultation: boolean;
  canAccessPartnerOffers: boolean;
  canHaveTeam: boolean;
  canUseAI: boolean;
  canClaimTrial: boolean;
  notUpgradeable: boolean;
  isTrialing: boolean;
  hasCompanyPlan: boolean;
  isPaidUser: boolean;
  isTeamSubscription: boolean;
  standaloneVirtualOffice: boolean;
  /** Index (in the input) of the first-started entitled subscription; -1 when none. */
  earliestSubscriptionIndex: number;
  unsignedSubscriptionIds: string[];
  pastDueDate: Date | null;
};

type THeld = { subscription: TUserSubscription; item: TCatalogueItem; index: number };

const isRecurringPaid = (item: TCatalogueItem) => item.interval !== 'once' && item.priceInCents > 0;

export function unsignedSubscriptionIds(subscriptions: readonly TUserSubscription[]): string[] {
  return subscriptions.filter(isUnsigned).map((subscription) => subscription.id);
}

/** The earliest date a failing subscription fell behind; null when none says. */
export function pastDueDate(
  subscriptions: readonly Pick<TUserSubscription, 'state' | 'pastDueSince'>[],
): Date | null {
  const dates = subscriptions
    .filter((s) => hasPaymentProblem(s.state) && s.pastDueSince)
    .map((s) => s.pastDueSince as Date);
  return dates.length ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
}

function earliestIndex(held: readonly THeld[]): number {
  const started = (h: THeld) => h.subscription.activatedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const sorted = [...held].sort((a, b) => started(a) - started(b) || a.index - b.index);
  return sorted[0]?.index ?? -1;
}

export function activeSubscriptionSummary(options: {
  subscriptions: readonly TUserSubscription[];
  isLawyer: boolean;
}): TActiveSubscriptionSummary {
  const { subscriptions, isLawyer } = options;
  const held: THeld[] = [];
  subscriptions.forEach((subscription, index) => {
    const item = catalogueItem(subscription.handle);
    if (item && isEntitled(subscription.state) && item.handle !== FREE_PLAN_HANDLE) {
      held.push({ subscription, item, index });
    }
  });
  const grants = (h: THeld) => FAMILY_GRANTS[h.item.productFamily];
  const any = (test: (h: THeld) => boolean) => held.some(test);
  const recurringPaid = held.filter((h) => isRecurringPaid(h.item));
  // Highest rank leads; among equals the one listed first.
  const primary = held.reduce<THeld | undefined>(
    (best, h) => (!best || grants(h).rank > grants(best).rank ? h : best),
    undefined,
  );
  const item = primary?.item ?? catalogueItem(FREE_PLAN_HANDLE)!;
  const everTrialled = subscriptions.some(
    (s) => s.trialEndsAt !== null || s.state === 'trialing' || s.handle === COMPANY_PLAN_HANDLE,
  );
  const teamCapable = (h: THeld) => isInPlanClass(TEAM_CAPABLE_PLANS, h.item.handle);

  return {
    id: primary?.subscription.id ?? null,
    handle: item.handle,
    name: item.name,
    icon: item.rights.icon,
    ...CATEGORY_COLOURS[item.rights.categoryType],
    state: primary?.subscription.state ?? null,
    canAccessAllDocuments: any((h) => grants(h).allDocuments),
    canUseAI: any((h) => grants(h).ai),
    canBookConsultation: any((h) => grants(h).consultation && !isUnsigned(h.subscription)),
    canBookAccountantConsultation: any(
      (h) => grants(h).accountantConsultation && !isUnsigned(h.subscription),
    ),
    canAccessPartnerOffers: recurringPaid.length > 0,
    canHaveTeam: any(teamCapable),
    isTeamSubscription: any((h) => teamCapable(h) && h.subscription.isTeamSubscription),
    canClaimTrial: !isLawyer && !everTrialled,
    notUpgradeable: isLawyer || isInPlanClass(NOT_UPGRADEABLE_PLANS, item.handle),
    isTrialing: any((h) => h.subscription.state === 'trialing'),
    hasCompanyPlan: any((h) => h.item.handle === COMPANY_PLAN_HANDLE),
    isPaidUser: recurringPaid.length > 0,
    standaloneVirtualOffice:
      recurringPaid.length > 0 &&
      recurringPaid.every((h) => isInPlanClass(VIRTUAL_OFFICE_PLANS, h.item.handle)),
    earliestSubscriptionIndex: earliestIndex(held),
    unsignedSubscriptionIds: unsignedSubscriptionIds(subscriptions),
    pastDueDate: pastDueDate(subscriptions),
  };
}
