// The shape of the Australian execution rules: for each kind of document and each place whose
// law governs its signing, whether it may be signed electronically, whether a witness is
// needed and whether that witness may watch over an audio-visual link, with the law relied on.

/** Kinds of document the library makes whose signing formalities differ (wills are out of scope). */
export const EXECUTION_DOCUMENT_KINDS = [
  'AGREEMENT',
  'DEED_BY_INDIVIDUAL',
  'DEED_BY_COMPANY',
  'STATUTORY_DECLARATION',
  'POWER_OF_ATTORNEY',
] as const;
export type TExecutionDocumentKind = (typeof EXECUTION_DOCUMENT_KINDS)[number];

export const EXECUTION_DOCUMENT_KIND_LABELS: Record<TExecutionDocumentKind, string> = {
  AGREEMENT: 'agreement',
  DEED_BY_INDIVIDUAL: 'deed signed by an individual',
  DEED_BY_COMPANY: 'deed signed by a company',
  STATUTORY_DECLARATION: 'statutory declaration',
  POWER_OF_ATTORNEY: 'general power of attorney',
};

/** The eight States and Territories, and the Commonwealth for documents under its laws. */
export const EXECUTION_JURISDICTIONS = [
  'NSW',
  'VIC',
  'QLD',
  'WA',
  'SA',
  'TAS',
  'ACT',
  'NT',
  'CTH',
] as const;
export type TExecutionJurisdiction = (typeof EXECUTION_JURISDICTIONS)[number];

export const EXECUTION_JURISDICTION_NAMES: Record<TExecutionJurisdiction, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'the Australian Capital Territory',
  NT: 'the Northern Territory',
  CTH: 'Commonwealth law',
};

/**
 * How the law treats a way of signing or witnessing. CONDITIONAL: allowed only in the cases
 * the rule's note names. UNCLEAR: no settled answer we could rely on; a lawyer must say.
 * NOT_APPLICABLE: the question does not arise (no witness is needed, or this law does not
 * govern the kind of document).
 */
export const EXECUTION_ACCEPTANCES = [
  'ACCEPTED',
  'CONDITIONAL',
  'NOT_ACCEPTED',
  'UNCLEAR',
  'NOT_APPLICABLE',
] as const;
export type TExecutionAcceptance = (typeof EXECUTION_ACCEPTANCES)[number];

/** A provision relied on, where to read it, and when this entry was last reviewed. */
export type TExecutionSource = {
  /** Short title with year and jurisdiction: 'Conveyancing Act 1919 (NSW)'. */
  act: string;
  /** 'section 38A', 'Part 2B'; null for the Act as a whole. */
  provision: string | null;
  /** The official register's page for the Act (its home page where no stable address is known). */
  url: string;
  /** yyyy-MM-dd. */
  reviewedOn: string;
};

export type TExecutionRule = {
  electronicSigning: TExecutionAcceptance;
  /** How many witnesses the law requires for each signer (0 when none). */
  witnessesRequired: 0 | 1 | 2;
  /** Whether a required witness may watch the signing over an audio-visual link. */
  remoteWitnessing: TExecutionAcceptance;
  /** The conditions and cautions, in plain words for the sender. */
  note: string;
  /** True where the position is not settled enough to rely on without a lawyer's check. */
  needsLawyerReview: boolean;
  sources: readonly TExecutionSource[];
};

export type TExecutionRulesTable = Record<
  TExecutionDocumentKind,
  Record<TExecutionJurisdiction, TExecutionRule>
>;
