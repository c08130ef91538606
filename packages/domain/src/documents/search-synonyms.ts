import { searchStems, stemWord } from './search-words.js';

// Words Australian small businesses use for the documents in the library, mapped to the
// words the documents use. One way only: "staff" finds employment documents, but a search
// for "employee" should not widen to everything that mentions staff.
const SYNONYMS: Record<string, readonly string[]> = {
  // A confidentiality clause sits in many contracts; only a confidentiality agreement is one.
  nda: ['non-disclosure', 'confidentiality agreement', 'confidentiality deed'],
  confidential: ['non-disclosure', 'nda'],
  confidentiality: ['non-disclosure', 'nda'],
  secrecy: ['confidentiality', 'non-disclosure'],
  contractor: ['consultant', 'freelancer', 'subcontractor'],
  consultant: ['contractor'],
  freelancer: ['contractor', 'consultant'],
  tradie: ['contractor'],
  staff: ['employee', 'employment'],
  worker: ['employee', 'employment'],
  job: ['employment'],
  hire: ['employment', 'letter of offer'],
  hiring: ['employment', 'letter of offer'],
  tenancy: ['lease'],
  rent: ['lease'],
  rental: ['lease'],
  landlord: ['lease'],
  tenant: ['lease'],
  premises: ['lease', 'licence to occupy'],
  sack: ['termination', 'dismissal'],
  dismiss: ['termination'],
  dismissal: ['termination'],
  sublease: ['licence to occupy', 'lease'],
  license: ['licence'],
  trademark: ['trade mark'],
  bylaws: ['constitution'],
  shareholder: ['member'],
  equity: ['shares'],
  investor: ['shares', 'investment'],
  agreement: ['contract', 'deed'],
};

const BY_STEM = new Map<string, string[][]>();
for (const [word, alternatives] of Object.entries(SYNONYMS)) {
  const phrases = alternatives.map(searchStems).filter((p) => p.length > 0);
  BY_STEM.set(stemWord(word), [...(BY_STEM.get(stemWord(word)) ?? []), ...phrases]);
}

/**
 * Other ways to say a stemmed query word, each a phrase of stems that must appear in that
 * order ("nda" → "non disclos"). Empty when the word has none.
 */
export function searchSynonyms(stem: string): readonly string[][] {
  return BY_STEM.get(stem) ?? [];
}
