import type { TCatalogueItem, TPlanHandle, TProductFamily } from './catalogue-types.js';

// The plan catalogue: every plan handle of SPEC §9, plus the pay-per-document handle and
// the free tier. Prices are AUD cents including GST, chosen to be realistic and to agree
// with the figures §9 does give:
//
//   handle                              price      billed        per month
//   free                                $0         -             -
//   pay-per-document                    $49        once          -
//   essentials-quarterly                $87        quarterly     $29
//   standard-annual-plan-current        $299       yearly        $24.92   (promo $169)
//   legal-advice-plan-quarterly         $447       quarterly     $149
//   standard-annual-plan-lawyer         $1,668     yearly        $139     (promo $1,068)
//   accounting-advice-plan-quarterly    $327       quarterly     $109
//   accounting-advice-plan-annual       $1,188     yearly        $99
//   tax-plan-quarterly                  $537       quarterly     $179
//   tax-plan-annual                     $1,920     yearly        $160
//   business-compliance                 $299       yearly        first year fixed $199
//   asic-compliance-plan-quarterly      $267       quarterly     $89
//   asic-compliance-plan                $999       yearly        first year fixed $799
//   virtual-office-quarterly            $177       quarterly     $59
//   virtual-office                      $588       yearly        $49
//   acn-registration (and -external, -internal)   $699 once
//   acn-registration-westpac            $599       once          partner price
//   acn-annual-plan-unlimited           $399       yearly        7-day free trial at $0
//
// Quarterly plans cost more per month than yearly ones, so quarterly → yearly is never an
// "upgrade" by monthly price (see migration-check.ts).

export const COMPANY_PLAN_HANDLE = 'acn-annual-plan-unlimited' satisfies TPlanHandle;
export const PAY_PER_DOCUMENT_HANDLE = 'pay-per-document' satisfies TPlanHandle;
export const FREE_PLAN_HANDLE = 'free' satisfies TPlanHandle;
export const FREE_TRIAL_DAYS = 7;

const FAMILY_RIGHTS: Record<TProductFamily, TCatalogueItem['rights']> = {
  free: { icon: 'user', categoryType: 'free' },
  'pay-per-document': { icon: 'file', categoryType: 'payPerDocument' },
  essentials: { icon: 'file-text', categoryType: 'legal' },
  'legal-advice': { icon: 'scale', categoryType: 'legal' },
  'company-plan': { icon: 'briefcase', categoryType: 'legal' },
  'accounting-advice': { icon: 'calculator', categoryType: 'accounting' },
  tax: { icon: 'receipt', categoryType: 'accounting' },
  compliance: { icon: 'shield-check', categoryType: 'compliance' },
  'virtual-office': { icon: 'building', categoryType: 'virtualOffice' },
  'company-registration': { icon: 'id-card', categoryType: 'registration' },
};

// Plans delivered by a professional under an engagement (lawyers, accountants, ASIC agent,
// mail handling) need a signed agreement before the service starts.
const CONTRACT_FAMILIES: readonly TProductFamily[] = [
  'legal-advice',
  'accounting-advice',
  'tax',
  'compliance',
  'virtual-office',
];

type TCadence = 'month' | 'quarter' | 'year' | 'once';
type TExtras = {
  /** true: sold in bundles at list price; a number: at that bundle price point. */
  bundle?: true | number;
  trialDays?: number;
};

function plan(
  handle: TPlanHandle,
  name: string,
  priceInCents: number,
  cadence: TCadence,
  productFamily: TProductFamily,
  extras: TExtras = {},
): TCatalogueItem {
  const { bundle, trialDays } = extras;
  const bundlePriceInCents = bundle === true ? priceInCents : bundle;
  return {
    handle,
    name,
    priceInCents,
    // The billing provider has no quarter: a quarterly plan is a 3-month interval.
    interval: cadence === 'quarter' ? 'month' : cadence,
    intervalCount: cadence === 'quarter' ? 3 : 1,
    hasTrial: trialDays !== undefined,
    trialPriceInCents: trialDays !== undefined ? 0 : null,
    trialInterval: trialDays ?? null,
    trialIntervalUnit: trialDays !== undefined ? 'day' : null,
    rights: FAMILY_RIGHTS[productFamily],
    needsContract: CONTRACT_FAMILIES.includes(productFamily),
    ...(bundlePriceInCents !== undefined && {
      bundlePrice: { priceId: `${handle}-bundle`, priceInCents: bundlePriceInCents },
    }),
    productFamily,
  };
}

