/** The help centre's topics, in the order the list shows them, and the guides under each. */
export const HELP_CENTRE_TOPICS: readonly { topic: string; guides: readonly string[] }[] = [
  {
    topic: 'Starting and structuring a business',
    guides: [
      'starting-a-business',
      'business-structures',
      'abn-registration',
      'business-names',
      'registering-a-company',
      'partnerships',
      'trusts-for-business',
      'franchising',
      'business-insurance',
    ],
  },
  {
    topic: 'Running a company',
    guides: [
      'director-duties',
      'company-annual-obligations',
      'shareholders-agreements',
      'director-penalty-notices',
      'electronic-signatures-and-deeds',
    ],
  },
  {
    topic: 'Employing people',
    guides: [
      'employing-staff',
      'national-employment-standards',
      'modern-awards-and-minimum-wages',
      'casual-employees',
      'contractors-vs-employees',
      'sham-contracting',
      'parental-leave',
      'working-from-home',
      'workplace-bullying-and-sexual-harassment',
      'work-health-and-safety',
      'unfair-dismissal',
      'redundancy',
      'restraints-of-trade',
    ],
  },
  {
    topic: 'Tax, payroll and records',
    guides: [
      'gst-registration',
      'tax-invoices-and-bas',
      'payg-withholding',
      'payroll-and-single-touch-payroll',
      'superannuation-guarantee',
      'taxable-payments-annual-report',
      'record-keeping',
    ],
  },
  {
    topic: 'Customers, marketing and privacy',
    guides: [
      'consumer-guarantees',
      'warranties-and-refund-policies',
      'misleading-conduct',
      'unfair-contract-terms',
      'unfair-contract-terms-penalties',
      'website-terms-and-conditions',
      'marketing-and-spam',
      'telemarketing-and-do-not-call',
      'privacy',
      'privacy-policies-and-the-apps',
      'notifiable-data-breaches',
    ],
  },
  {
    topic: 'Brands, ideas and online presence',
    guides: ['trade-marks', 'copyright-and-ip-ownership', 'domain-names', 'ndas'],
  },
  {
    topic: 'Premises',
    guides: ['commercial-leases', 'retail-leases'],
  },
  {
    topic: 'Getting paid, disputes and insolvency',
    guides: [
      'payment-times-and-late-payment',
      'debt-recovery',
      'ppsr-and-security-interests',
      'statutory-demands',
      'small-claims',
      'small-business-disputes',
      'insolvency-and-restructuring',
    ],
  },
  {
    topic: 'Buying, selling and planning ahead',
    guides: [
      'buying-a-business',
      'selling-a-business',
      'wills-for-business-owners',
      'powers-of-attorney',
    ],
  },
];

/** Guides no topic names yet still appear, under this heading at the end. */
export const OTHER_TOPIC = 'Other guides';

const TOPIC_OF = new Map(
  HELP_CENTRE_TOPICS.flatMap(({ topic, guides }) => guides.map((slug) => [slug, topic] as const)),
);

export function topicOf(slug: string): string {
  return TOPIC_OF.get(slug) ?? OTHER_TOPIC;
}
