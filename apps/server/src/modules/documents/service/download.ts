import {
  DOCUMENT_MESSAGES,
  FREE_TIER,
  LICENCE_MESSAGES,
  render,
  type TAnswers,
  type TRenderedDocument,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import type { TDb } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { getSubscriptionSummary } from '../../billing/index.js';
import { writeDocx } from '../output/docx-writer.js';
import { writePdf } from '../output/pdf-writer.js';
import { documentDownloads, freePdfAllowances } from '../tables.js';
import { accessibleDocument } from './access.js';
import { documentLicenceFor } from './licences.js';
import { snapshotOf, type TUserDocument } from './owned-document.js';
import { downloadUploadedDocument, uploadedDownloadMetadata } from './uploads-download.js';

export type TFormat = 'pdf' | 'docx';

/**
 * The document's wording as edited by hand, when it has been (the editor area answers it);
 * undefined while the wording is still what the answers make.
 */
export type TEditedWording = (
  deps: TDeps,
  doc: TUserDocument,
) => Promise<TRenderedDocument | undefined>;
type TBasis = 'plan' | 'free-pdf' | 'licence';
type TAllowance = { allowed: true; basis: TBasis } | { allowed: false; reason: string };

async function freePdfSlots(db: TDb, userId: string) {
  return db.select().from(freePdfAllowances).where(eq(freePdfAllowances.userId, userId));
}

async function freePdfsUsed(deps: TDeps, userId: string): Promise<number> {
  return (await freePdfSlots(deps.database.db, userId)).length;
}

/**
 * Takes a free-tier PDF slot for this document (a document that has one keeps it), under the
 * customer's lock; the slots' primary key stops a race that got past the lock. False when
 * the allowance is spent.
 */
async function claimFreePdf(deps: TDeps, opts: { userId: string; documentId: string }) {
  return withCustomerLock(deps, opts.userId, async () => {
    const { db } = deps.database;
    const slots = await freePdfSlots(db, opts.userId);
    if (slots.some((slot) => slot.documentId === opts.documentId)) return true;
    if (slots.length >= FREE_TIER.pdfDownloads) return false;
    const taken = await db
      .insert(freePdfAllowances)
      .values({
        userId: opts.userId,
        slot: slots.length + 1,
        documentId: opts.documentId,
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    return taken.length === 1;
  });
}

/** Whether this user may download this document in this format, and on what basis. */
async function allowance(
  deps: TDeps,
  viewer: TViewer,
  doc: TUserDocument,
  format: TFormat,
): Promise<TAllowance> {
  if (doc.status === 'IN_PROGRESS')
    return { allowed: false, reason: DOCUMENT_MESSAGES.finishFirst };
  const plan = await getSubscriptionSummary(deps, viewer.user);
  if (plan.canAccessAllDocuments) return { allowed: true, basis: 'plan' };
  // A pay-per-document licence covers this document in every format until it ends.
  const licence = await documentLicenceFor(deps, { userId: viewer.user.id, documentId: doc.id });
  if (licence.status === 'valid') return { allowed: true, basis: 'licence' };
  // A document already downloaded free may be downloaded again: it is the same free PDF.
  const slots = await freePdfSlots(deps.database.db, viewer.user.id);
  const freePdf =
    slots.some((slot) => slot.documentId === doc.id) || slots.length < FREE_TIER.pdfDownloads;
  if (format === 'docx') {
    // Only say the free PDF is still there when this customer's allowance says so.
    const reason =
      licence.status === 'expired' && licence.expiresAt
        ? LICENCE_MESSAGES.expired(licence.expiresAt)
        : freePdf
          ? DOCUMENT_MESSAGES.docxNeedsPlan
          : DOCUMENT_MESSAGES.docxNeedsPlanFreePdfUsed;
    return { allowed: false, reason };
  }
  if (freePdf) return { allowed: true, basis: 'free-pdf' };
  return { allowed: false, reason: DOCUMENT_MESSAGES.freePdfUsed };
}

/** GET /asset-instance/download/metadata/{id}: what the download panel needs to know. */
export async function downloadMetadata(deps: TDeps, opts: { viewer: TViewer; documentId: string }) {
  const { doc } = await accessibleDocument(deps.database.db, opts.viewer, opts.documentId, 'read');
  if (doc.kind === 'upload') return uploadedDownloadMetadata(deps, doc);
  const [pdf, docx] = await Promise.all([
    allowance(deps, opts.viewer, doc, 'pdf'),
    allowance(deps, opts.viewer, doc, 'docx'),
  ]);
  const used = await freePdfsUsed(deps, opts.viewer.user.id);
  const describe = (format: TFormat, a: TAllowance) => ({
    format,
    available: a.allowed,
    basis: a.allowed ? a.basis : null,
    reason: a.allowed ? null : a.reason,
  });
  const licence = await documentLicenceFor(deps, {
    userId: opts.viewer.user.id,
    documentId: doc.id,
  });
  return {
    documentId: doc.id,
    /** The id a pay-per-document purchase is made for. */
    assetFlakeId: doc.id,
    licence,
    title: doc.title,
    status: doc.status,
    fileName: fileName(doc.title),
    freePdfRemaining: Math.max(0, FREE_TIER.pdfDownloads - used),
    formats: [describe('pdf', pdf), describe('docx', docx)],
  };
}

/** Writes the finished document as a file, recording the download. */
export async function downloadDocument(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; format: TFormat },
): Promise<{ bytes: Uint8Array; fileName: string; contentType: string }> {
  const { doc } = await accessibleDocument(deps.database.db, opts.viewer, opts.documentId, 'read');
  // An uploaded file is the customer's own: it downloads as uploaded, whatever the format.
  if (doc.kind === 'upload') return downloadUploadedDocument(deps, doc);
  const allowed = await allowance(deps, opts.viewer, doc, opts.format);
  if (!allowed.allowed) {
    const code = doc.status === 'IN_PROGRESS' ? 'CONFLICT' : 'PAYMENT_REQUIRED';
    throw new AppError(code, allowed.reason);
  }
  // What the customer sees in the editor is what they download; unedited, the answers'
  // wording, dated the day it was finished however often it is downloaded.
  const edited = await deps.editedWording?.(deps, doc);
  const result = edited
    ? ({ ok: true, document: edited } as const)
    : render(snapshotOf(doc), doc.answers as TAnswers, {
        now: doc.completedAt ?? deps.clock.now(),
      });
  if (!result.ok) throw new AppError('CONFLICT', DOCUMENT_MESSAGES.finishFirst);
  const bytes =
    opts.format === 'pdf' ? await writePdf(result.document) : await writeDocx(result.document);
  // The free PDF is spent only by a download that happens, and only once however many
  // downloads race for it.
  if (
    allowed.basis === 'free-pdf' &&
    !(await claimFreePdf(deps, { userId: opts.viewer.user.id, documentId: doc.id }))
  ) {
    throw new AppError('PAYMENT_REQUIRED', DOCUMENT_MESSAGES.freePdfUsed);
  }
  const now = deps.clock.now();
  await deps.database.db.insert(documentDownloads).values({
    id: flakeId(now.getTime()),
    documentId: doc.id,
    userId: opts.viewer.user.id,
    format: opts.format,
    basis: allowed.basis,
    createdAt: now,
  });
  return {
    bytes,
    fileName: `${fileName(doc.title)}.${opts.format}`,
    contentType:
      opts.format === 'pdf'
        ? 'application/pdf'
        : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
}

function fileName(title: string): string {
  return (
    title
      .replace(/[^A-Za-z0-9 ()_-]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'document'
  );
}
