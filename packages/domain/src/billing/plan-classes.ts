import { COMPANY_PLAN_HANDLE } from './catalogue.js';
import type { TPlanHandle } from './catalogue-types.js';

// The plan-handle lists of SPEC §9 that classify plans for success screens, buttons and
// migrations. Lists name handles rather than families so that a single handle (say the
// Westpac registration) can be treated differently from its siblings.

export const VIRTUAL_OFFICE_PLANS = [
  'virtual-office-quarterly',
  'virtual-office',
] as const satisfies readonly TPlanHandle[];

export const PAY_PER_DOC_PLANS = ['pay-per-document'] as const satisfies readonly TPlanHandle[];

export const ESSENTIALS_PLANS = [
  'essentials-quarterly',
  'standard-annual-plan-current',
] as const satisfies readonly TPlanHandle[];

export const TAX_PLANS = [
  'tax-plan-quarterly',
  'tax-plan-annual',
] as const satisfies readonly TPlanHandle[];

export const ACCOUNTING_ADVICE_PLANS = [
  'accounting-advice-plan-quarterly',
  'accounting-advice-plan-annual',
] as const satisfies readonly TPlanHandle[];

export const LEGAL_ADVICE_PLANS = [
  'legal-advice-plan-quarterly',
  'standard-annual-plan-lawyer',
] as const satisfies readonly TPlanHandle[];

/** Plans served by the advisers; their success screen also introduces the accountants. */
export const LEGAL_AND_ACCOUNTING_PLANS = [
  ...LEGAL_ADVICE_PLANS,
  ...ACCOUNTING_ADVICE_PLANS,
  ...TAX_PLANS,
] as const satisfies readonly TPlanHandle[];

export const COMPLIANCE_PLANS = [
  'business-compliance',
  'asic-compliance-plan-quarterly',
  'asic-compliance-plan',
] as const satisfies readonly TPlanHandle[];

export const REGISTRATION_PLANS = [
  'acn-registration',
  'acn-registration-external',
  'acn-registration-internal',
  'acn-registration-westpac',
] as const satisfies readonly TPlanHandle[];

/** Plans whose owner may invite up to 3 team members (SPEC §1, §9). */
export const TEAM_CAPABLE_PLANS = [
  ...ESSENTIALS_PLANS,
  ...LEGAL_ADVICE_PLANS,
  COMPANY_PLAN_HANDLE,
] as const satisfies readonly TPlanHandle[];

/**
 * No referral card after these purchases: partner- and staff-channel registrations already
 * belong to someone else's referral, and a single document or the free tier is not a
 * purchase we ask people to recommend.
 */
export const REFERRAL_EXCLUDED_PLANS = [
  'free',
  'pay-per-document',
  'acn-registration-external',
  'acn-registration-internal',
  'acn-registration-westpac',
] as const satisfies readonly TPlanHandle[];

/**
 * Current plans that show 'Claim free trial' (of the company plan) instead of 'Upgrade my
 * plan': people with no document plan yet — the free tier, a single document, or a
 * freshly registered company.
 */
export const TRIAL_ELIGIBLE_PLANS = [
  'free',
  'pay-per-document',
  ...REGISTRATION_PLANS,
] as const satisfies readonly TPlanHandle[];

/** The top of the legal ladder: nothing to upgrade to, so no upgrade button. */
export const NOT_UPGRADEABLE_PLANS = [
  ...LEGAL_ADVICE_PLANS,
] as const satisfies readonly TPlanHandle[];

/**
 * Plans a subscription may be migrated away from (SPEC §4 migration check): every
 * recurring plan. One-off purchases and the free tier hold no subscription to migrate.
 */
export const MIGRATION_ALLOWED_PLANS = [
  ...ESSENTIALS_PLANS,
  ...LEGAL_ADVICE_PLANS,
  ...ACCOUNTING_ADVICE_PLANS,
  ...TAX_PLANS,
  ...COMPLIANCE_PLANS,
  ...VIRTUAL_OFFICE_PLANS,
  COMPANY_PLAN_HANDLE,
] as const satisfies readonly TPlanHandle[];

/** Membership test that accepts any string, since handles arrive from the server. */
export function isInPlanClass(planClass: readonly TPlanHandle[], handle: string): boolean {
  return (planClass as readonly string[]).includes(handle);
}
