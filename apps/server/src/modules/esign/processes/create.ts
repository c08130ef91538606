import { addDays, sydneyStartOfDay, type TExecutionJurisdiction } from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { findUserByEmail } from '../../account/index.js';
import { documentForSigning } from '../../documents/index.js';
import type { TLayoutRecipient } from '../fields/check-placement.js';
import type { TCompanySigning, TPlacedFieldInput } from '../fields/inputs.js';
import { layOutFields } from '../fields/lay-out.js';
import type { TLaidField } from '../fields/types.js';
import { ESIGN_MESSAGES } from '../messages.js';
import { RECIPIENT_MESSAGES } from '../recipient-messages.js';
import { signingFields, signingProcesses, signingRecipients } from '../tables.js';
import { pdfForSigning } from '../uploads/docx-to-pdf.js';
import type { TSignatureInput } from './inputs.js';
import { newLinkToken, pdfKey, type TOrigin, type TProcess, type TRecipient } from './records.js';

/** Statuses during which a document cannot be sent or signed again. */
const SIGNING_NOW = new Set(['SENT_FOR_SIGNATURE', 'ESIGN_IN_PROGRESS']);

/** How long a link works when the sender names no expiry date. */
const DEFAULT_EXPIRY_DAYS = 60;

export type TNewRecipient = {
  name: string;
  email: string;
  role: TRecipient['role'];
  verifyByCode?: boolean | null;
  /** The State or territory whose law governs their signing; kept, and judged from there. */
  state?: TExecutionJurisdiction | null;
  /** Signed at creation: the sender signing first, or signing alone. */
  signedNow?: { signature: TSignatureInput; origin: TOrigin; userId: string };
};

/** The document's PDF with its fields laid out, checked to be signable now. */
export async function preparedPdf(
  deps: TDeps,
  viewer: TViewer,
  documentId: string,
  layout: {
    recipients: readonly TLayoutRecipient[];
    placed?: readonly TPlacedFieldInput[] | null;
    companies?: readonly TCompanySigning[] | null;
  },
) {
  const doc = await documentForSigning(deps, { viewer, documentId });
  if (doc.status === 'IN_PROGRESS') throw new AppError('CONFLICT', ESIGN_MESSAGES.notFinished);
  if (SIGNING_NOW.has(doc.status)) throw new AppError('CONFLICT', ESIGN_MESSAGES.alreadySigning);
  const file = await doc.file();
  // A Word file is converted to PDF first; images and the rest cannot be signed.
  const pdf = await pdfForSigning(deps.docxToPdf, file);
  if (!pdf) throw new AppError('CONFLICT', RECIPIENT_MESSAGES.notConvertible);
  const prepared = await layOutFields({ pdf, ...layout });
  return { doc, ...prepared };
}

/** The instant a "yyyy-mm-dd" expiry date ends in Sydney, or the default from now. */
export function expiryFrom(expiresOn: string | null | undefined, now: Date): Date {
  if (!expiresOn) return new Date(now.getTime() + DEFAULT_EXPIRY_DAYS * 24 * 3600 * 1000);
  const [year, month, day] = expiresOn.split('-').map(Number) as [number, number, number];
  const end = sydneyStartOfDay(addDays({ year, month, day }, 1));
  if (Number.isNaN(end.getTime()) || end <= now) {
    throw new AppError('BAD_INPUT', ESIGN_MESSAGES.badExpiry, {
      fields: { expiresOn: ESIGN_MESSAGES.badExpiry },
    });
  }
  return end;
}

/**
 * Writes a process, its recipients (each with a fresh link token, returned once here) and
 * its fields. Statuses are the caller's: this only records what it is given.
 */
export async function insertProcess(
  work: TWork,
  o: {
    viewer: TViewer;
    documentId: string;
    title: string;
    status: TProcess['status'];
    order: TProcess['signingOrder'];
    message?: string | null;
    expiresAt: Date;
    remindEveryDays?: number | null;
    pdf: Uint8Array;
    originalSha256: string;
    pageCount: number;
    recipients: TNewRecipient[];
    fields: TLaidField[];
    currentIndexes: Set<number>;
    now: Date;
    /**
     * Checks the recipients as stored (the execution rules), before anything is written to
     * the file store; a refusal thrown here rolls the whole send back.
     */
    vet?: (stored: TRecipient[]) => Promise<void>;
  },
) {
  const db = work.database.db;
  // Checked again under the customer's lock: two sends of one document racing each other
  // both passed the first check, and only one may start.
  const [running] = await db
    .select({ id: signingProcesses.id })
    .from(signingProcesses)
    .where(
      and(
        eq(signingProcesses.documentId, o.documentId),
        eq(signingProcesses.status, 'IN_PROGRESS'),
        isNull(signingProcesses.closedAs),
        isNull(signingProcesses.completedAt),
      ),
    )
    .limit(1);
  if (running) throw new AppError('CONFLICT', ESIGN_MESSAGES.alreadySigning);
  const id = flakeId(o.now.getTime());
  const [process] = await db
    .insert(signingProcesses)
    .values({
      id,
      ownerId: o.viewer.user.id,
      documentId: o.documentId,
      title: o.title,
      status: o.status,
      signingOrder: o.order,
      message: o.message ?? null,
      expiresAt: o.expiresAt,
      remindEveryDays: o.remindEveryDays ?? null,
      originalSha256: o.originalSha256,
      pageCount: o.pageCount,
      createdAt: o.now,
    })
    .returning();
  const tokens: string[] = [];
  const rows: TRecipient[] = [];
  for (const [index, r] of o.recipients.entries()) {
    const link = newLinkToken();
    tokens.push(link.token);
    const account = await findUserByEmail(db, r.email);
    const signed = r.signedNow;
    const current = o.currentIndexes.has(index);
    const [row] = await db
      .insert(signingRecipients)
      .values({
        id: flakeId(o.now.getTime()),
        processId: id,
        userId: signed?.userId ?? account?.id ?? null,
        name: r.name,
        email: r.email,
        role: r.role,
        state: r.state ?? null,
        position: index + 1,
        status: signed ? 'SIGNED' : current ? 'SENT' : 'CREATED',
        tokenHash: link.hash,
        verifyByCode: r.verifyByCode === true,
        sentAt: signed || current ? o.now : null,
        signedAt: signed ? o.now : null,
        viewedAt: signed ? o.now : null,
        consentedAt: signed ? o.now : null,
        ip: signed?.origin.ip ?? null,
        userAgent: signed?.origin.userAgent ?? null,
        signature: signed ? { ...signed.signature } : null,
      })
      .returning();
    rows.push(row!);
  }
  await o.vet?.(rows);
  if (o.fields.length) {
    await db.insert(signingFields).values(
      o.fields.map((f) => ({
        id: flakeId(o.now.getTime()),
        processId: id,
        recipientId: rows[f.recipientIndex]!.id,
        page: f.page,
        x: f.x,
        y: f.y,
        width: f.width,
        height: f.height,
        type: f.type,
        required: f.required ?? true,
      })),
    );
  }
  await work.files.write(pdfKey(id, 'original'), o.pdf);
  return { process: process!, recipients: rows, tokens };
}
