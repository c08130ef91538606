import { FREE_TRIAL_DAYS, type TPlanHandle } from '@app/domain';

// What the pricing tables offer, tab by tab. Prices and terms come from the domain
// catalogue; this file only groups plans into products and says what each includes.

export type TPricingProduct = {
  key: string;
  name: string;
  summary: string;
  features: string[];
  quarterly?: TPlanHandle;
  annual?: TPlanHandle;
};

export type TPricingTab = { key: string; label: string; products: TPricingProduct[] };

const essentials: TPricingProduct = {
  key: 'essentials',
  name: 'Essentials',
  summary: 'Every legal document you need, for you and your team.',
  features: [
    'Unlimited documents in PDF and Word',
    'Unlimited e-signatures',
    'The AI assistant: ask, draft and review',
    'Up to 3 team members',
  ],
  quarterly: 'essentials-quarterly',
  annual: 'standard-annual-plan-current',
};

const legalAdvice: TPricingProduct = {
  key: 'legal-advice',
  name: 'Legal Advice',
  summary: 'Essentials plus a lawyer on call for your business.',
  features: [
    'Everything in Essentials',
    'Unlimited consultations with our lawyers',
    'Document reviews by a lawyer',
    'Up to 3 team members',
  ],
  quarterly: 'legal-advice-plan-quarterly',
  annual: 'standard-annual-plan-lawyer',
};

const companyPlan: TPricingProduct = {
  key: 'company-plan',
  name: 'Company plan',
  summary: `Run your company’s paperwork in one place. Try it free for ${FREE_TRIAL_DAYS} days.`,
  features: [
    'Every document, including company registers and resolutions',
    'Bulk e-signing for directors and shareholders',
    'The AI assistant',
    'Up to 3 team members',
  ],
  annual: 'acn-annual-plan-unlimited',
};

const accountingAdvice: TPricingProduct = {
  key: 'accounting-advice',
  name: 'Accounting Advice',
  summary: 'An accountant to answer your business questions.',
  features: ['Consultations with our accountants', 'Cash flow and structure advice'],
  quarterly: 'accounting-advice-plan-quarterly',
  annual: 'accounting-advice-plan-annual',
};

const tax: TPricingProduct = {
  key: 'tax',
  name: 'Tax',
  summary: 'Your business tax return and BAS, done by an accountant.',
  features: ['Annual business tax return', 'BAS lodgements', 'Consultations with our accountants'],
  quarterly: 'tax-plan-quarterly',
  annual: 'tax-plan-annual',
};

const businessCompliance: TPricingProduct = {
  key: 'business-compliance',
  name: 'Business Compliance',
  summary: 'Reminders and filings that keep your business in good standing.',
  features: ['Annual review reminders', 'Business name and ABN upkeep'],
  annual: 'business-compliance',
};

const asicCompliance: TPricingProduct = {
  key: 'asic-compliance',
  name: 'ASIC Compliance',
  summary: 'We act as your ASIC agent and keep your company records current.',
  features: ['ASIC annual review handled', 'Company change filings', 'Registered agent service'],
  quarterly: 'asic-compliance-plan-quarterly',
  annual: 'asic-compliance-plan',
};

const virtualOffice: TPricingProduct = {
  key: 'virtual-office',
  name: 'Virtual Office',
  summary: 'A business address with mail handling.',
  features: [
    'A professional street address',
    'Mail scanned and forwarded',
    'Use as registered office',
  ],
  quarterly: 'virtual-office-quarterly',
  annual: 'virtual-office',
};

export const PRICING_TABS: readonly TPricingTab[] = [
  { key: 'legal', label: 'Legal', products: [essentials, legalAdvice, companyPlan] },
  { key: 'accounting', label: 'Accounting & Tax', products: [accountingAdvice, tax] },
  { key: 'compliance', label: 'Compliance', products: [businessCompliance, asicCompliance] },
  { key: 'virtual-office', label: 'Virtual Office', products: [virtualOffice] },
];

/** /legal-plans shows the legal plans alone. */
export const LEGAL_PLANS_TABS: readonly TPricingTab[] = [PRICING_TABS[0]!];

// Links elsewhere name a product rather than a tab (the freemium panel's 'essentials').
const TAB_ALIASES: Record<string, string> = {
  essentials: 'legal',
  'legal-advice': 'legal',
  'company-plan': 'legal',
  'accounting-advice': 'accounting',
  tax: 'accounting',
  'business-compliance': 'compliance',
  'asic-compliance': 'compliance',
};

/** The tab a `tab` query value names; an unknown or missing value falls back to the first. */
export function pricingTab(value: string | null, tabs: readonly TPricingTab[]): TPricingTab {
  const key = value ? (TAB_ALIASES[value] ?? value) : undefined;
  return tabs.find((tab) => tab.key === key) ?? tabs[0]!;
}
