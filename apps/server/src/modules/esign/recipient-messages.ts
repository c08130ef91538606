/**
 * What customers are told about signing documents sent to them, bulk sends, uploaded files
 * and webhooks: one catalogue beside the signing one, reviewed in one place.
 */
export const RECIPIENT_MESSAGES = {
  notAwaitingYou:
    'This document is not waiting for your signature. Confirm your e-mail address, or open the link in the e-mail we sent you.',
  bulkEmpty: 'The list has no recipients: add one line per person, as name,email[,role[,state]].',
  bulkTooMany: 'A bulk send can go to at most 500 recipients at once.',
  bulkLine: (line: number, problem: string) => `Line ${line}: ${problem}`,
  /** The first lines' problems in one message, with how many more there are. */
  bulkProblems: (shown: readonly string[], total: number) =>
    `${shown.join(' ')}${total > shown.length ? ` (and ${total - shown.length} more)` : ''}`,
  bulkNoName: 'enter the recipient’s name (up to 200 characters).',
  bulkBadEmail: 'enter a valid e-mail address.',
  bulkBadRole: 'the role must be signer, approver or witness.',
  bulkBadState:
    'the State or territory must be one of NSW, VIC, QLD, WA, SA, TAS, ACT, NT or CTH (or left empty for the document’s own).',
  /** A copy the law would not let stand: bulk copies go to one person each, so no witness. */
  bulkNeedsWitness: (who: string, where: string, needed: string, kind: string) =>
    `${who}: the law of ${where} needs ${needed} to sign a ${kind}, and each copy of a bulk send goes to one person. Send this document to them on its own, with a witness.`,
  bulkDuplicate: (first: number) => `this e-mail address is already on line ${first}.`,
  bulkFreeShort: (copies: number, left: number) =>
    `Sending ${copies} copies needs ${copies} e-signatures and your free tier has ${left} left. Choose a plan to send to everyone on the list.`,
  bulkFileTooBig: 'The list can be up to 1 MB: split it into smaller files.',
  converterMissing:
    'Word files cannot be converted to PDF on this server right now. Save the file as PDF and upload that instead.',
  convertFailed:
    'This Word file could not be converted to PDF. Open it, save it as PDF and upload that instead.',
  notConvertible: 'Only a PDF or a Word (.docx) file can be sent for signature.',
  webhookUrl: 'Enter the endpoint’s full address, starting with https:// (up to 500 characters).',
  webhookTooMany: 'You can register up to 5 webhook endpoints.',
} as const;
