import { DOCUMENT_MESSAGES, render, type TAnswers, type TDocumentStatus } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { writePdf } from '../output/pdf-writer.js';
import { userDocuments } from '../tables.js';
import { ownedDocument, snapshotOf } from './owned-document.js';
import { downloadUploadedDocument } from './uploads-download.js';

export type TDocumentForSigning = {
  id: string;
  title: string;
  status: string;
  /** Made from a template here: its signature blocks are placed by the server. */
  generatedHere: boolean;
  /** The file a download gives (the PDF for a generated document), without spending allowances. */
  file(): Promise<{ bytes: Uint8Array; contentType: string }>;
};

/**
 * The viewer's own document as signing needs it. Another user's id answers as an unknown
 * one; signing has its own allowance, so reading the file here spends no download.
 */
export async function documentForSigning(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
): Promise<TDocumentForSigning> {
  const doc = await ownedDocument(deps.database.db, opts.viewer, opts.documentId);
  return {
    id: doc.id,
    title: doc.title,
    status: doc.status,
    generatedHere: doc.kind !== 'upload',
    async file() {
      if (doc.kind === 'upload') return downloadUploadedDocument(deps, doc);
      // What is signed is what the customer sees and downloads: the edited wording when
      // there is one; otherwise the answers', dated the day it was finished.
      const edited = await deps.editedWording?.(deps, doc);
      const result = edited
        ? ({ ok: true, document: edited } as const)
        : render(snapshotOf(doc), doc.answers as TAnswers, {
            now: doc.completedAt ?? deps.clock.now(),
          });
      if (!result.ok) throw new AppError('CONFLICT', DOCUMENT_MESSAGES.finishFirst);
      return { bytes: await writePdf(result.document), contentType: 'application/pdf' };
    },
  };
}

/** Sets the status signing gives a document in My documents (SENT_FOR_SIGNATURE, SIGN_COMPLETE...). */
export async function setSigningStatus(
  deps: TDeps,
  opts: { documentId: string; status: TDocumentStatus },
): Promise<void> {
  await deps.database.db
    .update(userDocuments)
    .set({ status: opts.status, updatedAt: deps.clock.now() })
    .where(eq(userDocuments.id, opts.documentId));
}
