import type { TPartnerOfferCategory } from '@app/domain';

/** How a customer takes up an offer: a code shown once claimed, or a link to the partner. */
export type TOfferClaim = { kind: 'CODE'; prefix: string } | { kind: 'LINK'; url: string };

export type TPartnerOffer = {
  id: string;
  category: TPartnerOfferCategory;
  partner: string;
  title: string;
  benefit: string;
  terms: string;
  claim: TOfferClaim;
};

/**
 * The offers our partners make to customers, kept as data: a new offer or a changed term is a
 * change here, reviewed like any other. The partners' own terms govern each offer.
 */
export const PARTNER_OFFERS: readonly TPartnerOffer[] = [
  {
    id: 'banking-business-account',
    category: 'BANKING',
    partner: 'Southbank Business Banking',
    title: 'Business transaction account with no monthly fee for 12 months',
    benefit: 'Save up to $120 in account-keeping fees in your first year.',
    terms:
      "New business customers with an ABN only. Account-keeping fee waived for 12 months from opening; standard fees apply afterwards. Subject to the bank's identity checks and approval.",
    claim: { kind: 'LINK', url: 'https://business.southbank.com.au/open-account' },
  },
  {
    id: 'banking-merchant-terminal',
    category: 'BANKING',
    partner: 'Tapline Payments',
    title: 'Card terminal at no upfront cost',
    benefit: 'A free card reader and 1.2% per tap for the first 6 months.',
    terms:
      'One terminal per business. Rate applies to domestic debit and credit cards for 6 months from activation, then the standard rate. Cancellation within 12 months returns the terminal.',
    claim: { kind: 'CODE', prefix: 'TAPCW' },
  },
  {
    id: 'accounting-cloud-ledger',
    category: 'ACCOUNTING',
    partner: 'Ledgerly',
    title: '50% off cloud accounting for 6 months',
    benefit: 'Bank feeds, GST-ready BAS reports and invoicing at half price.',
    terms: 'New Ledgerly subscribers only. Discount applies to the first 6 monthly payments.',
    claim: { kind: 'CODE', prefix: 'LEDG' },
  },
  {
    id: 'accounting-payroll',
    category: 'ACCOUNTING',
    partner: 'PayDay Cloud',
    title: 'Single Touch Payroll free for up to 4 employees for 3 months',
    benefit: 'Lodge STP reports to the ATO and pay super from one screen.',
    terms: 'New customers only; 3 months free, then the plan price for the number of employees.',
    claim: { kind: 'CODE', prefix: 'PAYCW' },
  },
  {
    id: 'insurance-public-liability',
    category: 'INSURANCE',
    partner: 'Harbour Mutual',
    title: '10% off public liability and professional indemnity cover',
    benefit: "A quote in minutes and 10% off the first year's premium.",
    terms:
      "Discount applies to the base premium of new policies taken out within 60 days of claiming. Cover is subject to the insurer's underwriting; read the product disclosure statement before buying.",
    claim: { kind: 'LINK', url: 'https://www.harbourmutual.com.au/small-business/quote' },
  },
  {
    id: 'design-logo',
    category: 'DESIGN',
    partner: 'Markcraft Studio',
    title: 'A professional logo from $199',
    benefit: 'Briefs answered by designers within 48 hours, unlimited revisions for 14 days.',
    terms:
      'Price for the Starter logo package. You own the copyright in the final design once paid.',
    claim: { kind: 'LINK', url: 'https://www.markcraft.studio/logo-design' },
  },
  {
    id: 'marketing-website',
    category: 'MARKETING',
    partner: 'Sitesmith',
    title: '3 months free on a business website plan',
    benefit: 'A domain, hosting, templates and an online shop with GST-inclusive pricing.',
    terms: 'Annual plans only; the first 3 months are free. Domain free for the first year.',
    claim: { kind: 'CODE', prefix: 'SITECW' },
  },
  {
    id: 'software-esign-storage',
    category: 'SOFTWARE',
    partner: 'Vaultbox',
    title: '1 TB of secure Australian-hosted storage for $5 a month for a year',
    benefit: 'Keep signed contracts and records in Australian data centres.',
    terms: 'New customers only. Price applies for 12 months, then the standard monthly price.',
    claim: { kind: 'CODE', prefix: 'VAULT' },
  },
];

export function offerById(id: string): TPartnerOffer | undefined {
  return PARTNER_OFFERS.find((o) => o.id === id);
}
