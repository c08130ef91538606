// How each kind of step is named and what its link says, in the customer's words.
export const STEP_KIND_LABELS: Record<string, string> = {
  DOCUMENT: 'Document',
  COMPANY: 'Company registration',
  ABN: 'ABN',
  BUSINESS_NAME: 'Business name',
  ESIGN: 'E-signature',
  CONSULTATION: 'Consultation',
  BRIEF: 'Quote from a lawyer',
  TASK: 'Your task',
};

export const STEP_LINK_LABELS: Record<string, string> = {
  DOCUMENT: 'Create the document',
  COMPANY: 'Register the company',
  ABN: 'Apply for an ABN',
  BUSINESS_NAME: 'Register the business name',
  ESIGN: 'Send for signature',
  CONSULTATION: 'Book a consultation',
  BRIEF: 'Post a brief',
};

/** Whether the app ticks this kind of step by itself (a task is ticked by hand only). */
export const ticksItself = (kind: string) => kind !== 'TASK';

/** How a step was ticked, for the owner: by the app, by a team member (named), or by them. */
export function doneHowText(
  doneHow: string | null | undefined,
  tickedBy?: string | null,
): string | null {
  if (doneHow === 'AUTOMATIC') return 'Ticked off automatically';
  if (doneHow === 'BY_HAND') return tickedBy ? `Ticked off by ${tickedBy}` : 'Ticked off by you';
  return null;
}
