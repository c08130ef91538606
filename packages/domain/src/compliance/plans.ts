import { catalogueItem } from '../billing/catalogue.js';
import { firstYearPriceInCents } from '../billing/pricing.js';

// The plans this area attaches to a business, and what each includes. The prices come from
// the billing catalogue (SPEC §9), so a page can never show a price billing does not charge.

export const ATTACHED_PLAN_KINDS = [
  'BUSINESS_COMPLIANCE',
  'ASIC_COMPLIANCE',
  'TAX',
  'ACCOUNTING',
] as const;
export type TAttachedPlanKind = (typeof ATTACHED_PLAN_KINDS)[number];

export type TCarePlan = {
  kind: TAttachedPlanKind;
  title: string;
  /** The handles billing sells this plan under; the first is the one pages offer. */
  handles: readonly string[];
  summary: string;
  includes: readonly string[];
};

export const CARE_PLANS: readonly TCarePlan[] = [
  {
    kind: 'BUSINESS_COMPLIANCE',
    title: 'Business Compliance',
    handles: ['business-compliance'],
    summary: 'We keep a business name and ABN in good standing, so nothing lapses.',
    includes: [
      'Business name renewals lodged for you before they lapse',
      'ABN details kept up to date with the Australian Business Register',
      'A compliance calendar with e-mail reminders before every due date',
    ],
  },
  {
    kind: 'ASIC_COMPLIANCE',
    title: 'ASIC Compliance',
    handles: ['asic-compliance-plan', 'asic-compliance-plan-quarterly'],
    summary: 'Our company secretary team keeps your company in good standing with ASIC.',
    includes: [
      'Annual company review: company statement checked and solvency resolution prepared',
      'Company changes lodged with ASIC within the 28-day deadline',
      'Registered office consent kept on file',
      'A compliance calendar with e-mail reminders before every due date',
    ],
  },
  {
    kind: 'TAX',
    title: 'Tax',
    handles: ['tax-plan-annual', 'tax-plan-quarterly'],
    summary: 'A registered tax agent prepares and lodges your business tax obligations.',
    includes: [
      'Annual business tax return prepared and lodged',
      'BAS and GST lodgements every quarter',
      'Tax planning session before 30 June',
      'ATO correspondence handled for you',
    ],
  },
  {
    kind: 'ACCOUNTING',
    title: 'Accounting Advice',
    handles: ['accounting-advice-plan-annual', 'accounting-advice-plan-quarterly'],
    summary: 'Book accountants for advice on bookkeeping, structure, payroll and cash flow.',
    includes: [
      'Unlimited consultations with a qualified accountant',
      'Review of your bookkeeping and financial statements',
      'Advice on business structure, payroll and superannuation',
    ],
  },
];

/** The plan kind a billing handle buys; undefined for handles this area does not attach. */
export function attachedPlanKind(handle: string): TAttachedPlanKind | undefined {
  return CARE_PLANS.find((p) => p.handles.includes(handle))?.kind;
}

export function carePlan(kind: TAttachedPlanKind): TCarePlan {
  return CARE_PLANS.find((p) => p.kind === kind)!;
}

/** A handle's offer as a page shows it: first-year price (fixed for compliance) and after. */
export function planOffer(handle: string) {
  const item = catalogueItem(handle);
  if (!item) return undefined;
  return {
    handle,
    firstYearInCents: firstYearPriceInCents(handle) ?? item.priceInCents,
    renewalInCents: item.priceInCents,
    every: item.intervalCount === 3 ? 'quarter' : item.interval,
  } as const;
}

/** SPEC §9: the wait between creating a business and attaching a tax plan to it. */
export const TAX_PLAN_ATTACH_DELAY_MS = 1100;
