import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import { inUnitOfWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { findUserById } from '../../account/index.js';
import { setSigningStatus } from '../../documents/index.js';
import { esignAllowance, spendEsignature } from '../processes/allowance.js';
import { expiryFrom, insertProcess, preparedPdf } from '../processes/create.js';
import { type TWitnessProblem, witnessProblem } from '../processes/execution-check.js';
import { invitationMail } from '../processes/mails.js';
import { appendEvent, type TOrigin } from '../processes/records.js';
import { RECIPIENT_MESSAGES as M } from '../recipient-messages.js';
import { esignBulkSendCopies, esignBulkSends } from '../recipient-tables.js';
import { signingProcesses } from '../tables.js';
import { checkBulkRecipients, type TBulkRecipient } from './csv.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const nameOf = (v: TViewer) => `${v.user.firstName} ${v.user.lastName}`.trim() || v.user.email;

export type TSendBulk = {
  /** The customer sending: their viewer from a request, or their id from another area. */
  viewer?: TViewer;
  userId?: string;
  documentId: string;
  recipients: readonly {
    name: string;
    email: string;
    role?: string | null;
    state?: string | null;
    line?: number;
  }[];
  message?: string | null;
  expiresOn?: string | null;
  remindEveryDays?: number | null;
  origin?: TOrigin;
};

const witnessRefusal = (r: TBulkRecipient, p: TWitnessProblem) =>
  M.bulkNeedsWitness(`${r.name} (${r.email})`, p.where, p.needed, p.kind);

async function senderOf(deps: TDeps, o: TSendBulk): Promise<TViewer> {
  if (o.viewer) return o.viewer;
  const user = o.userId ? await findUserById(deps.database.db, o.userId) : undefined;
  if (!user) throw notFound();
  return { sessionId: 'service', user, actor: user, impersonating: false };
}

/**
 * Sends one finished document to many recipients, each their own copy and signing process,
 * grouped as one bulk send. Every copy spends one e-signature of the free tier: all of them
 * or none, checked under the customer's lock (a plan covering signing spends nothing).
 */
export async function sendBulk(deps: TDeps, o: TSendBulk) {
  const viewer = await senderOf(deps, o);
  const recipients: TBulkRecipient[] = checkBulkRecipients(
    o.recipients.map((r, i) => ({ ...r, line: r.line ?? i + 1 })),
  );
  // Each copy carries its own signer's name in its signature block.
  const copies: { recipient: TBulkRecipient; prepared: Awaited<ReturnType<typeof preparedPdf>> }[] =
    [];
  for (const r of recipients) {
    const prepared = await preparedPdf(deps, viewer, o.documentId, {
      recipients: [{ name: r.name, email: r.email, role: r.role }],
    });
    copies.push({ recipient: r, prepared });
  }
  const doc = copies[0]!.prepared.doc;
  // Every line the law would not let stand, named at once, before anything is written.
  const problems: string[] = [];
  for (const r of recipients) {
    const problem = await witnessProblem(deps.database.db, {
      documentId: doc.id,
      recipients: [r],
      companySigns: false,
    });
    if (problem) problems.push(M.bulkLine(r.line, witnessRefusal(r, problem)));
  }
  if (problems.length) {
    throw new AppError('BAD_INPUT', M.bulkProblems(problems.slice(0, 10), problems.length));
  }
  const expiresAt = expiryFrom(o.expiresOn, deps.clock.now());
  const senderName = nameOf(viewer);
  const actor = `${senderName} <${viewer.user.email}>`;
  return withCustomerLock(deps, viewer.user.id, () =>
    inUnitOfWork(deps, async (work) => {
      const db = work.database.db;
      const now = work.clock.now();
      const allowance = await esignAllowance(work, viewer);
      if (!allowance.unlimited && allowance.freeRemaining < copies.length) {
        throw new AppError(
          'PAYMENT_REQUIRED',
          M.bulkFreeShort(copies.length, allowance.freeRemaining),
        );
      }
      const bulkId = flakeId(now.getTime());
      await db.insert(esignBulkSends).values({
        id: bulkId,
        ownerId: viewer.user.id,
        documentId: doc.id,
        title: doc.title,
        copies: copies.length,
        createdAt: now,
      });
      const processIds: string[] = [];
      for (const { recipient, prepared } of copies) {
        // Written as CREATED so the next copy of the same document is not refused as a
        // second signing of it; all go IN_PROGRESS together below.
        const created = await insertProcess(work, {
          viewer,
          documentId: doc.id,
          title: doc.title,
          status: 'CREATED',
          order: 'PARALLEL',
          message: o.message,
          expiresAt,
          remindEveryDays: o.remindEveryDays,
          pdf: prepared.pdf,
          originalSha256: sha256(prepared.pdf),
          pageCount: prepared.pageCount,
          recipients: [
            {
              name: recipient.name,
              email: recipient.email,
              role: recipient.role,
              state: recipient.state,
            },
          ],
          fields: prepared.fields,
          currentIndexes: new Set([0]),
          now,
          // Judged again on the copy as kept, inside the send: the stored State decides.
          vet: async (stored) => {
            const problem = await witnessProblem(db, {
              documentId: doc.id,
              recipients: stored,
              companySigns: false,
            });
            if (problem) {
              throw new AppError(
                'BAD_INPUT',
                M.bulkLine(recipient.line, witnessRefusal(recipient, problem)),
              );
            }
          },
        });
        const { process } = created;
        const r = created.recipients[0]!;
        processIds.push(process.id);
        await spendEsignature(work, { viewer, processId: process.id, now });
        await db
          .insert(esignBulkSendCopies)
          .values({ bulkSendId: bulkId, line: recipient.line, processId: process.id });
        await appendEvent(db, {
          processId: process.id,
          at: now,
          kind: 'CREATED',
          actor,
          detail: `bulk send, line ${recipient.line}`,
          ...o.origin,
        });
        await appendEvent(db, {
          processId: process.id,
          recipientId: r.id,
          at: now,
          kind: 'SENT',
          actor,
          detail: `to ${r.email}`,
          ...o.origin,
        });
        const token = created.tokens[0]!;
        work.afterCommit(() =>
          work.mailer.send(invitationMail(work, { process, recipient: r, token, senderName })),
        );
      }
      await db
        .update(signingProcesses)
        .set({ status: 'IN_PROGRESS' })
        .where(inArray(signingProcesses.id, processIds));
      await setSigningStatus(work, { documentId: doc.id, status: 'SENT_FOR_SIGNATURE' });
      const [bulk] = await db.select().from(esignBulkSends).where(eq(esignBulkSends.id, bulkId));
      return bulk!;
    }),
  );
}