// Plans that can go into a bundle carry a bundle price point; compliance plans enter a
// bundle at their fixed first-year price.
export const CATALOGUE: readonly TCatalogueItem[] = [
  plan('free', 'Free', 0, 'month', 'free'),
  plan('pay-per-document', 'Pay per document', 4900, 'once', 'pay-per-document'),
  plan('essentials-quarterly', 'Essentials', 8700, 'quarter', 'essentials', { bundle: true }),
  plan('standard-annual-plan-current', 'Essentials', 29900, 'year', 'essentials', { bundle: true }),
  plan('legal-advice-plan-quarterly', 'Legal Advice', 44700, 'quarter', 'legal-advice', {
    bundle: true,
  }),
  plan('standard-annual-plan-lawyer', 'Legal Advice', 166800, 'year', 'legal-advice', {
    bundle: true,
  }),
  plan(
    'accounting-advice-plan-quarterly',
    'Accounting Advice',
    32700,
    'quarter',
    'accounting-advice',
    { bundle: true },
  ),
  plan('accounting-advice-plan-annual', 'Accounting Advice', 118800, 'year', 'accounting-advice', {
    bundle: true,
  }),
  plan('tax-plan-quarterly', 'Tax', 53700, 'quarter', 'tax', { bundle: true }),
  plan('tax-plan-annual', 'Tax', 192000, 'year', 'tax', { bundle: true }),
  plan('business-compliance', 'Business Compliance', 29900, 'year', 'compliance', {
    bundle: 19900,
  }),
  plan('asic-compliance-plan-quarterly', 'ASIC Compliance', 26700, 'quarter', 'compliance', {
    bundle: true,
  }),
  plan('asic-compliance-plan', 'ASIC Compliance', 99900, 'year', 'compliance', { bundle: 79900 }),
  plan('virtual-office-quarterly', 'Virtual Office', 17700, 'quarter', 'virtual-office', {
    bundle: true,
  }),
  plan('virtual-office', 'Virtual Office', 58800, 'year', 'virtual-office', { bundle: true }),
  plan('acn-registration', 'Company registration', 69900, 'once', 'company-registration'),
  plan('acn-registration-external', 'Company registration', 69900, 'once', 'company-registration'),
  plan('acn-registration-internal', 'Company registration', 69900, 'once', 'company-registration'),
  plan('acn-registration-westpac', 'Company registration', 59900, 'once', 'company-registration'),
  plan('acn-annual-plan-unlimited', 'Company plan', 39900, 'year', 'company-plan', {
    trialDays: FREE_TRIAL_DAYS,
  }),
];

const BY_HANDLE = new Map<string, TCatalogueItem>(CATALOGUE.map((item) => [item.handle, item]));

export function isPlanHandle(handle: string): handle is TPlanHandle {
  return BY_HANDLE.has(handle);
}

/** The catalogue item of a handle; undefined for handles the catalogue does not sell. */
export function catalogueItem(handle: string): TCatalogueItem | undefined {
  return BY_HANDLE.get(handle);
}

// Plans whose rights overlap: each of these gives every document and the AI assistant, so a
// customer holding two would pay twice for the same thing. Moving between them is a change of
// plan, never a second purchase.
const DOCUMENT_PLAN_FAMILIES: readonly TProductFamily[] = [
  'essentials',
  'legal-advice',
  'company-plan',
];

/**
 * What a recurring plan covers: a customer holds at most one live plan per coverage. One-off
 * purchases (a document, a registration) and the free tier cover nothing and may repeat.
 */
export function planCoverage(handle: string): string | null {
  const item = catalogueItem(handle);
  if (!item || item.interval === 'once' || item.handle === FREE_PLAN_HANDLE) return null;
  return DOCUMENT_PLAN_FAMILIES.includes(item.productFamily) ? 'documents' : item.productFamily;
}
