import { compactIdentifier, isValidAbn } from '@app/domain';
import { loadGuides, type TGuide } from '../retrieval/guides.js';
import type { TReviewFindingRecord } from '../tables.js';

export type TReviewFinding = TReviewFindingRecord;
export const CONTRACT_KINDS = [
  'nda',
  'services',
  'lease',
  'employment',
  'contractor',
  'loan',
  'other',
] as const;
export type TContractKind = (typeof CONTRACT_KINDS)[number];

export const KIND_LABELS: Record<TContractKind, string> = {
  nda: 'non-disclosure agreement',
  services: 'services agreement',
  lease: 'lease',
  employment: 'employment contract',
  contractor: 'independent contractor agreement',
  loan: 'loan agreement',
  other: 'contract',
};

// What marks each kind, with the document's title (its first lines) counting most.
const KIND_SIGNS: Record<Exclude<TContractKind, 'other'>, RegExp[]> = {
  nda: [/non-?disclosure/gi, /confidential information/gi, /confidentiality (agreement|deed)/gi],
  services: [/\bservices?\b/gi, /service provider|supplier/gi, /\bclient\b|\bcustomer\b/gi],
  lease: [
    /\b(lease|tenancy)\b/gi,
    /\b(landlord|lessor|tenant|lessee)\b/gi,
    /\bpremises\b/gi,
    /\brent\b/gi,
  ],
  employment: [
    /\bemploy(ee|er|ment)\b/gi,
    /\bsalary|wages?\b/gi,
    /fair work|national employment standards/gi,
  ],
  contractor: [/\b(independent )?contractor\b/gi, /\bprincipal\b/gi],
  loan: [/\b(lender|borrower)\b/gi, /\bloan\b/gi, /\binterest rate\b/gi, /\brepay/gi],
};
const TITLE_WEIGHT = 8;

