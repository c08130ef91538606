/**
 * What a step of a workflow asks the customer to do, and so what ticks it off: each kind but
 * TASK is done when the area it names shows the thing done (completion.ts).
 */
export const STEP_KINDS = [
  'DOCUMENT',
  'COMPANY',
  'ABN',
  'BUSINESS_NAME',
  'ESIGN',
  'CONSULTATION',
  'BRIEF',
  'TASK',
] as const;
export type TStepKind = (typeof STEP_KINDS)[number];

export const DONE_HOWS = ['AUTOMATIC', 'BY_HAND'] as const;
export type TDoneHow = (typeof DONE_HOWS)[number];

/** A library template a DOCUMENT step asks for, by slug, with the title the library shows. */
export const WORKFLOW_DOCUMENTS = {
  'company-constitution': 'Company Constitution',
  'shareholders-agreement': 'Shareholders Agreement',
  'letter-of-offer': 'Letter of Offer of Employment',
  'employment-contract-full-time': 'Employment Contract (Full-Time)',
  'intellectual-property-assignment-deed': 'Intellectual Property Assignment Deed',
  'mutual-non-disclosure-agreement': 'Mutual Non-Disclosure Agreement',
  'website-terms-of-use': 'Website Terms of Use',
  'privacy-policy': 'Privacy Policy',
  'ecommerce-terms': 'Online Store Terms of Sale',
} as const;
export type TWorkflowDocument = keyof typeof WORKFLOW_DOCUMENTS;

/** Where in the app a step of this kind is done (null: the customer does it elsewhere). */
export function stepLink(kind: TStepKind, target: string | null): string | null {
  switch (kind) {
    case 'DOCUMENT': {
      const title = WORKFLOW_DOCUMENTS[target as TWorkflowDocument] ?? target ?? '';
      return `/documents/document-library?q=${encodeURIComponent(title)}`;
    }
    case 'COMPANY':
      return '/solutions/business-solutions/company';
    case 'ABN':
      return '/register-abn';
    case 'BUSINESS_NAME':
      return '/register-business-name';
    case 'ESIGN':
      return '/documents/my-documents';
    case 'CONSULTATION':
      return '/consultations/new-consultation';
    case 'BRIEF':
      return '/quotes';
    case 'TASK':
      return null;
  }
}
