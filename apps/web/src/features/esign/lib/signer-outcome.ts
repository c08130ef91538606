import type { TOutcome } from '../components/signer-outcome';
import type { TSignerSession } from './types';

/** The state in which the signer has nothing to do, or undefined when they may sign now. */
export function outcomeOf(session: TSignerSession, now: Date): TOutcome | undefined {
  switch (session.status) {
    case 'SIGNED':
      return 'signed';
    case 'COMPLETE':
      return 'completed';
    case 'DECLINED':
      return 'declined';
    case 'CANCELLED':
      return 'cancelled';
    default:
      break;
  }
  if (session.expiresAt && new Date(session.expiresAt) <= now) return 'expired';
  if (session.waitingFor) return 'waiting';
  if (session.role === 'VIEWER') return 'viewOnly';
  // canSign turns true only once the signer has consented (and entered any code), so a
  // fresh link reads false here: the consent step comes next, and the server decides after.
  return undefined;
}
