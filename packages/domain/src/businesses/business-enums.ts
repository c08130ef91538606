// The entity vocabulary of the Australian Business Register and SPEC §3 and §9.

/** What the register says of an entity; only Registered entities are offered (§5). */
export const ENTITY_STATUSES = ['Registered', 'Deregistered'] as const;
export type TEntityStatus = (typeof ENTITY_STATUSES)[number];

/** The ABR's entity types the product deals with, as the ABR names them. */
export const BUSINESS_STRUCTURES = [
  'Australian Private Company',
  'Australian Public Company',
  'Individual/Sole Trader',
  'Family Partnership',
  'Other Partnership',
  'Discretionary Trading Trust',
  'Fixed Unit Trust',
] as const;
export type TBusinessStructure = (typeof BUSINESS_STRUCTURES)[number];

/** Structures that are companies, so they carry an ACN. */
export const COMPANY_STRUCTURES: readonly TBusinessStructure[] = [
  'Australian Private Company',
  'Australian Public Company',
];

export const STATE_CODES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type TStateCode = (typeof STATE_CODES)[number];

/** SPEC §3: how a business came to the account. */
export const REGISTRATION_KINDS = ['ABN_REGISTRATION', 'ACN_REGISTRATION', 'BYOB'] as const;
export type TRegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** SPEC §5 and §9: a name search returns at most 15 results. */
export const BUSINESS_SEARCH_LIMIT = 15;

/** SPEC §9 timings of the business area. */
export const BUSINESS_TIMINGS = {
  /** The business list is fresh for an hour and kept for 70 minutes. */
  listStaleMs: 60 * 60 * 1000,
  listCacheMs: 70 * 60 * 1000,
  acnCheckDebounceMs: 500,
  waitAfterLinkMs: 1000,
} as const;
