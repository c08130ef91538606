import {
  executionWarnings,
  type TExecutionCheck,
  type TExecutionRecipient,
} from './execution-rules.js';
import {
  EXECUTION_JURISDICTIONS,
  type TExecutionDocumentKind,
  type TExecutionJurisdiction,
} from './execution-rules-model.js';

// Which row of the execution rules table a document is judged by, and under whose law, read
// from the template it was made from. Reviewed with the templates: a new deed, declaration or
// power of attorney in the library needs its line here, or it is judged as an agreement.

/** Templates signed as deeds; by a company (s 127(3)) when the sender picks company execution. */
export const DEED_TEMPLATES: readonly string[] = [
  'assignment-of-lease',
  'deed-of-assignment',
  'deed-of-novation',
  'deed-of-release',
  'deed-of-variation',
  'general-security-agreement',
  'intellectual-property-assignment-deed',
  'surrender-of-lease',
];

/** Templates whose kind is fixed whoever signs. Every other template is an agreement. */
export const TEMPLATE_EXECUTION_KINDS: Readonly<Record<string, TExecutionDocumentKind>> = {
  'statutory-declaration': 'STATUTORY_DECLARATION',
  'power-of-attorney': 'POWER_OF_ATTORNEY',
};

/** Templates made under one law whatever the answers say (the declaration is Commonwealth). */
const FIXED_GOVERNING_LAW: Readonly<Record<string, TExecutionJurisdiction>> = {
  'statutory-declaration': 'CTH',
};

export const isDeedTemplate = (templateId: string | null | undefined) =>
  !!templateId && DEED_TEMPLATES.includes(templateId);

const isJurisdiction = (value: unknown): value is TExecutionJurisdiction =>
  typeof value === 'string' && (EXECUTION_JURISDICTIONS as readonly string[]).includes(value);

export type TExecutionContext = {
  documentKind: TExecutionDocumentKind;
  /** The law the document names as governing it; null when it names none (uploads). */
  governingLaw: TExecutionJurisdiction | null;
};

/**
 * The kind and governing law of a document about to be signed. An uploaded file (no template)
 * is judged as an agreement: the sender knows what it is, and the warnings say so.
 */
export function executionContextFor(options: {
  templateId: string | null | undefined;
  answers?: unknown;
  /** True when a company signs under s 127(1), which makes a deed one by a company. */
  companySigns?: boolean;
}): TExecutionContext {
  const { templateId, answers, companySigns } = options;
  const documentKind: TExecutionDocumentKind = isDeedTemplate(templateId)
    ? companySigns
      ? 'DEED_BY_COMPANY'
      : 'DEED_BY_INDIVIDUAL'
    : (TEMPLATE_EXECUTION_KINDS[templateId ?? ''] ?? 'AGREEMENT');
  const fixed = FIXED_GOVERNING_LAW[templateId ?? ''];
  const named =
    answers && typeof answers === 'object'
      ? (answers as Record<string, unknown>).governingLaw
      : undefined;
  return { documentKind, governingLaw: fixed ?? (isJurisdiction(named) ? named : null) };
}

/**
 * The warnings for sending this document to these recipients. Without a governing law the
 * document is judged under Commonwealth law, whose rows ask the sender to name a State where
 * the kind needs one; a signer's own State, when given, decides for that signer.
 */
export function executionCheckForSending(options: {
  templateId: string | null | undefined;
  answers?: unknown;
  companySigns?: boolean;
  recipients: readonly TExecutionRecipient[];
}): TExecutionCheck & TExecutionContext {
  const context = executionContextFor(options);
  const check = executionWarnings({
    documentKind: context.documentKind,
    state: context.governingLaw ?? 'CTH',
    recipients: options.recipients,
  });
  return { ...context, ...check };
}

/** The first unmet need for a witness recipient, which stops a send; null when none. */
export function missingWitness(check: TExecutionCheck) {
  return check.warnings.find((w) => w.code === 'WITNESS_MISSING') ?? null;
}
