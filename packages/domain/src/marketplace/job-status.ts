import type { TJobStatus } from './enums.js';

/** What moves a job on, and who may do it. */
export type TJobAction = 'START_WORK' | 'MARK_DONE' | 'ACCEPT_WORK' | 'AUTO_COMPLETE' | 'CANCEL';
export type TJobActor = 'CUSTOMER' | 'LAWYER' | 'SYSTEM';

type TMove = { from: readonly TJobStatus[]; to: TJobStatus; by: readonly TJobActor[] };

// Paying for a quote records BRIEF_PAID and the lawyer is LAWYER_WON at once (the hold is
// taken before the job exists). USER_DONE is where the customer's acceptance is recorded; the
// money is then released and the job is JOB_COMPLETE in the same step.
const MOVES: Record<TJobAction, TMove> = {
  START_WORK: { from: ['LAWYER_WON', 'LAWYERS_ASSIGNED'], to: 'WIP', by: ['LAWYER'] },
  MARK_DONE: { from: ['WIP'], to: 'LAWYER_DONE', by: ['LAWYER'] },
  ACCEPT_WORK: { from: ['LAWYER_DONE'], to: 'USER_DONE', by: ['CUSTOMER'] },
  AUTO_COMPLETE: { from: ['LAWYER_DONE'], to: 'USER_DONE', by: ['SYSTEM'] },
  CANCEL: {
    from: ['BRIEF_PAID', 'LAWYER_WON', 'LAWYERS_ASSIGNED', 'WIP'],
    to: 'CANCELLED',
    by: ['CUSTOMER', 'LAWYER'],
  },
};

/** The status a job moves to, or null when the action is not open to this actor now. */
export function nextJobStatus(
  from: TJobStatus,
  action: TJobAction,
  actor: TJobActor,
): TJobStatus | null {
  const move = MOVES[action];
  if (!move.from.includes(from) || !move.by.includes(actor)) return null;
  return move.to;
}

/** Statuses in which the customer's money is still held. */
export const HELD_JOB_STATUSES: readonly TJobStatus[] = [
  'BRIEF_PAID',
  'LAWYER_WON',
  'LAWYERS_ASSIGNED',
  'WIP',
  'LAWYER_DONE',
];

/** The actions open to an actor on a job in this status, for the screens' buttons. */
export function jobActionsFor(status: TJobStatus, actor: TJobActor): TJobAction[] {
  return (Object.keys(MOVES) as TJobAction[]).filter(
    (a) => a !== 'AUTO_COMPLETE' && nextJobStatus(status, a, actor) !== null,
  );
}

/** What a cancelled job gives back: all of it, as no work has been accepted. */
export function refundOnCancel(amountInCents: number, status: TJobStatus): number {
  return HELD_JOB_STATUSES.includes(status) && status !== 'LAWYER_DONE' ? amountInCents : 0;
}
