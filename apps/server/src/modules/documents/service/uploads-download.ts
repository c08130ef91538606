import { DOCUMENT_MESSAGES, type TUploadFileType, UPLOAD_CONTENT_TYPES } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { downloadFileName } from '../../../platform/files/content-disposition.js';
import { uploadedFiles } from '../tables-files.js';
import type { TUserDocument } from './owned-document.js';
import { fileContents } from './uploads.js';

async function fileOf(deps: TDeps, doc: TUserDocument) {
  const [file] = doc.fileId
    ? await deps.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, doc.fileId))
    : [];
  if (!file) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.uploadedFileMissing);
  return file;
}

/**
 * A plain-ASCII name for the attachment header, ending in the extension of the file's real
 * (sniffed) type whatever extension the customer gave it.
 */
const headerSafe = (name: string, fileType: string) =>
  downloadFileName(
    name.replace(/[^A-Za-z0-9 ._()-]+/g, '').trim() || 'file',
    UPLOAD_CONTENT_TYPES[fileType as TUploadFileType] ?? '',
  );

/** An uploaded entry downloads as the file that was uploaded: no plan or allowance applies. */
export async function downloadUploadedDocument(deps: TDeps, doc: TUserDocument) {
  const file = await fileOf(deps, doc);
  const contents = await fileContents(deps, file);
  return {
    bytes: contents.bytes,
    fileName: headerSafe(contents.fileName, file.fileType),
    contentType: contents.contentType,
  };
}

export async function uploadedDownloadMetadata(deps: TDeps, doc: TUserDocument) {
  const file = await fileOf(deps, doc);
  return {
    documentId: doc.id,
    assetFlakeId: doc.id,
    kind: doc.kind,
    title: doc.title,
    status: doc.status,
    fileName: headerSafe(file.originalName, file.fileType),
    fileType: file.fileType,
    locked: file.locked,
    formats: [{ format: 'original', available: true, basis: 'upload', reason: null }],
  };
}
