import type { TReviewFindingRecord } from '../tables.js';
import {
  ACL_SECTION_25,
  ACL_UNFAIR_TERMS,
  guideCitation,
  RESTRAINTS_ACT,
  type TCitation,
} from './citations.js';

// The risky terms the reviewer looks for passage by passage, and how it reads a passage.

type TReviewFinding = TReviewFindingRecord;

const AU_PLACES =
  /\b(Australia|Australian Capital Territory|New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania|Northern Territory|NSW|ACT|VIC|QLD|WA|SA|TAS|NT)\b/;

/** The document as sentences (or list items), each kept with where it starts. */
export function sentences(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split(/(?<=[.;!?])\s+(?=[A-Z0-9(“"])|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 3);
}

export const MIN_PASSAGE = 25;
export const quote = (s: string) => (s.length > 400 ? `${s.slice(0, 397)}...` : s);

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

export const RISKS: TRisk[] = [
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
