import type { TExecutionSource } from './execution-rules-model.js';

// The statutes the execution rules rely on. Reviewed on the date given against published
// summaries (law societies, registries and firms' notes); the entries the rules mark
// needsLawyerReview have not yet been confirmed against the authorised text by a lawyer.

const REVIEWED = '2026-11-27';

const CTH = 'https://www.legislation.gov.au/';
const NSW = 'https://legislation.nsw.gov.au/view/html/inforce/current/';
const VIC = 'https://www.legislation.vic.gov.au/in-force/acts/';
const QLD = 'https://www.legislation.qld.gov.au/';
const WA = 'https://www.legislation.wa.gov.au/';
const SA = 'https://www.legislation.sa.gov.au/';
const TAS = 'https://www.legislation.tas.gov.au/';
const ACT = 'https://www.legislation.act.gov.au/';
const NT = 'https://legislation.nt.gov.au/';

const source = (act: string, provision: string | null, url: string): TExecutionSource => ({
  act,
  provision,
  url,
  reviewedOn: REVIEWED,
});

/** Each jurisdiction's electronic transactions law: a signature by electronic means. */
export const ELECTRONIC_TRANSACTIONS = {
  CTH: source(
    'Electronic Transactions Act 1999 (Cth)',
    'section 10',
    `${CTH}C2004A00553/latest/text`,
  ),
  NSW: source('Electronic Transactions Act 2000 (NSW)', 'section 9', `${NSW}act-2000-008`),
  VIC: source(
    'Electronic Transactions (Victoria) Act 2000 (Vic)',
    'section 9',
    `${VIC}electronic-transactions-victoria-act-2000`,
  ),
  QLD: source('Electronic Transactions (Queensland) Act 2001 (Qld)', 'section 14', QLD),
  WA: source('Electronic Transactions Act 2011 (WA)', 'section 10', WA),
  SA: source('Electronic Communications Act 2000 (SA)', 'section 9', SA),
  TAS: source('Electronic Transactions Act 2000 (Tas)', 'section 7', TAS),
  ACT: source('Electronic Transactions Act 2001 (ACT)', 'section 9', ACT),
  NT: source('Electronic Transactions (Northern Territory) Act 2000 (NT)', 'section 9', NT),
} as const;

/** New South Wales: witnessing by audio-visual link, made permanent in 2021. */
export const NSW_REMOTE_WITNESSING = source(
  'Electronic Transactions Act 2000 (NSW), as amended by the Electronic Transactions Amendment (Remote Witnessing) Act 2021 (NSW)',
  'Part 2B',
  `${NSW}act-2000-008`,
);

export const CORPORATIONS_ACT_127 = source(
  'Corporations Act 2001 (Cth)',
  'section 127',
  `${CTH}C2004A00818/latest/text`,
);
export const CORPORATIONS_ACT_110A = source(
  'Corporations Act 2001 (Cth)',
  'section 110A',
  `${CTH}C2004A00818/latest/text`,
);

/** How an individual makes a deed in each State and Territory. */
export const DEEDS = {
  NSW: source('Conveyancing Act 1919 (NSW)', 'sections 38 and 38A', `${NSW}act-1919-006`),
  VIC: source(
    'Electronic Transactions (Victoria) Act 2000 (Vic), as amended by the Justice Legislation Amendment (System Enhancements and Other Matters) Act 2021 (Vic)',
    null,
    `${VIC}electronic-transactions-victoria-act-2000`,
  ),
  QLD: source('Property Law Act 2023 (Qld)', null, QLD),
  WA: source('Property Law Act 1969 (WA)', 'section 9', WA),
  SA: source('Law of Property Act 1936 (SA)', 'section 41', SA),
  TAS: source('Conveyancing and Law of Property Act 1884 (Tas)', null, TAS),
  ACT: source('Civil Law (Property) Act 2006 (ACT)', null, ACT),
  NT: source('Law of Property Act 2000 (NT)', null, NT),
} as const;

/** The law under which a statutory declaration is made in each place. */
export const DECLARATIONS = {
  CTH: source('Statutory Declarations Act 1959 (Cth)', 'section 9', CTH),
  CTH_WITNESSES: source('Statutory Declarations Regulations 2023 (Cth)', 'Schedule 2', CTH),
  NSW: source('Oaths Act 1900 (NSW)', 'section 21', `${NSW}act-1900-020`),
  VIC: source(
    'Oaths and Affirmations Act 2018 (Vic)',
    null,
    `${VIC}oaths-and-affirmations-act-2018`,
  ),
  QLD: source('Oaths Act 1867 (Qld)', 'Part 6A', QLD),
  WA: source('Oaths, Affidavits and Statutory Declarations Act 2005 (WA)', null, WA),
  SA: source('Oaths Act 1936 (SA)', null, SA),
  TAS: source('Oaths Act 2001 (Tas)', null, TAS),
  NT: source('Oaths, Affidavits and Declarations Act 2010 (NT)', null, NT),
} as const;

/** The law of general powers of attorney in each State and Territory. */
export const POWERS_OF_ATTORNEY = {
  NSW: source('Powers of Attorney Act 2003 (NSW)', 'section 8', `${NSW}act-2003-053`),
  VIC: source('Powers of Attorney Act 2014 (Vic)', 'Part 2', `${VIC}powers-of-attorney-act-2014`),
  QLD: source('Powers of Attorney Act 1998 (Qld)', null, QLD),
  WA: source('Property Law Act 1969 (WA)', null, WA),
  SA: source('Powers of Attorney and Agency Act 1984 (SA)', null, SA),
  TAS: source('Powers of Attorney Act 2000 (Tas)', null, TAS),
  ACT: source('Powers of Attorney Act 2006 (ACT)', null, `${ACT}a/2006-50`),
  NT: source('Powers of Attorney Act 1980 (NT)', null, NT),
} as const;
