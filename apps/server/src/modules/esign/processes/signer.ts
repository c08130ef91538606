import { eq } from 'drizzle-orm';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { findUserById } from '../../account/index.js';
import { FIELD_MESSAGES } from '../fields/messages.js';
import { fieldWhere } from '../fields/types.js';
import { ESIGN_MESSAGES } from '../messages.js';
import { signingFields, signingRecipients } from '../tables.js';
import { closeProcess } from './close.js';
import { settleDocumentStatus } from './document-status.js';
import { completeProcess } from './finish.js';
import type { TSignatureInput } from './inputs.js';
import { invitationMail, signedByMail } from './mails.js';
import {
  actsOn,
  appendEvent,
  currentSigners,
  fieldsOf,
  newLinkToken,
  recipientsOf,
  type TOrigin,
  type TProcess,
  type TRecipient,
} from './records.js';
import { checkCode } from './signer-code.js';
import { recipientOfLink, withSignerLink } from './signer-link.js';

type TLink = { processId: string; token: string };
const who = (r: TRecipient) => `${r.name} <${r.email}>`;

export type TSession = Awaited<ReturnType<typeof signerSession>>;

/** What the signing page shows the holder of a link. */
export async function signerSession(deps: TDeps, link: TLink) {
  const db = deps.database.db;
  const { process, recipient } = await recipientOfLink(db, { ...link, now: deps.clock.now() });
  const all = await recipientsOf(db, process.id);
  const current = currentSigners(process, all);
  const owner = await findUserById(db, process.ownerId);
  const needsCode = recipient.verifyByCode && !recipient.codeVerifiedAt;
  const myTurn = current.some((r) => r.id === recipient.id);
  const waiting = actsOn(recipient) && !myTurn && recipient.status !== 'SIGNED';
  return {
    processId: process.id,
    title: process.title,
    senderName: owner ? `${owner.firstName} ${owner.lastName}`.trim() : 'The sender',
    recipientName: recipient.name,
    recipientEmail: recipient.email,
    role: recipient.role,
    status: recipient.status as string,
    documentPdfUrl: `/api/esign/${process.id}/document?token=${link.token}`,
    pageCount: process.pageCount,
    fields: needsCode
      ? []
      : (await fieldsOf(db, process.id)).filter((f) => f.recipientId === recipient.id),
    needsCode,
    canSign: actsOn(recipient) && myTurn && !needsCode && !!recipient.consentedAt,
    waitingFor: waiting ? current.map((r) => r.name).join(', ') || null : null,
    message: process.message,
    expiresAt: process.expiresAt,
  };
}

/**
 * Opens the document for its recipient: records their consent to sign electronically
 * (Electronic Transactions Act 1999 (Cth) s 10) and that they viewed it, after the e-mailed
 * code when the sender asked for one.
 */
