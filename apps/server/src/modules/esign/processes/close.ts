import { eq } from 'drizzle-orm';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import { findUserById } from '../../account/index.js';
import { signingProcesses, signingRecipients } from '../tables.js';
import { settleDocumentStatus } from './document-status.js';
import { closedMail } from './mails.js';
import { recipientsOf, type TProcess } from './records.js';

/**
 * Ends an open process (declined, cancelled or expired): recipients still waiting are
 * CANCELLED, the document shows why, and the sender and every recipient are told.
 */
export async function closeProcess(
  work: TWork,
  process: TProcess,
  o: {
    as: 'DECLINED' | 'CANCELLED' | 'EXPIRED';
    now: Date;
    by?: string;
    note?: string | null;
    except?: string;
  },
) {
  const db = work.database.db;
  await db
    .update(signingProcesses)
    .set({
      closedAs: o.as,
      closedAt: o.now,
      cancelNote: o.as === 'CANCELLED' ? (o.note ?? null) : null,
    })
    .where(eq(signingProcesses.id, process.id));
  const all = await recipientsOf(db, process.id);
  for (const r of all) {
    if (r.id === o.except || r.status === 'SIGNED' || r.status === 'DECLINED') continue;
    await db
      .update(signingRecipients)
      .set({ status: 'CANCELLED' })
      .where(eq(signingRecipients.id, r.id));
  }
  await settleDocumentStatus(work, {
    processId: process.id,
    documentId: process.documentId,
    status: o.as === 'DECLINED' ? 'DECLINED' : 'CANCELLED',
  });
  const owner = await findUserById(db, process.ownerId);
  const told = new Map<string, string>();
  if (owner) told.set(owner.email.toLowerCase(), `${owner.firstName} ${owner.lastName}`.trim());
  for (const r of all)
    if (r.id !== o.except && r.sentAt && !told.has(r.email)) told.set(r.email, r.name);
  work.afterCommit(async () => {
    for (const [to, name] of told) {
      await work.mailer.send(
        closedMail({ to, name, title: process.title, what: o.as, by: o.by, reason: o.note }),
      );
    }
  });
}
