import type { TStepKind, TWorkflowDocument } from './step-kinds.js';

export type TTemplateStep = {
  kind: TStepKind;
  title: string;
  /** The library template a DOCUMENT step asks for. */
  target?: TWorkflowDocument;
};

export type TWorkflowTemplate = {
  key: string;
  title: string;
  summary: string;
  steps: readonly TTemplateStep[];
};

// The guided journeys a customer can start. Data, not code: a new journey is a new entry.
// The wording follows Australian practice (ASIC, the ATO, IP Australia, Fair Work).
export const WORKFLOW_TEMPLATES: readonly TWorkflowTemplate[] = [
  {
    key: 'start-a-company',
    title: 'Start a company',
    summary: 'Register a proprietary company with ASIC and set up how it is run and owned.',
    steps: [
      { kind: 'COMPANY', title: 'Register your company with ASIC' },
      {
        kind: 'DOCUMENT',
        title: 'Adopt a company constitution',
        target: 'company-constitution',
      },
      {
        kind: 'DOCUMENT',
        title: 'Agree a shareholders agreement',
        target: 'shareholders-agreement',
      },
      { kind: 'BUSINESS_NAME', title: 'Register a business name to trade under' },
      { kind: 'CONSULTATION', title: 'Talk to an accountant about GST and company tax' },
      { kind: 'TASK', title: "Open a bank account in the company's name" },
    ],
  },
  {
    key: 'hire-your-first-employee',
    title: 'Hire your first employee',
    summary:
      'Make an offer, put the employment in writing and meet your obligations as an employer.',
    steps: [
      { kind: 'DOCUMENT', title: 'Make a written offer', target: 'letter-of-offer' },
      {
        kind: 'DOCUMENT',
        title: 'Prepare the employment contract',
        target: 'employment-contract-full-time',
      },
      { kind: 'ESIGN', title: 'Have the employment contract signed' },
      { kind: 'TASK', title: 'Give the Fair Work Information Statement' },
      { kind: 'TASK', title: 'Register for PAYG withholding with the ATO' },
      { kind: 'TASK', title: "Set up superannuation and workers' compensation insurance" },
    ],
  },
  {
    key: 'protect-your-brand',
    title: 'Protect your brand',
    summary: 'Secure your name, your ideas and the work others create for you.',
    steps: [
      { kind: 'BUSINESS_NAME', title: 'Register your business name' },
      { kind: 'BRIEF', title: 'Ask a lawyer to quote for a trade mark search and application' },
      { kind: 'TASK', title: 'File a trade mark application with IP Australia' },
      {
        kind: 'DOCUMENT',
        title: 'Take an assignment of the IP contractors create',
        target: 'intellectual-property-assignment-deed',
      },
      {
        kind: 'DOCUMENT',
        title: 'Use a non-disclosure agreement before sharing ideas',
        target: 'mutual-non-disclosure-agreement',
      },
    ],
  },
  {
    key: 'sell-online',
    title: 'Sell online',
    summary: 'Get the registrations and website terms an Australian online store needs.',
    steps: [
      { kind: 'ABN', title: 'Apply for an ABN' },
      { kind: 'DOCUMENT', title: 'Publish website terms of use', target: 'website-terms-of-use' },
      { kind: 'DOCUMENT', title: 'Publish a privacy policy', target: 'privacy-policy' },
      {
        kind: 'DOCUMENT',
        title: 'Publish your terms of sale and returns policy',
        target: 'ecommerce-terms',
      },
      { kind: 'CONSULTATION', title: 'Check GST on your online sales with an accountant' },
      { kind: 'TASK', title: 'Check your refund wording against the Australian Consumer Law' },
    ],
  },
];

export function workflowTemplate(key: string): TWorkflowTemplate | undefined {
  return WORKFLOW_TEMPLATES.find((t) => t.key === key);
}

/** A step the customer may add while customising: every journey's steps, and their own task. */
export type TStepChoice = TTemplateStep & { key: string };

const choiceKey = (s: TTemplateStep) => (s.target ? `${s.kind}:${s.target}` : s.kind);

/** One choice per kind of step (one per document), with the wording of its first journey. */
export const STEP_CHOICES: readonly TStepChoice[] = (() => {
  const byKey = new Map<string, TStepChoice>();
  for (const template of WORKFLOW_TEMPLATES) {
    for (const step of template.steps) {
      if (step.kind === 'TASK') continue;
      const key = choiceKey(step);
      if (!byKey.has(key)) byKey.set(key, { ...step, key });
    }
  }
  byKey.set('TASK', { key: 'TASK', kind: 'TASK', title: 'Your own step' });
  return [...byKey.values()];
})();

export function stepChoice(key: string): TStepChoice | undefined {
  return STEP_CHOICES.find((c) => c.key === key);
}
