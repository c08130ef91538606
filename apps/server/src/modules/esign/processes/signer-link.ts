import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/client.js';
import { inUnitOfWork, type TWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { ESIGN_MESSAGES } from '../messages.js';
import { signingProcesses, signingRecipients } from '../tables.js';
import { hashToken, sameDigest, type TProcess, type TRecipient } from './records.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Why a link no longer opens, once it was valid: said plainly to whoever holds it. */
export function closedProblem(process: TProcess, now: Date): AppError | undefined {
  if (process.closedAs === 'CANCELLED') return new AppError('GONE', ESIGN_MESSAGES.cancelled);
  if (process.closedAs === 'DECLINED') return new AppError('GONE', ESIGN_MESSAGES.declined);
  if (
    process.closedAs === 'EXPIRED' ||
    (process.expiresAt && process.expiresAt <= now && !process.completedAt)
  ) {
    return new AppError('GONE', ESIGN_MESSAGES.expired);
  }
  if (process.completedAt) return new AppError('GONE', ESIGN_MESSAGES.completed);
  return undefined;
}

/**
 * The process and recipient a signer's link names. Only the token's SHA-256 is stored; it is
 * found by that hash and compared again in constant time. A wrong, tampered or replaced
 * token is refused the same way whatever the process id, so a link reveals nothing else.
 */
export async function recipientOfLink(
  db: TDb,
  o: { processId: string; token: string; now: Date; forUpdate?: boolean },
): Promise<{ process: TProcess; recipient: TRecipient }> {
  const invalid = new AppError('NOT_FOUND', ESIGN_MESSAGES.linkInvalid);
  if (!TOKEN.test(o.token)) throw invalid;
  const hash = hashToken(o.token);
  // The process row first: every writer takes it before its recipients, so two signers at
  // once queue on one row instead of each holding a recipient the other's seal would update.
  const processQuery = db
    .select()
    .from(signingProcesses)
    .where(eq(signingProcesses.id, o.processId));
  const [process] = o.forUpdate ? await processQuery.for('update') : await processQuery;
  const [recipient] = await db
    .select()
    .from(signingRecipients)
    .where(
      and(eq(signingRecipients.tokenHash, hash), eq(signingRecipients.processId, o.processId)),
    );
  if (!recipient || !sameDigest(recipient.tokenHash, hash)) throw invalid;
  if (!process || process.status === 'SELF_SIGNED') throw invalid;
  const closed = closedProblem(process, o.now);
  if (closed) throw closed;
  return { process, recipient };
}

export type TLinked = {
  work: TWork;
  db: TDb;
  now: Date;
  process: TProcess;
  recipient: TRecipient;
};

/**
 * Runs a signer's change in one unit of work, holding the process row their link names (so
 * two signers of one process act one after the other), with the link checked as it is held.
 */
export function withSignerLink<T>(
  deps: TDeps,
  link: { processId: string; token: string },
  change: (linked: TLinked) => Promise<T>,
): Promise<T> {
  return inUnitOfWork(deps, async (work) => {
    const db = work.database.db;
    const now = work.clock.now();
    const found = await recipientOfLink(db, {
      processId: link.processId,
      token: link.token,
      now,
      forUpdate: true,
    });
    return change({ work, db, now, ...found });
  });
}
