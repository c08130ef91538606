/**
 * What signers and senders are told. One catalogue, as the other areas have, so the wording
 * of every refusal is reviewed in one place (a test refuses text written at a throw).
 */
export const ESIGN_MESSAGES = {
  notFinished: 'Finish the document before signing it or sending it for signature.',
  notPdf: 'Only a PDF can be signed: convert the file to PDF and upload it again.',
  alreadySigning: 'This document is already out for signature. Cancel that first to start again.',
  noSigners: 'Add at least one recipient who signs.',
  duplicateEmail: 'Each recipient needs a different e-mail address.',
  badEmail: 'Enter a valid e-mail address for each recipient.',
  badName: 'Enter a name for each recipient (up to 200 characters).',
  tooManyRecipients: 'A document can be sent to at most 20 recipients at once.',
  badExpiry: 'The expiry date must be a future date written as yyyy-mm-dd.',
  badReminder: 'Reminders can be sent every 1 to 30 days.',
  freeUsed:
    'Your free e-signature has been used. Choose a plan to sign and send as many documents as you need.',
  linkInvalid:
    'This signing link is not valid. It may have been replaced by a newer e-mail: open the latest one, or ask the sender to send it again.',
  completed: 'This document has been signed by everyone. The signed copy was e-mailed to you.',
  cancelled: 'The sender cancelled this signing request, so it can no longer be signed.',
  declined: 'This signing request was declined, so it can no longer be signed.',
  expired: 'This signing link has expired. Ask the sender to send the document again.',
  consentRequired: 'To sign electronically you must first agree to use an electronic signature.',
  codeRequired: 'Enter the 6-digit code we e-mailed you to open this document.',
  codeWrong: 'That code is not right. Check the latest e-mail and try again.',
  codeExpired: 'That code has expired. Ask for a new one.',
  codeTooManyTries: 'Too many wrong codes. Ask for a new code.',
  codeTooSoon: 'A code was sent less than a minute ago. Check your inbox, then try again.',
  codeNotNeeded: 'This link does not need a code.',
  notYourTurn: 'It is not your turn to sign yet. We will e-mail you when it is.',
  alreadySigned: 'You have already signed this document.',
  viewerCannotSign: 'You were sent this document to view: it does not need your signature.',
  requiredField: (label: string) => `Fill in the required field: ${label}.`,
  badSignature:
    'Give your signature: typed text (up to 100 characters), a drawn or uploaded PNG image up to 1 MB, or the date.',
  reasonRequired: 'Give a reason for declining (up to 1,000 characters).',
  notOpen: 'This signing request is no longer open.',
  recipientDone: 'This recipient has already signed or declined, so it cannot be changed.',
  notCurrent: 'This recipient is not being asked to sign yet, so there is nothing to remind.',
  noteTooLong: 'The note can be up to 1,000 characters.',
  messageTooLong: 'The message can be up to 2,000 characters.',
  signedPdfMissing:
    'The signed PDF is not ready: the document has not been signed by everyone yet.',
} as const;
