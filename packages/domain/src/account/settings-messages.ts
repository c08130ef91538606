// What account settings tell the customer: server and web read the same words.

/** How long tax invoices and payment records outlive a deleted account (ATO: five years). */
export const TAX_RECORD_YEARS = 5;

export const ACCOUNT_SETTINGS_MESSAGES = {
  personalDetailsSaved: 'Your personal details have been saved.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordUnchanged: 'Choose a new password that is different from your current one.',
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  passwordChangedMeanwhile:
    'Your password was changed a moment ago in another session. Sign in again with the new password.',
  emailUnchanged: 'This is already the email address of your account.',
  emailInUse: 'Another Clausewell account uses this email address.',
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}. Open it within 24 hours to confirm the new address; until then your account keeps its current email.`,
  emailChangeInvalid:
    'This email change link is invalid or has already been used. Ask for a new one in Account settings.',
  emailChangeExpired: 'This email change link has expired. Ask for a new one in Account settings.',
  emailChangeOtherAccount:
    'This link is for a different account. Sign out, then sign in to the account that asked for the change.',
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  sessionNotFound: 'This session has already ended or is not one of yours.',
  sessionEnded: 'The session has been signed out.',
  signedOutEverywhere: 'You have been signed out everywhere, including this device.',
  impersonationNotAllowed:
    'An administrator acting as a customer cannot change their password, email, sessions or account.',
  accountDeleted:
    'Your account has been deleted. What the law requires us to keep is kept, and nothing else.',
} as const;

/**
 * What stays after an account is deleted, and why: shown on the delete page and returned by
 * the server, so the promise made before deleting is the one kept after.
 */
export const RETAINED_AFTER_DELETION = [
  {
    what: 'Tax invoices and payment records',
    why: `Australian tax law (GST and the ATO's record-keeping rules) requires us to keep them for ${TAX_RECORD_YEARS} years. The name and email on them are kept with them, and nothing else about you.`,
  },
  {
    what: 'The account audit log',
    why: 'A record of sign-ins, password and email changes and this deletion, kept so that misuse of an account can be investigated.',
  },
] as const;

/** Documents go with the account; documents others shared stay with their owners. */
export const DOCUMENTS_ON_DELETION =
  'Documents others shared with you stay with them; you are simply no longer on their share list.';

/** What deleting removes straight away. */
export const REMOVED_ON_DELETION = [
  'Your name, email address, phone number and postcode on the account',
  'Your password and every signed-in session',
  'Your saved preferences and any pending email links',
  'Every subscription, cancelled at once (a paid period is refunded for the unused time)',
  'Every document you created or uploaded, with its answers, files, folders and the shares you gave',
  'The businesses in My businesses, your consultations, your conversations with the assistant and your notifications',
  'Your team: members you invited fall back to their own plans, and you leave a team you joined',
] as const;
