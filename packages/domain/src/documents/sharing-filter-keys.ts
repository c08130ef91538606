import { z } from 'zod';

/** Document filter keys of SPEC §3, spelled as the spec spells them. */
export const DOCUMENT_FILTER_KEYS = [
  'awaitingMySignature',
  'cancelled',
  'declined',
  'esignInProgress',
  'pendingCompletion',
  'pendingReview',
  'selfSigned',
  'sendingBulkSignature',
  'sentForSignature',
  'shared',
  'signComplete',
  'signatureRequired',
] as const;
export type TDocumentFilterKey = (typeof DOCUMENT_FILTER_KEYS)[number];

/**
 * The keys My documents can answer today. Completion and review stay hidden until they
 * exist: a filter that can only show an empty list misleads.
 */
export const ACTIVE_DOCUMENT_FILTER_KEYS = [
  'shared',
  'awaitingMySignature',
  'signatureRequired',
  'sentForSignature',
  'sendingBulkSignature',
  'esignInProgress',
  'signComplete',
  'selfSigned',
  'declined',
  'cancelled',
] as const satisfies TDocumentFilterKey[];
export type TActiveDocumentFilterKey = (typeof ACTIVE_DOCUMENT_FILTER_KEYS)[number];

export const DOCUMENT_FILTER_LABELS: Record<TActiveDocumentFilterKey, string> = {
  shared: 'Shared with me',
  awaitingMySignature: 'Awaiting my signature',
  signatureRequired: 'Waiting for signatures',
  sentForSignature: 'Sent for signature',
  sendingBulkSignature: 'Sent in bulk',
  esignInProgress: 'Signing in progress',
  signComplete: 'Signed by everyone',
  selfSigned: 'Self-signed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export const ZDocumentFilterKey = z.enum(ACTIVE_DOCUMENT_FILTER_KEYS, {
  error: `filter must be one of: ${ACTIVE_DOCUMENT_FILTER_KEYS.join(', ')}`,
});
