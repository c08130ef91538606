import { eq } from 'drizzle-orm';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import { AppError } from '../../../platform/errors.js';
import { findUserById } from '../../account/index.js';
import { notificationEmailWanted, notify } from '../../notifications/index.js';
import { ESIGN_MESSAGES } from '../messages.js';
import { signingProcesses, signingRecipients } from '../tables.js';
import { settleDocumentStatus } from './document-status.js';
import { completedMail } from './mails.js';
import { appendEvent, fieldsOf, pdfKey, recipientsOf, type TProcess } from './records.js';
import { sealProcess } from './sealing-port.js';

/**
 * Seals a process every signer has signed: flattens the fields, adds the audit certificate,
 * stores the sealed PDF and its hash, and (after the commit) mails it to every party.
 */
export async function completeProcess(work: TWork, process: TProcess, now: Date) {
  const db = work.database.db;
  const recipients = await recipientsOf(db, process.id);
  const original = await work.files.read(pdfKey(process.id, 'original'));
  if (!original) throw new AppError('INTERNAL', ESIGN_MESSAGES.signedPdfMissing);
  const sealed = await sealProcess(work, {
    process,
    original,
    recipients,
    fields: await fieldsOf(db, process.id),
    completedAt: now,
  });
  await work.files.write(pdfKey(process.id, 'sealed'), sealed.pdf);
  const selfSigned = process.status === 'SELF_SIGNED';
  await db
    .update(signingProcesses)
    .set({
      status: selfSigned ? 'SELF_SIGNED' : 'COMPLETED',
      resultSha256: sealed.resultSha256,
      completedAt: now,
    })
    .where(eq(signingProcesses.id, process.id));
  if (!selfSigned) {
    await db
      .update(signingRecipients)
      .set({ status: 'COMPLETE' })
      .where(eq(signingRecipients.processId, process.id));
  }
  await settleDocumentStatus(work, {
    processId: process.id,
    documentId: process.documentId,
    status: selfSigned ? 'SELF_SIGNED' : 'SIGN_COMPLETE',
  });
  await appendEvent(db, {
    processId: process.id,
    at: now,
    kind: 'COMPLETED',
    actor: 'system',
    detail: `sealed; SHA-256 ${sealed.resultSha256}`,
  });
  const owner = await findUserById(db, process.ownerId);
  if (!selfSigned) {
    await notify(work, {
      userId: process.ownerId,
      kind: 'SIGNATURE_COMPLETED',
      title: 'Signing completed',
      body: `Everyone has signed “${process.title}”.`,
      link: `/documents/signing/${encodeURIComponent(process.id)}`,
    });
  }
  const parties = new Map<string, string>();
  if (owner) parties.set(owner.email.toLowerCase(), `${owner.firstName} ${owner.lastName}`.trim());
  for (const r of recipients) if (!parties.has(r.email)) parties.set(r.email, r.name);
  // The sender keeps the signed PDF on the signing page and chooses whether it also comes by
  // e-mail. Every other party always gets their copy: it is their record of what they signed,
  // and someone without an account has no other way to it. A self-signer has no notice, so
  // the mail is their confirmation.
  const kind = 'SIGNATURE_COMPLETED';
  if (owner && !selfSigned && !(await notificationEmailWanted(work, { userId: owner.id, kind }))) {
    parties.delete(owner.email.toLowerCase());
  }
  work.afterCommit(async () => {
    for (const [to, name] of parties) {
      await work.mailer.send(completedMail({ to, name, title: process.title, pdf: sealed.pdf }));
    }
  });
  return sealed;
}
