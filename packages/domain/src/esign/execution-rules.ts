import {
  AGREEMENT_RULES,
  DEED_BY_COMPANY_RULES,
  DEED_BY_INDIVIDUAL_RULES,
} from './execution-rules-contracts.js';
import { POWER_OF_ATTORNEY_RULES, STATUTORY_DECLARATION_RULES } from './execution-rules-formal.js';
import {
  EXECUTION_DOCUMENT_KIND_LABELS,
  EXECUTION_JURISDICTION_NAMES,
  type TExecutionDocumentKind,
  type TExecutionJurisdiction,
  type TExecutionRule,
  type TExecutionRulesTable,
  type TExecutionSource,
} from './execution-rules-model.js';

// What the sender is told before sending a document for signature: where the law of a
// signer's State does not accept electronic signing or a witness watching by video, and
// whether a witness recipient is needed. Warnings, never refusals: the sender may know
// better (a different governing law, a paper counterpart) and a lawyer decides.

export const EXECUTION_RULES: TExecutionRulesTable = {
  AGREEMENT: AGREEMENT_RULES,
  DEED_BY_INDIVIDUAL: DEED_BY_INDIVIDUAL_RULES,
  DEED_BY_COMPANY: DEED_BY_COMPANY_RULES,
  STATUTORY_DECLARATION: STATUTORY_DECLARATION_RULES,
  POWER_OF_ATTORNEY: POWER_OF_ATTORNEY_RULES,
};

export const EXECUTION_WARNING_CODES = [
  'GOVERNING_LAW_NEEDED',
  'ELECTRONIC_SIGNING_NOT_ACCEPTED',
  'ELECTRONIC_SIGNING_CONDITIONAL',
  'ELECTRONIC_SIGNING_UNCLEAR',
  'WITNESS_MISSING',
  'WITNESS_IS_SIGNER',
  'REMOTE_WITNESSING_NOT_ACCEPTED',
  'REMOTE_WITNESSING_CONDITIONAL',
  'REMOTE_WITNESSING_UNCLEAR',
] as const;
export type TExecutionWarningCode = (typeof EXECUTION_WARNING_CODES)[number];

export type TExecutionWarning = {
  code: TExecutionWarningCode;
  jurisdiction: TExecutionJurisdiction;
  message: string;
  /** The rule's conditions and cautions, to show beneath the message. */
  note: string;
  needsLawyerReview: boolean;
  sources: readonly TExecutionSource[];
};

export type TExecutionRecipient = {
  role: 'SIGNER' | 'APPROVER' | 'VIEWER' | 'WITNESS';
  email?: string;
  /** Where this signer signs, when it differs from the document's. */
  state?: TExecutionJurisdiction;
};

export type TExecutionCheck = {
  /** True when the law of any signer's place needs a witness to their signature. */
  requiresWitness: boolean;
  /** How many witness recipients that law needs (the most any signer's place needs). */
  witnessesRequired: number;
  warnings: TExecutionWarning[];
};

const sameEmail = (a?: string, b?: string) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

function warningsFor(
  kind: TExecutionDocumentKind,
  place: TExecutionJurisdiction,
  rule: TExecutionRule,
  witnessCount: number,
): TExecutionWarning[] {
  const label = EXECUTION_DOCUMENT_KIND_LABELS[kind];
  const where = EXECUTION_JURISDICTION_NAMES[place];
  const warn = (code: TExecutionWarningCode, message: string): TExecutionWarning => ({
    code,
    jurisdiction: place,
    message,
    note: rule.note,
    needsLawyerReview: rule.needsLawyerReview,
    sources: rule.sources,
  });
  const out: TExecutionWarning[] = [];
  switch (rule.electronicSigning) {
    case 'NOT_APPLICABLE':
      return [
        warn(
          'GOVERNING_LAW_NEEDED',
          `Choose the State or Territory whose law governs this ${label}.`,
        ),
      ];
    case 'NOT_ACCEPTED':
      out.push(
        warn(
          'ELECTRONIC_SIGNING_NOT_ACCEPTED',
          `The law of ${where} does not accept a ${label} signed electronically.`,
        ),
      );
      break;
    case 'CONDITIONAL':
      out.push(
        warn(
          'ELECTRONIC_SIGNING_CONDITIONAL',
          `The law of ${where} accepts a ${label} signed electronically only in some cases.`,
        ),
      );
      break;
    case 'UNCLEAR':
      out.push(
        warn(
          'ELECTRONIC_SIGNING_UNCLEAR',
          `Whether the law of ${where} accepts a ${label} signed electronically needs a lawyer's review.`,
        ),
      );
      break;
  }
  if (rule.witnessesRequired === 0) return out;
  if (witnessCount < rule.witnessesRequired) {
    const needed =
      rule.witnessesRequired === 1 ? 'a witness' : `${rule.witnessesRequired} witnesses`;
    out.push(
      warn(
        'WITNESS_MISSING',
        `The law of ${where} needs ${needed} to sign a ${label}: add a recipient with the role Witness.`,
      ),
    );
  }
  if (rule.remoteWitnessing === 'NOT_ACCEPTED') {
    out.push(
      warn(
        'REMOTE_WITNESSING_NOT_ACCEPTED',
        `The law of ${where} needs the witness to a ${label} to be present in person, not watching by video.`,
      ),
    );
  } else if (rule.remoteWitnessing === 'CONDITIONAL') {
    out.push(
      warn(
        'REMOTE_WITNESSING_CONDITIONAL',
        `The law of ${where} lets only some witnesses watch a ${label} being signed by video.`,
      ),
    );
  } else if (rule.remoteWitnessing === 'UNCLEAR') {
    out.push(
      warn(
        'REMOTE_WITNESSING_UNCLEAR',
        `Whether the law of ${where} lets a witness watch a ${label} being signed by video needs a lawyer's review.`,
      ),
    );
  }
  return out;
}

/**
 * The warnings for sending a document of this kind to these recipients for electronic
 * signature, each signer judged by the law of their own State (the document's when not
 * given), and whether a witness recipient is required.
 */
export function executionWarnings(options: {
  documentKind: TExecutionDocumentKind;
  state: TExecutionJurisdiction;
  recipients: readonly TExecutionRecipient[];
}): TExecutionCheck {
  const { documentKind, state, recipients } = options;
  const signers = recipients.filter((r) => r.role === 'SIGNER');
  const witnesses = recipients.filter((r) => r.role === 'WITNESS');
  const places = [...new Set(signers.length ? signers.map((s) => s.state ?? state) : [state])];
  const warnings: TExecutionWarning[] = [];
  let witnessesRequired = 0;
  for (const place of places) {
    const rule = EXECUTION_RULES[documentKind][place];
    witnessesRequired = Math.max(witnessesRequired, rule.witnessesRequired);
    warnings.push(...warningsFor(documentKind, place, rule, witnesses.length));
  }
  if (
    witnessesRequired > 0 &&
    witnesses.some((w) => signers.some((s) => sameEmail(w.email, s.email)))
  ) {
    const rule = EXECUTION_RULES[documentKind][state];
    warnings.push({
      code: 'WITNESS_IS_SIGNER',
      jurisdiction: state,
      message: 'A witness cannot also sign as a party: choose someone else to witness.',
      note: rule.note,
      needsLawyerReview: rule.needsLawyerReview,
      sources: rule.sources,
    });
  }
  return { requiresWitness: witnessesRequired > 0, witnessesRequired, warnings };
}
