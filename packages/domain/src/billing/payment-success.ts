import { z } from 'zod';
import { LICENCE_TERM_MONTHS } from '../documents/licence.js';
import { PRODUCT_NAME } from '../shared/constants.js';
import type { TPlanHandle } from './catalogue-types.js';
import {
  isInPlanClass,
  LEGAL_AND_ACCOUNTING_PLANS,
  PAY_PER_DOC_PLANS,
  REFERRAL_EXCLUDED_PLANS,
  TEAM_CAPABLE_PLANS,
} from './plan-classes.js';

// What the payment success page (SPEC §2.4) shows after a purchase.

export const PAYMENT_SUCCESS_TYPES = [
  'tax',
  'accounting',
  'legal',
  'essentials',
  'ppd',
  'virtualOfficeCompany',
  'virtualOffice',
] as const;
export type TPaymentSuccessType = (typeof PAYMENT_SUCCESS_TYPES)[number];

export const PAYMENT_TYPES = ['creditCard', 'directDebit'] as const;
export type TPaymentType = (typeof PAYMENT_TYPES)[number];

/** /payment-success?type={type}&virtualOfficeId={id}&origin={origin} */
export const ZPaymentSuccessQuery = z.object({
  type: z.enum(PAYMENT_SUCCESS_TYPES, { error: 'Unknown payment type' }),
  virtualOfficeId: z.string().min(1).optional(),
  origin: z.string().optional(),
});
export type TPaymentSuccessQuery = z.infer<typeof ZPaymentSuccessQuery>;

/** The name our customers' bank statements show for a direct debit. */
export const STATEMENT_DESCRIPTOR = PRODUCT_NAME.toUpperCase();

export const PAYMENT_SUCCESS_TEXTS = {
  access: `You have unlimited versions of this document for ${LICENCE_TERM_MONTHS} months.`,
  directDebit: `Your bank account will be debited in 2-3 business days. Your bank statement will show ${STATEMENT_DESCRIPTOR}.`,
} as const;

export type TBackLabel = 'Back to AI Chat' | 'Back to document' | 'Back to home';

export type TPaymentSuccessContent = {
  backLabel: TBackLabel;
  showAccountCard: boolean;
  showDocumentCard: boolean;
  showAccountants: boolean;
  showTeamInvite: boolean;
  showReferral: boolean;
  accessText?: string;
  directDebitText?: string;
};

// When the page is reached without a plan handle (a virtual office finalised from its own
// form, say), the type stands for its usual plan.
const TYPE_DEFAULT_PLAN: Record<TPaymentSuccessType, TPlanHandle> = {
  tax: 'tax-plan-annual',
  accounting: 'accounting-advice-plan-annual',
  legal: 'standard-annual-plan-lawyer',
  essentials: 'standard-annual-plan-current',
  ppd: 'pay-per-document',
  virtualOfficeCompany: 'virtual-office',
  virtualOffice: 'virtual-office',
};

/** 'ai' → AI chat; any other origin → the document it came from; none (or empty) → home. */
export function backLabel(origin: string | undefined): TBackLabel {
  if (!origin) return 'Back to home';
  return origin === 'ai' ? 'Back to AI Chat' : 'Back to document';
}

export function paymentSuccessContent(options: {
  type: TPaymentSuccessType;
  planHandle?: string;
  origin?: string;
  paymentType?: TPaymentType;
}): TPaymentSuccessContent {
  const { type, origin, paymentType = 'creditCard' } = options;
  const handle = options.planHandle || TYPE_DEFAULT_PLAN[type];
  const payPerDoc = type === 'ppd' || isInPlanClass(PAY_PER_DOC_PLANS, handle);
  return {
    backLabel: backLabel(origin),
    showAccountCard: payPerDoc,
    showDocumentCard: payPerDoc,
    showAccountants: isInPlanClass(LEGAL_AND_ACCOUNTING_PLANS, handle),
    showTeamInvite: isInPlanClass(TEAM_CAPABLE_PLANS, handle),
    showReferral: !payPerDoc && !isInPlanClass(REFERRAL_EXCLUDED_PLANS, handle),
    ...(payPerDoc && { accessText: PAYMENT_SUCCESS_TEXTS.access }),
    ...(paymentType === 'directDebit' && { directDebitText: PAYMENT_SUCCESS_TEXTS.directDebit }),
  };
}
