import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/client.js';
import { flakeId } from '../../../platform/ids.js';
import { signingEvents, signingFields, signingProcesses, signingRecipients } from '../tables.js';

export type TProcess = typeof signingProcesses.$inferSelect;
export type TRecipient = typeof signingRecipients.$inferSelect;
export type TField = typeof signingFields.$inferSelect;
export type TEventKind =
  | 'CREATED'
  | 'SENT'
  | 'VIEWED'
  | 'CONSENTED'
  | 'CODE_SENT'
  | 'CODE_VERIFIED'
  | 'CODE_FAILED'
  | 'SIGNED'
  | 'DECLINED'
  | 'REMINDED'
  | 'EMAIL_CHANGED'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'COMPLETED'
  | 'SELF_SIGNED'
  | 'LINK_ISSUED';

/** Where a request came from, for the audit log and certificate. */
export type TOrigin = { ip?: string; userAgent?: string };

/** Roles that act on the document; a VIEWER only receives it. */
export const actsOn = (r: Pick<TRecipient, 'role'>) => r.role !== 'VIEWER';

/** A new link token: 32 random bytes, base64url. Only its hash is ever stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Compares two hex digests without leaking where they differ through timing. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

export const pdfKey = (processId: string, which: 'original' | 'sealed') =>
  `esign/${processId}/${which}.pdf`;

export async function appendEvent(
  db: TDb,
  event: {
    processId: string;
    recipientId?: string;
    at: Date;
    kind: TEventKind;
    actor?: string;
    detail?: string;
  } & TOrigin,
): Promise<void> {
  await db.insert(signingEvents).values({ id: flakeId(event.at.getTime()), ...event });
}

export async function recipientsOf(db: TDb, processId: string): Promise<TRecipient[]> {
  return db
    .select()
    .from(signingRecipients)
    .where(eq(signingRecipients.processId, processId))
    .orderBy(asc(signingRecipients.position));
}

export async function fieldsOf(db: TDb, processId: string): Promise<TField[]> {
  return db
    .select()
    .from(signingFields)
    .where(eq(signingFields.processId, processId))
    .orderBy(asc(signingFields.page), asc(signingFields.y));
}

export async function eventsOf(db: TDb, processId: string) {
  return db
    .select()
    .from(signingEvents)
    .where(eq(signingEvents.processId, processId))
    .orderBy(asc(signingEvents.at), asc(signingEvents.id));
}

/** The process, locked for this transaction: signers acting at once take turns here. */
export async function lockProcess(db: TDb, processId: string): Promise<TProcess | undefined> {
  const [row] = await db
    .select()
    .from(signingProcesses)
    .where(eq(signingProcesses.id, processId))
    .for('update');
  return row;
}

/** The sender's own process; another customer's id is not found, as an unknown one. */
export async function ownProcess(
  db: TDb,
  ownerId: string,
  processId: string,
): Promise<TProcess | undefined> {
  const [row] = await db
    .select()
    .from(signingProcesses)
    .where(and(eq(signingProcesses.id, processId), eq(signingProcesses.ownerId, ownerId)));
  return row;
}

/**
 * Who may act now: every unsigned acting recipient in parallel order; in sequential order
 * those at the lowest position not yet signed.
 */
export function currentSigners(process: Pick<TProcess, 'signingOrder'>, all: TRecipient[]) {
  const waiting = all.filter((r) => actsOn(r) && r.status !== 'SIGNED');
  if (process.signingOrder === 'PARALLEL') return waiting;
  const first = Math.min(...waiting.map((r) => r.position));
  return waiting.filter((r) => r.position === first);
}