export async function openAsSigner(
  deps: TDeps,
  o: TLink & { consent: boolean; code?: string | null; origin: TOrigin },
) {
  if (!o.consent)
    throw new AppError('BAD_INPUT', ESIGN_MESSAGES.consentRequired, {
      fields: { consent: ESIGN_MESSAGES.consentRequired },
    });
  const codeProblem = await withSignerLink(deps, o, async ({ db, now, process, recipient }) => {
    if (recipient.verifyByCode && !recipient.codeVerifiedAt) {
      const problem = checkCode(recipient, o.code, now);
      if (problem) {
        await db
          .update(signingRecipients)
          .set({ codeAttempts: recipient.codeAttempts + 1 })
          .where(eq(signingRecipients.id, recipient.id));
        await appendEvent(db, {
          processId: process.id,
          recipientId: recipient.id,
          at: now,
          kind: 'CODE_FAILED',
          actor: who(recipient),
          ...o.origin,
        });
        return problem;
      }
      await db
        .update(signingRecipients)
        .set({ codeVerifiedAt: now, codeHash: null })
        .where(eq(signingRecipients.id, recipient.id));
      await appendEvent(db, {
        processId: process.id,
        recipientId: recipient.id,
        at: now,
        kind: 'CODE_VERIFIED',
        actor: who(recipient),
        ...o.origin,
      });
    }
    const first = !recipient.viewedAt;
    await db
      .update(signingRecipients)
      .set({
        consentedAt: recipient.consentedAt ?? now,
        viewedAt: recipient.viewedAt ?? now,
        status: recipient.status === 'SENT' ? 'VIEWED' : recipient.status,
        ip: o.origin.ip ?? recipient.ip,
        userAgent: o.origin.userAgent ?? recipient.userAgent,
      })
      .where(eq(signingRecipients.id, recipient.id));
    if (!recipient.consentedAt) {
      await appendEvent(db, {
        processId: process.id,
        recipientId: recipient.id,
        at: now,
        kind: 'CONSENTED',
        actor: who(recipient),
        detail: 'agreed to sign electronically',
        ...o.origin,
      });
    }
    if (first)
      await appendEvent(db, {
        processId: process.id,
        recipientId: recipient.id,
        at: now,
        kind: 'VIEWED',
        actor: who(recipient),
        ...o.origin,
      });
    return undefined;
  });
  // A wrong code is counted (committed) before it is refused.
  if (codeProblem) throw codeProblem;
  return signerSession(deps, o);
}

/**
 * Records a recipient's signature. Only a current signer may sign, once: the process row is
 * locked, so two signers at the same moment are recorded one after the other, and the last
 * signature seals the document.
 */
export async function signAsRecipient(
  deps: TDeps,
  o: TLink & {
    signature: TSignatureInput;
    values: { fieldId: string; text?: string | null; checked?: boolean | null }[];
    origin: TOrigin;
  },
) {
  const before = await signerSession(deps, o);
  await withSignerLink(deps, o, async ({ work, db, now, process, recipient }) => {
    if (!actsOn(recipient)) throw new AppError('CONFLICT', ESIGN_MESSAGES.viewerCannotSign);
    if (recipient.status === 'SIGNED') throw new AppError('CONFLICT', ESIGN_MESSAGES.alreadySigned);
    if (recipient.verifyByCode && !recipient.codeVerifiedAt)
      throw new AppError('CONFLICT', ESIGN_MESSAGES.codeRequired);
    if (!recipient.consentedAt) throw new AppError('CONFLICT', ESIGN_MESSAGES.consentRequired);
    const all = await recipientsOf(db, process.id);
    if (!currentSigners(process, all).some((r) => r.id === recipient.id)) {
      throw new AppError('CONFLICT', ESIGN_MESSAGES.notYourTurn);
    }
    await fillFields(work, process, recipient, o.values);
    await db
      .update(signingRecipients)
      .set({
        status: 'SIGNED',
        signedAt: now,
        signature: { ...o.signature },
        ip: o.origin.ip ?? null,
        userAgent: o.origin.userAgent ?? null,
      })
      .where(eq(signingRecipients.id, recipient.id));
    await appendEvent(db, {
      processId: process.id,
      recipientId: recipient.id,
      at: now,
      kind: 'SIGNED',
      actor: who(recipient),
      detail: `style ${o.signature.style}`,
      ...o.origin,
    });
    await afterSignature(work, process, now, recipient);
  });
  return signerSessionAfter(deps, o, before);
}

// The last signature completes the process, which closes every link: the signer is still
// answered with what they did, from the session they had before signing.
async function signerSessionAfter(deps: TDeps, link: TLink, before: TSession) {
  try {
    return await signerSession(deps, link);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'GONE') throw error;
    return { ...before, status: 'COMPLETE', canSign: false, fields: [], waitingFor: null };
  }
}

