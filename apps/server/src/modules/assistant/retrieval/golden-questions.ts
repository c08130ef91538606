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
];

/** Questions the guides do not answer: the assistant must say so, not invent an answer. */
export const OFF_TOPIC_QUESTIONS: readonly string[] = [
  'What is the capital of France?',
  'How do I bake sourdough bread?',
  'Who won the football grand final?',
];
