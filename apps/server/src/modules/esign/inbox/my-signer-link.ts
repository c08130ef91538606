import { eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { inUnitOfWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { appendEvent, lockProcess, newLinkToken } from '../processes/records.js';
import { RECIPIENT_MESSAGES } from '../recipient-messages.js';
import { signingRecipients } from '../tables.js';
import { awaitingViewer } from './awaiting.js';

/**
 * A fresh signing link for the signed-in customer a document awaits, so "Sign" in My
 * documents opens the signing page as their e-mailed link would. Only the hash of a link
 * is kept, so the link is replaced, as a reminder replaces it; the page then works as for
 * any recipient (consent, code, turn), and the audit log records the account it went to.
 */
export async function issueMySignerLink(
  deps: TDeps,
  o: { viewer: TViewer; documentId: string },
): Promise<{ processId: string; token: string }> {
  return inUnitOfWork(deps, async (work) => {
    const db = work.database.db;
    const now = work.clock.now();
    const [found] = await awaitingViewer(db, { viewer: o.viewer, now, documentId: o.documentId });
    if (!found) throw new AppError('NOT_FOUND', RECIPIENT_MESSAGES.notAwaitingYou);
    // Under the process's lock, as every other writer of its recipients.
    const process = await lockProcess(db, found.process.id);
    if (!process || process.closedAs || process.completedAt) {
      throw new AppError('NOT_FOUND', RECIPIENT_MESSAGES.notAwaitingYou);
    }
    const link = newLinkToken();
    await db
      .update(signingRecipients)
      .set({ tokenHash: link.hash, userId: o.viewer.user.id })
      .where(eq(signingRecipients.id, found.recipient.id));
    await appendEvent(db, {
      processId: process.id,
      recipientId: found.recipient.id,
      at: now,
      kind: 'LINK_ISSUED',
      actor: `${found.recipient.name} <${found.recipient.email}>`,
      detail: 'Opened from My documents while signed in',
    });
    return { processId: process.id, token: link.token };
  });
}