async function fillFields(
  work: TWork,
  process: TProcess,
  recipient: TRecipient,
  values: { fieldId: string; text?: string | null; checked?: boolean | null }[],
) {
  const db = work.database.db;
  const mine = (await fieldsOf(db, process.id)).filter((f) => f.recipientId === recipient.id);
  const given = new Map(values.map((v) => [v.fieldId, v]));
  for (const field of mine) {
    // Signatures, initials and dates are filled by the signature itself.
    if (field.type !== 'TEXT' && field.type !== 'NAME' && field.type !== 'CHECKBOX') continue;
    const value = given.get(field.id);
    const filled = field.type === 'CHECKBOX' ? value?.checked === true : !!value?.text?.trim();
    if (field.required && !filled) {
      const problem = FIELD_MESSAGES.requiredField(fieldWhere(field));
      throw new AppError('BAD_INPUT', problem, { fields: { [field.id]: problem } });
    }
    if (value) {
      await db
        .update(signingFields)
        .set({
          value:
            field.type === 'CHECKBOX'
              ? { checked: value.checked === true }
              : { text: value.text?.trim().slice(0, 500) ?? '' },
        })
        .where(eq(signingFields.id, field.id));
    }
  }
}

/** Seals when everyone has signed; otherwise asks the next in order and tells the sender. */
async function afterSignature(work: TWork, process: TProcess, now: Date, signer: TRecipient) {
  const db = work.database.db;
  const all = await recipientsOf(db, process.id);
  const next = currentSigners(process, all);
  if (next.length === 0) {
    await completeProcess(work, process, now);
    return;
  }
  await settleDocumentStatus(work, {
    processId: process.id,
    documentId: process.documentId,
    status: 'ESIGN_IN_PROGRESS',
  });
  const owner = await findUserById(db, process.ownerId);
  const senderName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : 'The sender';
  if (owner && owner.email.toLowerCase() !== signer.email) {
    work.afterCommit(() =>
      work.mailer.send(
        signedByMail({
          to: owner.email,
          name: senderName,
          title: process.title,
          signer: signer.name,
        }),
      ),
    );
  }
  for (const r of next.filter((n) => n.status === 'CREATED')) {
    const link = newLinkToken();
    await db
      .update(signingRecipients)
      .set({ status: 'SENT', sentAt: now, tokenHash: link.hash })
      .where(eq(signingRecipients.id, r.id));
    await appendEvent(db, {
      processId: process.id,
      recipientId: r.id,
      at: now,
      kind: 'SENT',
      actor: 'system',
      detail: `to ${r.email}, after ${signer.name} signed`,
    });
    work.afterCommit(() =>
      work.mailer.send(
        invitationMail(work, { process, recipient: r, token: link.token, senderName }),
      ),
    );
  }
}

/** A recipient declines with a reason: the process stops and everyone is told. */
export async function declineAsRecipient(
  deps: TDeps,
  o: TLink & { reason: string; origin: TOrigin },
) {
  const reason = o.reason.trim();
  if (!reason || reason.length > 1000)
    throw new AppError('BAD_INPUT', ESIGN_MESSAGES.reasonRequired, {
      fields: { reason: ESIGN_MESSAGES.reasonRequired },
    });
  const session = await signerSession(deps, o);
  await withSignerLink(deps, o, async ({ work, db, now, process, recipient }) => {
    if (recipient.status === 'SIGNED') throw new AppError('CONFLICT', ESIGN_MESSAGES.alreadySigned);
    await db
      .update(signingRecipients)
      .set({
        status: 'DECLINED',
        declinedAt: now,
        declineReason: reason,
        ip: o.origin.ip ?? null,
        userAgent: o.origin.userAgent ?? null,
      })
      .where(eq(signingRecipients.id, recipient.id));
    await closeProcess(work, process, {
      as: 'DECLINED',
      now,
      by: recipient.name,
      note: reason,
      except: recipient.id,
    });
    await appendEvent(db, {
      processId: process.id,
      recipientId: recipient.id,
      at: now,
      kind: 'DECLINED',
      actor: who(recipient),
      detail: reason,
      ...o.origin,
    });
  });
  return { ...session, status: 'DECLINED' as const, canSign: false, fields: [] };
}
