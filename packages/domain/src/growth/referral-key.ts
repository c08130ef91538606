// Kept apart from the ledger's Zod schemas: the app's first page reads these on every visit.

/** The first-party marker a referral link leaves in the browser. */
export const REFERRAL_COOKIE = 'cw_ref';
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** What a partner key looks like; a plain pattern so the app's first page can check it without Zod. */
export const REFERRAL_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
