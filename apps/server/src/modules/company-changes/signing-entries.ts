import { uploadedFileName } from '@app/domain';
import { and, eq, like } from 'drizzle-orm';
import type { TViewer } from '../../platform/auth/viewer.js';
import type { TDeps } from '../../platform/deps.js';
import {
  addUploadDocument,
  recordUpload,
  uploadedFiles,
  userDocuments,
} from '../documents/index.js';
import type { TCompanyChangeRow } from './records.js';

// A supporting document is signed as an entry of My documents, so the signed copy sits with
// the customer's other documents. The entry's file is named after the change, the document's
// kind and the change's last edit: that name is the link back from My documents, and the same
// wording always lands in the same entry, however often it is asked for.

const namePrefix = (changeId: string, kind: string) => `${kind}-${changeId}-`;

/** The My documents entries ever made for this supporting document, newest wording last. */
export async function signingEntries(
  deps: TDeps,
  o: { userId: string; changeId: string; kind: string },
): Promise<string[]> {
  const rows = await deps.database.db
    .select({ id: userDocuments.id })
    .from(uploadedFiles)
    .innerJoin(userDocuments, eq(userDocuments.fileId, uploadedFiles.id))
    .where(
      and(
        eq(uploadedFiles.ownerId, o.userId),
        like(uploadedFiles.storedName, `${namePrefix(o.changeId, o.kind)}%`),
      ),
    )
    .orderBy(uploadedFiles.createdAt);
  return rows.map((r) => r.id);
}

/**
 * The My documents entry holding this wording of the supporting document, made the first
 * time it is asked for. Callers hold the change's signing lock, so two requests make one.
 */
export async function signingEntryFor(
  deps: TDeps,
  o: {
    viewer: TViewer;
    row: TCompanyChangeRow;
    kind: string;
    title: string;
    bytes: Uint8Array;
  },
): Promise<string> {
  const ownerId = o.viewer.user.id;
  const storedName = uploadedFileName(`${o.kind}-${o.row.id}.pdf`, o.row.updatedAt);
  const originalName = `${o.title}.pdf`;
  await recordUpload(deps, {
    ownerId,
    storedName,
    originalName,
    fileType: 'PDF',
    bytes: Buffer.from(o.bytes),
    locked: false,
  });
  const entry = await addUploadDocument(deps, {
    viewer: o.viewer,
    input: { uploadedFileName: storedName, originalFileName: o.title, folderId: null },
  });
  return entry.fileId;
}
