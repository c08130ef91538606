import type { TDocumentStatus } from '@app/domain';

/** How the e-sign statuses of SPEC §3 read on a document in My documents. */
export const ESIGN_STATUS_LABELS = {
  AWAITING_MY_SIGNATURE: { label: 'Awaiting my signature', color: 'orange' },
  SENT_FOR_SIGNATURE: { label: 'Sent for signature', color: 'blue' },
  ESIGN_IN_PROGRESS: { label: 'Signing in progress', color: 'blue' },
  SIGN_COMPLETE: { label: 'Signed by everyone', color: 'teal' },
  SELF_SIGNED: { label: 'Signed by me', color: 'teal' },
  DECLINED: { label: 'Signing declined', color: 'red' },
  CANCELLED: { label: 'Signing cancelled', color: 'gray' },
} as const satisfies Partial<Record<TDocumentStatus, { label: string; color: string }>>;

/** A document with a signing process behind it: its menu leads to that process. */
export const isSigning = (status: TDocumentStatus) => status in ESIGN_STATUS_LABELS;

export type TEsignFilterKey =
  | 'awaitingMySignature'
  | 'esignInProgress'
  | 'sentForSignature'
  | 'signComplete'
  | 'selfSigned'
  | 'signatureRequired'
  | 'declined'
  | 'cancelled';

/**
 * The e-sign filter keys of SPEC §3 and the statuses each shows, picked from the full list.
 * 'signatureRequired' is a finished document nobody has signed yet. 'sendingBulkSignature'
 * is left out until bulk sending exists: a filter that can only ever be empty would mislead.
 */
export const ESIGN_FILTERS: readonly {
  key: TEsignFilterKey;
  label: string;
  statuses: readonly TDocumentStatus[];
}[] = [
  {
    key: 'awaitingMySignature',
    label: 'Awaiting my signature',
    statuses: ['AWAITING_MY_SIGNATURE'],
  },
  {
    key: 'signatureRequired',
    label: 'Finished, not signed yet',
    statuses: ['COMPLETED', 'UPLOADED'],
  },
  { key: 'sentForSignature', label: 'Sent for signature', statuses: ['SENT_FOR_SIGNATURE'] },
  { key: 'esignInProgress', label: 'Signing in progress', statuses: ['ESIGN_IN_PROGRESS'] },
  { key: 'signComplete', label: 'Signed by everyone', statuses: ['SIGN_COMPLETE'] },
  { key: 'selfSigned', label: 'Signed by me', statuses: ['SELF_SIGNED'] },
  { key: 'declined', label: 'Signing declined', statuses: ['DECLINED'] },
  { key: 'cancelled', label: 'Signing cancelled', statuses: ['CANCELLED'] },
];

export const esignFilterOf = (key: string) => ESIGN_FILTERS.find((f) => f.key === key);
