import { z } from 'zod';

// The shapes of the plan catalogue (SPEC §3 product catalogue item); the data is in catalogue.ts.

export const PLAN_HANDLES = [
  'free',
  'pay-per-document',
  'essentials-quarterly',
  'standard-annual-plan-current',
  'legal-advice-plan-quarterly',
  'standard-annual-plan-lawyer',
  'accounting-advice-plan-quarterly',
  'accounting-advice-plan-annual',
  'tax-plan-quarterly',
  'tax-plan-annual',
  'business-compliance',
  'asic-compliance-plan-quarterly',
  'asic-compliance-plan',
  'virtual-office-quarterly',
  'virtual-office',
  'acn-registration',
  'acn-registration-external',
  'acn-registration-internal',
  'acn-registration-westpac',
  'acn-annual-plan-unlimited',
] as const;
export type TPlanHandle = (typeof PLAN_HANDLES)[number];

export const BILLING_INTERVALS = ['month', 'year', 'once'] as const;
export type TBillingInterval = (typeof BILLING_INTERVALS)[number];

// A product family groups the quarterly and yearly variants of one product.
export const PRODUCT_FAMILIES = [
  'free',
  'pay-per-document',
  'essentials',
  'legal-advice',
  'accounting-advice',
  'tax',
  'compliance',
  'virtual-office',
  'company-registration',
  'company-plan',
] as const;
export type TProductFamily = (typeof PRODUCT_FAMILIES)[number];

// A category type groups families a subscription may migrate between: the document and
// legal plans (Essentials, Legal Advice, the company plan) form one ladder, the
// accountants' plans (Accounting Advice, Tax) another.
export const CATEGORY_TYPES = [
  'free',
  'payPerDocument',
  'legal',
  'accounting',
  'compliance',
  'virtualOffice',
  'registration',
] as const;
export type TCategoryType = (typeof CATEGORY_TYPES)[number];

export const ZCatalogueItem = z.object({
  handle: z.enum(PLAN_HANDLES),
  name: z.string().min(1),
  priceInCents: z.number().int().nonnegative(),
  interval: z.enum(BILLING_INTERVALS),
  intervalCount: z.number().int().positive(),
  hasTrial: z.boolean(),
  trialPriceInCents: z.number().int().nonnegative().nullable(),
  trialInterval: z.number().int().positive().nullable(),
  trialIntervalUnit: z.enum(['day', 'month']).nullable(),
  rights: z.object({ icon: z.string().min(1), categoryType: z.enum(CATEGORY_TYPES) }),
  needsContract: z.boolean(),
  bundlePrice: z
    .object({ priceId: z.string().min(1), priceInCents: z.number().int().nonnegative() })
    .optional(),
  productFamily: z.enum(PRODUCT_FAMILIES),
});
export type TCatalogueItem = z.infer<typeof ZCatalogueItem>;
