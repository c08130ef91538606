/** Partner offers (SPEC §1, §2.1 AU only, §3 canAccessPartnerOffers). */
export const PARTNER_OFFER_CATEGORIES = [
  'BANKING',
  'ACCOUNTING',
  'INSURANCE',
  'DESIGN',
  'MARKETING',
  'SOFTWARE',
] as const;
export type TPartnerOfferCategory = (typeof PARTNER_OFFER_CATEGORIES)[number];

export const PARTNER_OFFER_CATEGORY_LABELS: Record<TPartnerOfferCategory, string> = {
  BANKING: 'Banking and payments',
  ACCOUNTING: 'Accounting and payroll',
  INSURANCE: 'Insurance',
  DESIGN: 'Logo and design',
  MARKETING: 'Marketing',
  SOFTWARE: 'Software',
};

export const PARTNER_OFFER_MESSAGES = {
  auOnly: 'Partner offers are available to Australian accounts only.',
  needsPlan: 'Partner offers come with a paid plan. Choose a plan to claim this offer.',
  unknownOffer: 'That offer is no longer available.',
  claimed: 'Offer claimed',
  codeCopied: 'Code copied!',
  copyFailed: 'The code could not be copied: select it and copy it yourself.',
} as const;
