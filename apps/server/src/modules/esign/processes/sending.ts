import { createHash } from 'node:crypto';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import { inUnitOfWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { setSigningStatus } from '../../documents/index.js';
import { spendEsignature } from './allowance.js';
import { expiryFrom, insertProcess, preparedPdf, type TNewRecipient } from './create.js';
import { refuseMissingWitness } from './execution-check.js';
import { completeProcess } from './finish.js';
import type { TSendForSignature, TSignatureInput } from './inputs.js';
import { invitationMail } from './mails.js';
import { actsOn, appendEvent, type TOrigin } from './records.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const nameOf = (v: TViewer) => `${v.user.firstName} ${v.user.lastName}`.trim() || v.user.email;

/** Signs the viewer's own finished document alone: sealed at once, SELF_SIGNED. */
export async function selfSign(
  deps: TDeps,
  o: { viewer: TViewer; documentId: string; signature: TSignatureInput; origin: TOrigin },
) {
  const name = nameOf(o.viewer);
  const prepared = await preparedPdf(deps, o.viewer, o.documentId, {
    recipients: [{ name, email: o.viewer.user.email.toLowerCase(), role: 'SIGNER' }],
  });
  return withCustomerLock(deps, o.viewer.user.id, () =>
    inUnitOfWork(deps, async (work) => {
      const now = work.clock.now();
      const { process } = await insertProcess(work, {
        viewer: o.viewer,
        documentId: prepared.doc.id,
        title: prepared.doc.title,
        status: 'SELF_SIGNED',
        order: 'PARALLEL',
        expiresAt: now,
        pdf: prepared.pdf,
        originalSha256: sha256(prepared.pdf),
        pageCount: prepared.pageCount,
        recipients: [
          {
            name,
            email: o.viewer.user.email.toLowerCase(),
            role: 'SIGNER',
            signedNow: { signature: o.signature, origin: o.origin, userId: o.viewer.user.id },
          },
        ],
        fields: prepared.fields,
        currentIndexes: new Set(),
        now,
      });
      await spendEsignature(work, { viewer: o.viewer, processId: process.id, now });
      await appendEvent(work.database.db, {
        processId: process.id,
        at: now,
        kind: 'SELF_SIGNED',
        actor: `${name} <${o.viewer.user.email}>`,
        ...o.origin,
      });
      await completeProcess(work, process, now);
      return process.id;
    }),
  );
}

/**
 * Sends the viewer's finished document to its recipients. In parallel order everyone is
 * asked at once; in sequential order the first, then each next one as the one before signs.
 * With signFirst the sender signs before anyone is asked.
 */
export async function sendForSignature(
  deps: TDeps,
  o: { viewer: TViewer; input: TSendForSignature; origin: TOrigin },
) {
  const { input, viewer } = o;
  const senderName = nameOf(viewer);
  const recipients: TNewRecipient[] = [
    ...(input.signFirst
      ? [
          {
            name: senderName,
            email: viewer.user.email.toLowerCase(),
            role: 'SIGNER' as const,
            signedNow: { signature: input.signFirst, origin: o.origin, userId: viewer.user.id },
          },
        ]
      : []),
    ...input.recipients.filter(
      (r) => !(input.signFirst && r.email === viewer.user.email.toLowerCase()),
    ),
  ];
  const prepared = await preparedPdf(deps, viewer, input.documentId, {
    recipients,
    placed: input.fields,
    companies: input.companies,
  });
  const now0 = deps.clock.now();
  const expiresAt = expiryFrom(input.expiresOn, now0);
  // Who is asked now: viewers always; signers all at once, or the first unsigned in order.
  const firstUnsigned = recipients.findIndex((r) => actsOn(r) && !r.signedNow);
  const currentIndexes = new Set(
    recipients.flatMap((r, i) =>
      r.signedNow ? [] : !actsOn(r) || input.order === 'PARALLEL' || i === firstUnsigned ? [i] : [],
    ),
  );
  return withCustomerLock(deps, viewer.user.id, () =>
    inUnitOfWork(deps, async (work) => {
      const now = work.clock.now();
      const db = work.database.db;
      const created = await insertProcess(work, {
        viewer,
        documentId: prepared.doc.id,
        title: prepared.doc.title,
        status: 'IN_PROGRESS',
        order: input.order,
        message: input.message,
        expiresAt,
        remindEveryDays: input.remindEveryDays,
        pdf: prepared.pdf,
        originalSha256: sha256(prepared.pdf),
        pageCount: prepared.pageCount,
        recipients,
        fields: prepared.fields,
        currentIndexes,
        now,
        // The witness rule is judged on the recipients as kept, each with their stored State.
        vet: (stored) =>
          refuseMissingWitness(db, {
            documentId: prepared.doc.id,
            recipients: stored,
            companySigns: (input.companies?.length ?? 0) > 0,
          }),
      });
      const { process } = created;
      await spendEsignature(work, { viewer, processId: process.id, now });
      const actor = `${senderName} <${viewer.user.email}>`;
      await appendEvent(db, {
        processId: process.id,
        at: now,
        kind: 'CREATED',
        actor,
        ...o.origin,
      });
      for (const [i, r] of created.recipients.entries()) {
        if (r.status === 'SIGNED') {
          await appendEvent(db, {
            processId: process.id,
            recipientId: r.id,
            at: now,
            kind: 'SIGNED',
            actor,
            detail: 'the sender signed first',
            ...o.origin,
          });
        } else if (r.status === 'SENT') {
          await appendEvent(db, {
            processId: process.id,
            recipientId: r.id,
            at: now,
            kind: 'SENT',
            actor,
            detail: `to ${r.email}`,
            ...o.origin,
          });
          const token = created.tokens[i]!;
          work.afterCommit(() =>
            work.mailer.send(invitationMail(work, { process, recipient: r, token, senderName })),
          );
        }
      }
      if (firstUnsigned === -1) {
        await completeProcess(work, process, now);
      } else {
        await setSigningStatus(work, {
          documentId: process.documentId,
          status: input.signFirst ? 'ESIGN_IN_PROGRESS' : 'SENT_FOR_SIGNATURE',
        });
      }
      return process.id;
    }),
  );
}
