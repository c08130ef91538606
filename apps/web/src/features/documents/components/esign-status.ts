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
