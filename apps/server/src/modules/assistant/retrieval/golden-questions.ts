/**
 * Questions customers ask, each with the guide a good answer must cite. The retrieval test
 * scores the assistant against them; add a line whenever a real question was answered badly.
 */
export const GOLDEN_QUESTIONS: readonly { question: string; guide: string }[] = [
  { question: 'When do I need to register for GST?', guide: 'gst-registration' },
  { question: 'Can I fire an employee who keeps turning up late?', guide: 'unfair-dismissal' },
  { question: 'Should I be a sole trader or set up a company?', guide: 'business-structures' },
  { question: 'How do I get an ABN for my new business?', guide: 'abn-registration' },
  { question: 'What duties do I have as a company director?', guide: 'director-duties' },
  {
    question: 'How much annual leave does a full-time employee get?',
    guide: 'national-employment-standards',
  },
  { question: 'Is my cleaner a contractor or an employee?', guide: 'contractors-vs-employees' },
  { question: 'Does the Privacy Act apply to my small business?', guide: 'privacy' },
  {
    question: 'A customer wants a refund for a faulty product. Do I have to give one?',
    guide: 'consumer-guarantees',
  },
  { question: 'What should a confidentiality agreement include?', guide: 'ndas' },
  {
    question: 'What should I check before signing a lease for a shop?',
    guide: 'commercial-leases',
  },
  {
    question: 'A client has not paid my invoice for three months. What can I do?',
    guide: 'debt-recovery',
  },
  { question: 'How do I protect my logo and brand?', guide: 'trade-marks' },
  { question: 'How much super do I have to pay for my staff?', guide: 'superannuation-guarantee' },
  {
    question: 'Is a one-sided clause in a supplier standard form contract enforceable?',
    guide: 'unfair-contract-terms',
  },
  {
    question: 'Do I need to register a business name if I trade under my own name?',
    guide: 'business-names',
  },
  { question: 'What must a tax invoice show?', guide: 'tax-invoices-and-bas' },
  { question: 'How long do I have to keep my business records?', guide: 'record-keeping' },
  {
    question: 'Can I send marketing emails to people who bought from me?',
    guide: 'marketing-and-spam',
  },
  {
    question: 'What does a company need to do every year with ASIC?',
    guide: 'company-annual-obligations',
  },
  { question: 'Can a casual worker ask to become permanent?', guide: 'casual-employees' },
  {
    question: 'What are my work health and safety duties as a business?',
    guide: 'work-health-and-safety',
  },
  { question: 'Do I need public liability insurance?', guide: 'business-insurance' },
  {
    question: 'Am I liable for debts my business partner ran up in our partnership?',
    guide: 'partnerships',
  },
  {
    question: 'A staff member says a colleague keeps bullying her. What should I do?',
    guide: 'workplace-bullying-and-sexual-harassment',
  },
  {
    question: 'Do I have to report wages to the ATO every payday?',
    guide: 'payroll-and-single-touch-payroll',
  },
  { question: 'How much tax should I withhold from wages?', guide: 'payg-withholding' },
  {
    question: 'Our customer database was hacked. Do we have to tell anyone?',
    guide: 'notifiable-data-breaches',
  },
  { question: 'What must my privacy policy say?', guide: 'privacy-policies-and-the-apps' },
  {
    question: 'Can I cold call numbers on the Do Not Call Register?',
    guide: 'telemarketing-and-do-not-call',
  },
  {
    question: 'How big are the fines for unfair terms in standard form contracts now?',
    guide: 'unfair-contract-terms-penalties',
  },
  {
    question: 'Is it illegal to post fake reviews of my own products?',
    guide: 'misleading-conduct',
  },
  {
    question: 'Am I allowed to display a no refunds sign?',
    guide: 'warranties-and-refund-policies',
  },
  {
    question: 'What disclosure does a franchisor have to give me before I sign?',
    guide: 'franchising',
  },
  {
    question: 'Who owns the copyright in a logo a freelance designer made for me?',
    guide: 'copyright-and-ip-ownership',
  },
  { question: 'Can I register a .com.au domain name?', guide: 'domain-names' },
  {
    question: 'Are the terms and conditions on my online store binding on customers?',
    guide: 'website-terms-and-conditions',
  },
  {
    question: 'Do I need to register retention of title on the PPSR?',
    guide: 'ppsr-and-security-interests',
  },
  {
    question: 'Someone served a statutory demand on my company. What now?',
    guide: 'statutory-demands',
  },
  {
    question: 'My company cannot pay its debts. Can it restructure?',
    guide: 'insolvency-and-restructuring',
  },
  {
    question: 'What due diligence should I do when buying a cafe business?',
    guide: 'buying-a-business',
  },
  { question: 'What tax will I pay when I sell my business?', guide: 'selling-a-business' },
  { question: 'Should my business be run through a family trust?', guide: 'trusts-for-business' },
  { question: 'Does a retail lease give my shop extra protection?', guide: 'retail-leases' },
  {
    question: 'Can I charge interest when a customer pays my invoice late?',
    guide: 'payment-times-and-late-payment',
  },
  {
    question: 'Is a contract signed with an electronic signature binding?',
    guide: 'electronic-signatures-and-deeds',
  },
  {
    question: 'Who makes decisions for my business if I lose capacity?',
    guide: 'powers-of-attorney',
  },
  {
    question: 'What happens to my company shares when I die?',
    guide: 'wills-for-business-owners',
  },
  {
    question: 'Can the Small Business Ombudsman help with a dispute with a supplier?',
    guide: 'small-business-disputes',
  },
  {
    question: 'How do I file a claim in the small claims tribunal?',
    guide: 'small-claims',
  },
  {
    question: 'Can a non-compete clause stop my former employee joining a competitor?',
    guide: 'restraints-of-trade',
  },
  {
    question: 'Do I have to tell the ATO what I paid my cleaning contractors?',
    guide: 'taxable-payments-annual-report',
  },
  {
    question: 'Is it sham contracting to make an employee get an ABN?',
    guide: 'sham-contracting',
  },
  {
    question: 'Can I refuse an employee request to work from home?',
    guide: 'working-from-home',
  },
];

/** Questions the guides do not answer: the assistant must say so, not invent an answer. */
export const OFF_TOPIC_QUESTIONS: readonly string[] = [
  'What is the capital of France?',
  'How do I bake sourdough bread?',
  'Who won the football grand final?',
];