/** Which kind of contract a text is: the kind whose signs it shows most, its title first. */
export function recogniseKind(text: string): TContractKind {
  const title = text.slice(0, 200);
  let best: TContractKind = 'other';
  let bestScore = 2;
  for (const [kind, signs] of Object.entries(KIND_SIGNS) as [TContractKind, RegExp[]][]) {
    const score = signs.reduce(
      (sum, sign) =>
        sum + (text.match(sign)?.length ?? 0) + TITLE_WEIGHT * (title.match(sign)?.length ?? 0),
      0,
    );
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}

type TCitation = TReviewFinding['citation'];
let guides: Map<string, TGuide> | undefined;
/** A guide's first source, cited by the guide it comes from. */
function guideCitation(slug: string): TCitation {
  guides ??= new Map(loadGuides().map((g) => [g.slug, g]));
  const guide = guides.get(slug);
  if (!guide) throw new Error(`review cites a guide that does not exist: ${slug}`);
  const source = guide.sources[0]!;
  return { title: source.title, url: source.url, guide: slug };
}
const statute = (title: string, url: string): TCitation => ({ title, url, guide: null });

const ACL_UNFAIR_TERMS = () => guideCitation('unfair-contract-terms');
const ACL_SECTION_25 = statute(
  'Competition and Consumer Act 2010 (Cth) Sch 2 (Australian Consumer Law) s 25 – examples of unfair terms',
  'https://www.legislation.gov.au/C2004A00109/latest/text',
);
const RESTRAINTS_ACT = statute(
  'Restraints of Trade Act 1976 (NSW) s 4',
  'https://legislation.nsw.gov.au/view/html/inforce/current/act-1976-063',
);

type TClause = { name: string; present: RegExp; fix: string; citation: () => TCitation };

// The clauses each kind of contract should have. Missing ones are findings of their own.
const REQUIRED: Record<TContractKind, TClause[]> = {
  nda: [
    {
      name: 'a definition of confidential information',
      present: /confidential information\W+(means|includes|is)\b/i,
      fix: 'Define "Confidential Information" so both sides know what is protected, and list what is excluded (information already public or already known).',
      citation: () => guideCitation('ndas'),
    },
    {
      name: 'the permitted purpose',
      present: /\bpurpose\b/i,
      fix: 'Say what the information may be used for (the Purpose) and that it may be used for nothing else.',
      citation: () => guideCitation('ndas'),
    },
    {
      name: 'return or destruction of information',
      present: /\b(return|destroy|destruction|delete)\b/i,
      fix: 'Require the recipient to return or destroy the information when asked or when talks end.',
      citation: () => guideCitation('ndas'),
    },
  ],
  services: [
    {
      name: 'payment terms',
      present:
        /\b(invoice|payment|fees?)\b[^.]{0,120}\bwithin \d+ (business )?days\b|\bpaid within\b/i,
      fix: 'Set out the fees, when invoices are issued and how many days the client has to pay.',
      citation: () => guideCitation('debt-recovery'),
    },
    {
      name: 'termination rights',
      present: /\bterminat/i,
      fix: 'Add how either party can end the agreement: for breach after notice, and on insolvency.',
      citation: () => ACL_UNFAIR_TERMS(),
    },
    {
      name: 'a limitation of liability',
      present:
        /\blimitation of liability\b|\bliability[^.]{0,80}\b(is )?(limited|capped)\b|\baggregate liability\b/i,
      fix: 'Cap each party’s liability (for example, at the fees paid in the last 12 months) and exclude indirect loss.',
      citation: () => guideCitation('business-insurance'),
    },
    {
      name: 'dispute resolution',
      present: /\bdisputes?\b/i,
      fix: 'Add a dispute clause: written notice, a meeting of senior people, then mediation before court.',
      citation: () => guideCitation('debt-recovery'),
    },
  ],
  contractor: [
    {
      name: 'a statement that the contractor is not an employee',
      present: /\bnot an? employee\b|\bindependent contractor\b/i,
      fix: 'State that the contractor is independent, works in their own business, and is not an employee; make sure the arrangement really works that way.',
      citation: () => guideCitation('contractors-vs-employees'),
    },
    {
      name: 'ownership of intellectual property',
      present: /\bintellectual property\b/i,
      fix: 'Say who owns what the contractor creates; without it the contractor usually keeps the copyright.',
      citation: () => guideCitation('trade-marks'),
    },
  ],
  lease: [
    {
      name: 'rent review',
      present: /\brent review|review(ed)? of (the )?rent|\bCPI\b|market review/i,
      fix: 'Say how and when the rent is reviewed (a fixed percentage, CPI or market review) and how often.',
      citation: () => guideCitation('commercial-leases'),
    },
    {
      name: 'security (bond or bank guarantee)',
      present: /\bbond\b|security deposit|bank guarantee/i,
      fix: 'Set the amount of the bond or bank guarantee and when it is returned.',
      citation: () => guideCitation('commercial-leases'),
    },
    {
      name: 'make good obligations',
      present: /make[- ]good|reinstate/i,
      fix: 'Say what condition the premises must be left in at the end, so there is no argument then.',
      citation: () => guideCitation('commercial-leases'),
    },
  ],
  employment: [
    {
      name: 'a reference to the National Employment Standards',
      present: /national employment standards|\bNES\b/i,
      fix: 'State that the National Employment Standards apply and that nothing in the contract reduces them.',
      citation: () => guideCitation('national-employment-standards'),
    },
    {
      name: 'superannuation',
      present: /superannuation|\bsuper\b/i,
      fix: 'Say the employer pays superannuation guarantee contributions to the employee’s chosen fund.',
      citation: () => guideCitation('superannuation-guarantee'),
    },
    {
      name: 'notice of termination',
      present: /\bnotice\b[^.]{0,80}\bterminat|\bterminat[^.]{0,80}\bnotice\b/i,
      fix: 'Set the notice each side must give, at least the minimum notice of the Fair Work Act 2009 s 117.',
      citation: () => guideCitation('national-employment-standards'),
    },
    {
      name: 'leave',
      present: /\bannual leave\b|\bpersonal leave\b|\bleave\b/i,
      fix: 'Set out annual, personal/carer’s and other leave, at least as the National Employment Standards require.',
      citation: () => guideCitation('national-employment-standards'),
    },
  ],
  loan: [
    {
      name: 'repayment terms',
      present: /\brepay/i,
      fix: 'Say when and how the loan is repaid, and what happens on late payment.',
      citation: () => guideCitation('debt-recovery'),
    },
  ],
  other: [],
};

const AU_PLACES =
  /\b(Australia|Australian Capital Territory|New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania|Northern Territory|NSW|ACT|VIC|QLD|WA|SA|TAS|NT)\b/;

/** The document as sentences (or list items), each kept with where it starts. */
function sentences(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split(/(?<=[.;!?])\s+(?=[A-Z0-9(“"])|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 3);
}

const MIN_PASSAGE = 25;
const quote = (s: string) => (s.length > 400 ? `${s.slice(0, 397)}...` : s);

type TRisk = {
  code: string;
  severity: TReviewFinding['severity'];
  title: string;
  find: (s: string) => boolean;
  explanation: (s: string) => string;
  fix: string;
  citation: () => TCitation;
};

const monthsIn = (s: string): number | undefined => {
  const m =
    /\b(\d+|one|two|three|five|six|twelve|eighteen|twenty[- ]four)\s*(\(\d+\)\s*)?(months?|years?)\b/i.exec(
      s,
    );
  if (!m) return undefined;
  const words: Record<string, number> = {
    one: 1,
    two: 2,
    three: 3,
    five: 5,
    six: 6,
    twelve: 12,
    eighteen: 18,
    'twenty four': 24,
    'twenty-four': 24,
  };
  const n = Number(m[1]) || words[m[1]!.toLowerCase()] || 0;
  return /year/i.test(m[3]!) ? n * 12 : n;
};

const RISKS: TRisk[] = [
  {
    code: 'UNLIMITED_LIABILITY',
    severity: 'HIGH',
    title: 'Unlimited liability',
    find: (s) =>
      /unlimited liability|liabilit\w*[^.]{0,60}\b(is|are|shall be|will be) unlimited|without (any )?limit(ation)?\b[^.]{0,40}liab|liab[^.]{0,80}\b(is not|will not be|shall not be) (capped|limited)|liable for all (loss|losses|damages)[^.]{0,60}(however|whatsoever|of any kind)/i.test(
        s,
      ),
    explanation: () =>
      'This makes a party liable without any cap, including for losses it could not foresee. One claim could exceed everything the contract is worth.',
    fix: 'Cap liability (for example, at the fees paid in the 12 months before the claim), exclude indirect and consequential loss, and keep uncapped only what insurance covers or the law requires.',
    citation: () => guideCitation('business-insurance'),
  },
  {
    code: 'AUTOMATIC_RENEWAL',
    severity: 'MEDIUM',
    title: 'Automatic renewal',
    find: (s) =>
      /automatic(ally)? renew|auto-?renew|renews? automatically|rolls? over (automatically|for a further)/i.test(
        s,
      ),
    explanation: () =>
      'The contract renews itself unless someone acts in time. In a standard-form small business contract, renewal terms like this are among the examples of unfair terms in the Australian Consumer Law.',
    fix: 'Require written notice of the renewal 30 to 60 days before it happens, and let either party end the contract at renewal without a fee.',
    citation: () => ACL_SECTION_25,
  },
  {
    code: 'UNILATERAL_VARIATION',
    severity: 'HIGH',
    title: 'One party can change the terms alone',
    find: (s) =>
      /\b(may|can|reserves? the right to)\b[^.]{0,40}\b(vary|change|amend|modify|increase)\b[^.]{0,160}\b(at any time|sole discretion|absolute discretion|without (notice|consent|the consent))/i.test(
        s,
      ),
    explanation: () =>
      'One party may change the terms or the price whenever it likes. Since 10 November 2023 an unfair term like this in a standard-form small business or consumer contract is void and can attract penalties.',
    fix: 'Allow changes only by written agreement of both parties, or with reasonable written notice and a right for the other party to end the contract without cost.',
    citation: ACL_UNFAIR_TERMS,
  },
  {
    code: 'ONE_SIDED_TERMINATION',
    severity: 'MEDIUM',
    title: 'Only one party can end the contract at will',
    find: (s) =>
      /\bmay terminate\b[^.]{0,120}\b(at any time|for any reason|without (cause|reason)|for convenience|in its (sole|absolute) discretion)/i.test(
        s,
      ) && !/\beither party\b|\beach party\b/i.test(s),
    explanation: () =>
      'A right for only one side to end the contract at will is one of the examples of unfair terms in the Australian Consumer Law when the contract is a standard form.',
    fix: 'Give both parties the same right to end the contract on notice, or limit termination to breach or insolvency.',
    citation: ACL_UNFAIR_TERMS,
  },
  {
    code: 'ONE_SIDED_INDEMNITY',
    severity: 'MEDIUM',
    title: 'A broad one-way indemnity',
    find: (s) =>
      /\bindemnif(y|ies)\b[^.]{0,200}\b(any and all|all)\b[^.]{0,40}\b(loss|losses|claims|costs|liabilit)/i.test(
        s,
      ) && !/\beach party\b|\bmutual|\beither party\b/i.test(s),
    explanation: () =>
      'One party must cover all of the other’s losses and claims, even those the other caused. Broad one-way indemnities are a common unfair-contract-terms risk.',
    fix: 'Limit the indemnity to losses caused by the indemnifying party’s breach, negligence or wilful misconduct, reduce it to the extent the other party contributed, and make it mutual.',
    citation: ACL_UNFAIR_TERMS,
  },
  {
    code: 'RESTRAINT',
    severity: 'MEDIUM',
    title: 'A restraint of trade',
    find: (s) =>
      /\brestraint\b|\b(must|shall|will|agrees? to) not\b[^.]{0,80}\b(compete|solicit|be (employed|engaged|concerned|interested)|work for|carry on)/i.test(
        s,
      ),
    explanation: (s) => {
      const months = monthsIn(s);
      const wide =
        /worldwide|anywhere in (the world|Australia)|throughout Australia|any country/i.test(s);
      const long = months !== undefined && months > 12;
      return `A restraint is enforceable only as far as it is reasonable to protect a legitimate interest.${
        long ? ` This one runs for ${months} months, longer than courts usually accept.` : ''
      }${wide ? ' It covers an area far wider than the business usually operates in.' : ''}${
        !long && !wide ? ' Check its length and area are no wider than needed.' : ''
      } Courts strike down or read down restraints that go too far.`;
    },
    fix: 'Keep the restraint as short and as narrow as the business needs (often 6 to 12 months, the area the business actually trades in, and the clients the person dealt with), and use cascading periods and areas.',
    citation: () => RESTRAINTS_ACT,
  },
  {
    code: 'FOREIGN_GOVERNING_LAW',
    severity: 'HIGH',
    title: 'The governing law is not Australian',
    find: (s) => {
      const m =
        /\bgoverned by\b[^.]{0,60}\blaws? (of|in force in)\s+(the\s+)?([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+){0,3})/.exec(
          s,
        );
      return !!m && !AU_PLACES.test(m[3]!);
    },
    explanation: () =>
      'Disputes would be decided under a foreign law, usually in that country’s courts: expensive to run and hard to predict. Australian consumer protections may still apply, but you would have to argue for them.',
    fix: 'Choose the law of the Australian state or territory where you do business, and its courts.',
    citation: ACL_UNFAIR_TERMS,
  },
];

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
