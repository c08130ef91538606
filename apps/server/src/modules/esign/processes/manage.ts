import { and, desc, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { inUnitOfWork, type TWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { ESIGN_MESSAGES } from '../messages.js';
import { signingProcesses, signingRecipients } from '../tables.js';
import { closeProcess } from './close.js';
import { invitationMail } from './mails.js';
import {
  appendEvent,
  currentSigners,
  lockProcess,
  newLinkToken,
  ownProcess,
  recipientsOf,
  type TOrigin,
  type TProcess,
  type TRecipient,
} from './records.js';
import { closedProblem } from './signer-link.js';

const nameOf = (v: TViewer) => `${v.user.firstName} ${v.user.lastName}`.trim() || v.user.email;
const actorOf = (v: TViewer) => `${nameOf(v)} <${v.user.email}>`;

/** The sender's process; another customer's id answers NOT_FOUND, as an unknown one. */
export async function processForSender(deps: TDeps, viewer: TViewer, processId: string) {
  const process = await ownProcess(deps.database.db, viewer.user.id, processId);
  if (!process) throw notFound();
  return process;
}

export async function processesForDocument(deps: TDeps, viewer: TViewer, documentId: string) {
  return deps.database.db
    .select()
    .from(signingProcesses)
    .where(
      and(
        eq(signingProcesses.documentId, documentId),
        eq(signingProcesses.ownerId, viewer.user.id),
      ),
    )
    .orderBy(desc(signingProcesses.createdAt));
}

/** The open process of this sender, locked; refused plainly when it has ended. */
async function openProcessOf(work: TWork, viewer: TViewer, processId: string): Promise<TProcess> {
  const owned = await ownProcess(work.database.db, viewer.user.id, processId);
  if (!owned) throw notFound();
  const process = (await lockProcess(work.database.db, processId))!;
  if (process.status === 'SELF_SIGNED' || closedProblem(process, work.clock.now())) {
    throw new AppError('CONFLICT', ESIGN_MESSAGES.notOpen);
  }
  return process;
}

/** The sender cancels: every waiting recipient's link stops working and everyone is told. */
export async function cancelSigning(
  deps: TDeps,
  o: { viewer: TViewer; processId: string; note?: string | null; origin: TOrigin },
) {
  const note = o.note?.trim() || null;
  if (note && note.length > 1000)
    throw new AppError('BAD_INPUT', ESIGN_MESSAGES.noteTooLong, {
      fields: { note: ESIGN_MESSAGES.noteTooLong },
    });
  await inUnitOfWork(deps, async (work) => {
    const now = work.clock.now();
    const process = await openProcessOf(work, o.viewer, o.processId);
    await closeProcess(work, process, { as: 'CANCELLED', now, by: nameOf(o.viewer), note });
    await appendEvent(work.database.db, {
      processId: process.id,
      at: now,
      kind: 'CANCELLED',
      actor: actorOf(o.viewer),
      detail: note ?? undefined,
      ...o.origin,
    });
  });
  return processForSender(deps, o.viewer, o.processId);
}

/** The sender's recipient and its open process, locked in that order. */
async function recipientForSender(work: TWork, viewer: TViewer, recipientId: string) {
  const [row] = await work.database.db
    .select()
    .from(signingRecipients)
    .where(eq(signingRecipients.id, recipientId));
  if (!row) throw notFound();
  const owned = await ownProcess(work.database.db, viewer.user.id, row.processId);
  if (!owned) throw notFound();
  const process = await openProcessOf(work, viewer, row.processId);
  const [recipient] = await work.database.db
    .select()
    .from(signingRecipients)
    .where(eq(signingRecipients.id, recipientId));
  return { process, recipient: recipient! };
}

/**
 * Mails the recipient a new link now. Only the hash of a link is kept, so a reminder carries
 * a new one and the earlier link stops working (the mail says so).
 */
export async function remindRecipient(
  work: TWork,
  o: { process: TProcess; recipient: TRecipient; now: Date; actor: string; origin?: TOrigin },
) {
  const db = work.database.db;
  const link = newLinkToken();
  const [updated] = await db
    .update(signingRecipients)
    .set({ tokenHash: link.hash, lastRemindedAt: o.now })
    .where(eq(signingRecipients.id, o.recipient.id))
    .returning();
  await appendEvent(db, {
    processId: o.process.id,
    recipientId: o.recipient.id,
    at: o.now,
    kind: 'REMINDED',
    actor: o.actor,
    detail: `to ${o.recipient.email}`,
    ...o.origin,
  });
  const owner = await work.database.db.query.users.findFirst({
    where: (u, { eq: is }) => is(u.id, o.process.ownerId),
  });
  const senderName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : 'The sender';
  work.afterCommit(() =>
    work.mailer.send(
      invitationMail(work, {
        process: o.process,
        recipient: updated!,
        token: link.token,
        senderName,
        reminder: true,
      }),
    ),
  );
  return updated!;
}

export async function remindSigner(
  deps: TDeps,
  o: { viewer: TViewer; recipientId: string; origin: TOrigin },
) {
  return inUnitOfWork(deps, async (work) => {
    const now = work.clock.now();
    const { process, recipient } = await recipientForSender(work, o.viewer, o.recipientId);
    const all = await recipientsOf(work.database.db, process.id);
    const current =
      currentSigners(process, all).some((r) => r.id === recipient.id) ||
      (recipient.role === 'VIEWER' && !!recipient.sentAt);
    if (!current) throw new AppError('CONFLICT', ESIGN_MESSAGES.notCurrent);
    return remindRecipient(work, {
      process,
      recipient,
      now,
      actor: actorOf(o.viewer),
      origin: o.origin,
    });
  });
}

/** Corrects a recipient's address before they sign: a new link goes there, the old one dies. */
export async function changeSignerEmail(
  deps: TDeps,
  o: { viewer: TViewer; recipientId: string; email: string; origin: TOrigin },
) {
  return inUnitOfWork(deps, async (work) => {
    const db = work.database.db;
    const now = work.clock.now();
    const { process, recipient } = await recipientForSender(work, o.viewer, o.recipientId);
    if (recipient.status === 'SIGNED' || recipient.status === 'DECLINED') {
      throw new AppError('CONFLICT', ESIGN_MESSAGES.recipientDone);
    }
    const all = await recipientsOf(db, process.id);
    if (all.some((r) => r.id !== recipient.id && r.email === o.email)) {
      throw new AppError('BAD_INPUT', ESIGN_MESSAGES.duplicateEmail, {
        fields: { email: ESIGN_MESSAGES.duplicateEmail },
      });
    }
    const link = newLinkToken();
    const [updated] = await db
      .update(signingRecipients)
      .set({
        email: o.email,
        tokenHash: link.hash,
        viewedAt: null,
        consentedAt: null,
        codeVerifiedAt: null,
        codeHash: null,
        status: recipient.sentAt ? 'SENT' : 'CREATED',
      })
      .where(eq(signingRecipients.id, recipient.id))
      .returning();
    await appendEvent(db, {
      processId: process.id,
      recipientId: recipient.id,
      at: now,
      kind: 'EMAIL_CHANGED',
      actor: actorOf(o.viewer),
      detail: `${recipient.email} → ${o.email}`,
      ...o.origin,
    });
    if (recipient.sentAt) {
      const senderName = nameOf(o.viewer);
      work.afterCommit(() =>
        work.mailer.send(
          invitationMail(work, { process, recipient: updated!, token: link.token, senderName }),
        ),
      );
    }
    return updated!;
  });
}
