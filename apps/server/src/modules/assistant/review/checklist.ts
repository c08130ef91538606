import { compactIdentifier, isValidAbn } from '@app/domain';
import type { TReviewFindingRecord } from '../tables.js';
import { ACL_UNFAIR_TERMS, guideCitation } from './citations.js';
import { KIND_LABELS, recogniseKind, type TContractKind } from './contract-kinds.js';
import { REQUIRED } from './required-clauses.js';
import { MIN_PASSAGE, quote, RISKS, sentences } from './risks.js';

export {
  CONTRACT_KINDS,
  KIND_LABELS,
  recogniseKind,
  type TContractKind,
} from './contract-kinds.js';
export type TReviewFinding = TReviewFindingRecord;

export type TReview = { kind: TContractKind; findings: TReviewFinding[] };

/**
 * The embedded reviewer: recognises the kind of contract, checks it against that kind's
 * checklist (missing clauses, then risky terms passage by passage, then the parties' ABNs
 * and the governing law) and cites a guide or statute for each finding with a suggested fix.
 * The document is only ever read as data: nothing in it can change what is checked.
 */
export function reviewContract(text: string): TReview {
  const kind = recogniseKind(text);
  const findings: TReviewFinding[] = [];
  for (const clause of REQUIRED[kind]) {
    if (clause.present.test(text)) continue;
    findings.push({
      code: 'MISSING_CLAUSE',
      severity: 'MEDIUM',
      title: `Missing: ${clause.name}`,
      passage: null,
      explanation: `A ${KIND_LABELS[kind]} usually has ${clause.name}; this one does not.`,
      suggestedFix: clause.fix,
      citation: clause.citation(),
    });
  }
  const seen = new Set<string>();
  // A heading ('Restraint.') names a clause; the sentences after it say what it does.
  for (const sentence of sentences(text).filter((s) => s.length >= MIN_PASSAGE)) {
    for (const risk of RISKS) {
      if (seen.has(`${risk.code}:${sentence}`) || !risk.find(sentence)) continue;
      seen.add(`${risk.code}:${sentence}`);
      findings.push({
        code: risk.code,
        severity:
          risk.code === 'RESTRAINT' && /longer than|far wider/.test(risk.explanation(sentence))
            ? 'HIGH'
            : risk.severity,
        title: risk.title,
        passage: quote(sentence),
        explanation: risk.explanation(sentence),
        suggestedFix: risk.fix,
        citation: risk.citation(),
      });
    }
  }
  if (
    kind !== 'other' &&
    !/\bgoverned by\b|\bgoverning law\b|\blaws? of\b[^.]{0,40}\bappl/i.test(text)
  ) {
    findings.push({
      code: 'MISSING_GOVERNING_LAW',
      severity: 'LOW',
      title: 'Missing: governing law',
      passage: null,
      explanation: 'The contract does not say which law governs it or which courts hear disputes.',
      suggestedFix:
        'Add a clause choosing the law of your Australian state or territory and its courts.',
      citation: ACL_UNFAIR_TERMS(),
    });
  }
  findings.push(...abnFindings(text, kind));
  const order = { HIGH: 0, MEDIUM: 1, LOW: 2 } as const;
  return { kind, findings: findings.sort((a, b) => order[a.severity] - order[b.severity]) };
}

function abnFindings(text: string, kind: TContractKind): TReviewFinding[] {
  const out: TReviewFinding[] = [];
  const abns = [...text.matchAll(/\bABN\s*:?\s*(\d{2}\s?\d{3}\s?\d{3}\s?\d{3})\b/g)];
  for (const m of abns) {
    if (isValidAbn(compactIdentifier(m[1]!))) continue;
    out.push({
      code: 'INVALID_ABN',
      severity: 'HIGH',
      title: 'An ABN that does not exist',
      passage: quote(sentences(text).find((s) => s.includes(m[1]!)) ?? m[0]),
      explanation: `ABN ${m[1]} fails the ABN check digits, so it cannot belong to any business. The party may be misdescribed, which makes the contract harder to enforce.`,
      suggestedFix: 'Check the party’s ABN on ABN Lookup and correct it.',
      citation: guideCitation('abn-registration'),
    });
  }
  const business =
    kind === 'services' || kind === 'contractor' || kind === 'lease' || kind === 'nda';
  if (business && abns.length === 0 && !/\bABN\b|Australian Business Number/i.test(text)) {
    out.push({
      code: 'MISSING_ABN',
      severity: 'LOW',
      title: 'Missing: the parties’ ABNs',
      passage: null,
      explanation:
        'No party is identified by its ABN. Without it a business party is easy to misidentify, and a payer may have to withhold tax from a supplier who does not quote one.',
      suggestedFix: 'Add each business party’s ABN (and a company’s ACN) beside its name.',
      citation: guideCitation('abn-registration'),
    });
  }
  return out;
}
