// The kinds of contract the embedded reviewer knows, and how it recognises one from its words.

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
