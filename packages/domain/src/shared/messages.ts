// The message catalogue of SPEC §8, plus the product's own account messages.
// Server and web read the same text so a user sees one wording everywhere.

export const MESSAGES = {
  entityLinkOccupied:
    'The business you have selected is linked to another user, please contact support for further assistance.',
  entityLinkOther: 'Something went wrong. Please try again later or contact us for help.',
  conversationLoadFailed: 'Unable to load your conversation history.',
  ratingFailed: 'Unable to rate response.',
  draftUpdated: 'Draft updated successfully',
  draftUpdateFailed: 'Failed to update draft',
  uploadProgress: 'Document uploading... AI review will begin shortly',
  uploadFailed: 'Failed to upload file. Please try again later.',
  uploadNoSession: 'User session not available',
  uploadMissingResult: 'Failed to upload file',
  trialUpgradeFailed: "An error occurred with the upgrade. Please contact the product's support.",
  subscriptionChangeFailed:
    'An error occurred when processing your subscription change. Please try again later.',
  referralLinkFailed: 'Error, no referral link generated.',
  referralLinkCopied: 'Link copied!',
  reviewFailed: 'Review could not be submitted',
  reviewSubmitted: 'Your review has been successfully submitted',
  teamInviteFailedTitle: 'Invitation Failed',
  teamInviteLimitReached: 'Max limit of team members invited',
  teamInviteFailed: 'Something went wrong try again',
  teamInviteSent: 'Invitation sent',
  taxPlanAttached: 'Tax plan attached successfully',
  taxPlanAttachFailed: 'Error attaching tax plan to the business',
  virtualOfficeSignatureFailed: 'Failed to upload signature, please try again',
  virtualOfficeUpdateFailed: 'Error updating your virtual office ',
  licenceAttachErrorPrefix: 'Error: ',
  planResubscribed: 'Plan successfully resubscribed',
  planReactivated: 'Plan successfully reactivated',
  referralCardLoading: 'Loading...',
  referralCardError: 'Error',

  // Accounts
  signInFailed: 'The email or password you entered is incorrect.',
  emailTaken: 'An account with this email already exists. Sign in or reset your password.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordResetSent:
    'If an account exists for that email, we have sent a link to reset your password. It expires in 1 hour.',
  passwordResetInvalid: 'This password reset link is invalid or has already been used.',
  passwordResetExpired: 'This password reset link has expired. Request a new one.',
  passwordResetDone: 'Your password has been changed. Sign in with your new password.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have access to this.',
  notFound: 'We could not find what you were looking for.',
  tooManyRequests: (retryAfterSeconds: number) =>
    `Too many attempts. Please wait ${formatWait(retryAfterSeconds)} and try again.`,
  unexpected: 'Something went wrong on our side. Please try again later.',
  serviceUnavailable: 'Clausewell is briefly unavailable. Please try again in a few seconds.',
  networkFailed: 'We could not reach Clausewell. Check your connection and try again.',
  // What an error code means when an answer carries no message of its own (error-codes.ts).
  badInput: 'Some details need correcting. Check the fields marked and try again.',
  paymentRequired: 'This needs a paid plan or a purchase.',
  conflict: 'This has changed since the page was opened. Refresh the page and try again.',
  limitReached: 'You have reached the limit for this.',
  retry: 'Retry',
  requestUnreadable: 'The request could not be read.',
  adminNotImpersonable: 'Administrators cannot be impersonated.',
  settingServerManaged: (settingName: string) =>
    `${settingName} is managed by Clausewell and cannot be changed here.`,
  referralEmailMismatch: 'Use the email address of your account for referrals.',

  // E-mail verification. Sign-up answers the same way whether or not the address has an
  // account, so the answer never tells a stranger who is registered.
  signUpCheckInbox: (email: string) =>
    `Check your inbox: we sent a link to ${email} to finish creating your account.`,
  emailVerificationInvalid:
    'This confirmation link is invalid or has already been used. Sign in, or ask for a new link.',
  emailVerificationExpired: 'This confirmation link has expired. Ask for a new one.',
  signUpPasswordNeeded:
    'Enter the password you chose when you signed up to finish creating your account.',
  signUpPasswordWrong:
    'That is not the password chosen for this sign-up. If you did not sign up, ignore the email: no account is created.',
  emailVerificationResent: (email: string) =>
    `If ${email} is waiting to be confirmed, we have sent a new link to it. It expires in 24 hours.`,
  emailVerificationSent: (email: string) =>
    `We sent a new confirmation link to ${email}. It expires in 24 hours.`,
  emailAlreadyVerified: 'Your email address is already confirmed.',
  emailUnverifiedShares: (email: string) =>
    `Documents shared with ${email} appear here once you confirm that this address is yours. Open the link we e-mailed you, or ask for a new one.`,
  signInPendingHint:
    'Just created your account? Open the link we e-mailed you to finish, then sign in.',
  testClockDaysTooMany: 'days must be 31 or fewer: the test clock moves at most 31 days at a time',
} as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const DOCUMENT_MESSAGES = {
  finishFirst: 'Finish the questionnaire before downloading this document.',
  freePdfUsed:
    'Your free PDF has been used. Upgrade to Essentials for unlimited downloads, or buy this document.',
  docxNeedsPlan: 'Word downloads come with a paid plan. Your free PDF download is still available.',
  docxNeedsPlanFreePdfUsed:
    'Word downloads come with a paid plan, and your free PDF has been used. Upgrade to Essentials for unlimited downloads, or buy this document.',
  finished: 'This document is finished. Duplicate it to make changes.',
  notDeleted: 'This document was not deleted.',
  uploadHasNoQuestions: 'This is an uploaded file; it has no questions to answer.',
  uploadedFileMissing: 'The uploaded file is missing.',
  unlockedTooLarge: 'The unlocked PDF is too large to keep.',
  folderTooDeep: (maxDepth: number) => `Folders go at most ${maxDepth} levels deep.`,
  folderLimit: (maxFolders: number) => `You can have up to ${maxFolders} folders.`,
  folderNameClash:
    'A folder inside this one has the same name as a folder at the top level. Rename one of them first.',
} as const;
