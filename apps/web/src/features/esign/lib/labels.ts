import { EXECUTION_JURISDICTION_NAMES, type TExecutionJurisdiction } from '@app/domain';
import type { TEsignStatus, TSigningProcessStatus, TSigningRole } from './types';

/** How a recipient's progress reads to the sender, with the badge colour. */
export const RECIPIENT_STATUS: Record<TEsignStatus, { label: string; color: string }> = {
  CREATED: { label: 'Not sent yet', color: 'gray' },
  SENT: { label: 'Sent', color: 'blue' },
  VIEWED: { label: 'Viewed', color: 'cyan' },
  SIGNED: { label: 'Signed', color: 'teal' },
  DECLINED: { label: 'Declined', color: 'red' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
  COMPLETE: { label: 'Complete', color: 'teal' },
};

export const PROCESS_STATUS: Record<TSigningProcessStatus, { label: string; color: string }> = {
  CREATED: { label: 'Not sent yet', color: 'gray' },
  IN_PROGRESS: { label: 'Waiting for signatures', color: 'blue' },
  COMPLETED: { label: 'Signed by everyone', color: 'teal' },
  SELF_SIGNED: { label: 'Signed by you', color: 'teal' },
  DELETED: { label: 'Cancelled', color: 'gray' },
};

export const ROLE_LABELS: Record<TSigningRole, string> = {
  SIGNER: 'Signer',
  APPROVER: 'Approver',
  VIEWER: 'Viewer (receives a copy)',
  WITNESS: 'Witness',
};

/** A State or territory as a heading or list shows it: "Northern Territory", not "the …". */
export const stateLabel = (state: TExecutionJurisdiction) =>
  EXECUTION_JURISDICTION_NAMES[state].replace(/^the /, '');
