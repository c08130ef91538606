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
 * The keys My documents can answer today. The rest belong to e-signing and stay hidden
 * until it exists: a filter that can only ever show an empty list would mislead.
 */
export const ACTIVE_DOCUMENT_FILTER_KEYS = ['shared'] as const satisfies TDocumentFilterKey[];
export type TActiveDocumentFilterKey = (typeof ACTIVE_DOCUMENT_FILTER_KEYS)[number];

export const DOCUMENT_FILTER_LABELS: Record<TActiveDocumentFilterKey, string> = {
  shared: 'Shared with me',
};

export const ZDocumentFilterKey = z.enum(ACTIVE_DOCUMENT_FILTER_KEYS, {
  error: `filter must be one of: ${ACTIVE_DOCUMENT_FILTER_KEYS.join(', ')}`,
});
