/**
 * Company name availability rules (Corporations Act ss 147-148, Corporations Regulations
 * Sch 6): a proprietary company's name ends with "Pty Ltd" (or "Proprietary Limited"); a
 * name identical to a registered one is unavailable, where "identical" ignores the legal
 * ending, "the", case, punctuation, spacing and "&" against "and"; and some words need a
 * consent before ASIC registers them.
 */

/** Restricted words and who must consent to them; matched as whole words. */
export const RESTRICTED_WORDS: readonly { word: string; consentFrom: string }[] = [
  { word: 'bank', consentFrom: 'APRA' },
  { word: 'banking', consentFrom: 'APRA' },
  { word: 'building society', consentFrom: 'APRA' },
  { word: 'credit union', consentFrom: 'APRA' },
  { word: 'insurance', consentFrom: 'APRA' },
  { word: 'trust', consentFrom: 'ASIC (the Minister)' },
  { word: 'trustee', consentFrom: 'ASIC (the Minister)' },
  { word: 'royal', consentFrom: 'the Attorney-General' },
  { word: 'university', consentFrom: 'the state or territory education minister' },
  { word: 'anzac', consentFrom: 'the Department of Veterans’ Affairs' },
  { word: 'red cross', consentFrom: 'the Australian Red Cross' },
  { word: 'olympic', consentFrom: 'the Australian Olympic Committee' },
  { word: 'stock exchange', consentFrom: 'ASIC' },
  { word: 'chartered', consentFrom: 'the Minister' },
];

const LEGAL_ENDING =
  /\s+(pty\.?\s*ltd\.?|proprietary\s+limited|pty\.?\s+limited|proprietary\s+ltd\.?)$/i;

/** True when the name carries the ending a proprietary company must have. */
export const hasProprietaryEnding = (name: string) => LEGAL_ENDING.test(name.trim());

/** Adds " Pty Ltd" when the customer typed the name without its ending. */
export const withProprietaryEnding = (name: string) =>
  hasProprietaryEnding(name) ? name.trim() : `${name.trim()} Pty Ltd`;

/**
 * The name as ASIC compares it for identity: what remains once the legal ending, "the",
 * punctuation, case and spacing are ignored (and "&" read as "and").
 */
export function comparableCompanyName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\b(pty|proprietary|ltd|limited|company|co|corporation|corp|the|australia)\b/g, ' ')
    .replace(/\s+/g, '');
}

/** The restricted words a name contains, each with who must consent. */
export function restrictedWordsIn(name: string): { word: string; consentFrom: string }[] {
  const words = ` ${name.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  return RESTRICTED_WORDS.filter((r) => words.includes(` ${r.word} `));
}

export type TNameAvailability = {
  name: string;
  available: boolean;
  /** The registered entity whose name is identical, when there is one. */
  identicalTo: string | null;
  restrictedWords: { word: string; consentFrom: string }[];
};

/** Decides a name against the names the register found for it. */
export function decideNameAvailability(
  proposed: string,
  registeredNames: readonly string[],
): TNameAvailability {
  const name = withProprietaryEnding(proposed);
  const key = comparableCompanyName(name);
  const identicalTo = registeredNames.find((n) => comparableCompanyName(n) === key) ?? null;
  return {
    name,
    available: identicalTo === null && key.length > 0,
    identicalTo,
    restrictedWords: restrictedWordsIn(name),
  };
}
