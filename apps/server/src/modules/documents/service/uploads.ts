import {
  type TAddUploadDocument,
  type TMyDocumentUpload,
  type TUploadFileType,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_FILE_TYPES,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  uploadedFileName,
} from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { attachmentDisposition } from '../../../platform/files/content-disposition.js';
import { readCapped } from '../../../platform/files/read-capped.js';
import { flakeId } from '../../../platform/ids.js';
import type { TRateRule } from '../../../platform/rate-limit.js';
import { userDocuments } from '../tables.js';
import { uploadedFiles } from '../tables-files.js';
import { ownedFolder } from './folders.js';
import { finishDirectUpload, holdDirectUpload, incomingKey } from './uploads-direct.js';
import { noUploadSession, UploadTooLargeError } from './uploads-errors.js';
import { inspectUpload } from './uploads-inspect.js';
import { parseUploadKey, recordUpload, uploadKey } from './uploads-record.js';

export type TUploadedFile = typeof uploadedFiles.$inferSelect;

// Enough for a busy afternoon of paperwork; a script filling the disk is stopped.
const UPLOAD_RATE_RULE: TRateRule = { limit: 60, windowSeconds: 60 * 60 };
// Past the size limit, read and drop this much more so the client hears the 413.
const DRAIN_BYTES = 8 * 1024 * 1024;

/** POST /upload/my-document-upload: where to PUT the file, and where it can be read back. */
export async function createMyDocumentUpload(
  deps: TDeps,
  opts: { viewer: TViewer; input: TMyDocumentUpload },
) {
  if (opts.input.userId !== opts.viewer.user.id) throw noUploadSession();
  await deps.rateLimiter.hit(`upload:user:${opts.viewer.user.id}`, UPLOAD_RATE_RULE);
  const ownerId = opts.viewer.user.id;
  const { fileType, fileName: name } = opts.input;
  const fileName = uploadedFileName(name, deps.clock.now());
  const expiresInSeconds = UPLOAD_LIMITS.uploadUrlSeconds;
  let signedUrl: string;
  if (deps.files.kind === 'local') {
    // The declared type and the original name travel inside the signature, so the PUT
    // cannot change them.
    const params = { type: fileType, name };
    signedUrl = await deps.files.uploadUrl({
      key: uploadKey(ownerId, fileName),
      expiresInSeconds,
      params,
    });
  } else {
    await holdDirectUpload(deps, { ownerId, storedName: fileName, type: fileType, name });
    signedUrl = await deps.files.uploadUrl({
      key: incomingKey(ownerId, fileName),
      expiresInSeconds,
    });
  }
  const downloadUrl = await uploadDownloadUrl(deps, {
    storageKey: uploadKey(ownerId, fileName),
    originalName: name,
    storedName: fileName,
    fileType,
  });
  return { signedUrl, fileName, downloadUrl };
}

/** A link that downloads an upload as an attachment of its own type, for a few minutes. */
export function uploadDownloadUrl(
  deps: TDeps,
  file: Pick<TUploadedFile, 'storageKey' | 'originalName' | 'storedName' | 'fileType'>,
) {
  const contentType = UPLOAD_CONTENT_TYPES[file.fileType as TUploadFileType];
  return deps.files.downloadUrl({
    key: file.storageKey,
    expiresInSeconds: UPLOAD_LIMITS.downloadUrlSeconds,
    as: {
      contentType,
      contentDisposition: attachmentDisposition({
        name: file.originalName,
        asciiFallback: file.storedName,
        contentType,
      }),
    },
  });
}

function verifiedKey(
  deps: TDeps,
  opts: { method: 'GET' | 'PUT'; key: string; query: Record<string, unknown> },
) {
  const parsed = parseUploadKey(opts.key);
  // Only the local store's links come back to the app; a bucket answers its own.
  const verdict =
    parsed && deps.files.kind === 'local'
      ? deps.files.verify(opts)
      : ({ ok: false, problem: 'invalid' } as const);
  if (!verdict.ok || !parsed) {
    if (!verdict.ok && verdict.problem === 'expired') {
      throw new AppError('GONE', UPLOAD_MESSAGES.linkExpired);
    }
    throw new AppError('FORBIDDEN', UPLOAD_MESSAGES.linkInvalid);
  }
  return { ...parsed, params: verdict.params };
}

/**
 * PUT <signedUrl>: checks the link, reads at most the size limit, checks the bytes are
 * what was declared, then records and stores the file together. Nothing is kept when any
 * check fails; a link that already delivered a file cannot replace it.
 */
export async function receiveUpload(
  deps: TDeps,
  opts: {
    key: string;
    query: Record<string, unknown>;
    body: AsyncIterable<Uint8Array>;
    declaredLength?: number;
  },
) {
  const { ownerId, storedName, params } = verifiedKey(deps, { method: 'PUT', ...opts });
  const fileType = UPLOAD_FILE_TYPES.find((t) => t === params.type);
  if (!fileType || !params.name) throw new AppError('FORBIDDEN', UPLOAD_MESSAGES.linkInvalid);
  if (opts.declaredLength !== undefined && opts.declaredLength > UPLOAD_LIMITS.maxBytes) {
    throw new UploadTooLargeError();
  }
  const read = await readCapped(opts.body, {
    maxBytes: UPLOAD_LIMITS.maxBytes,
    drainBytes: DRAIN_BYTES,
  });
  if (!read.ok) throw new UploadTooLargeError();
  const { locked } = await inspectUpload(read.bytes, fileType);
  const row = await recordUpload(deps, {
    ownerId,
    storedName,
    originalName: params.name,
    fileType,
    bytes: read.bytes,
    locked,
  });
  if (!row) throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyUploaded);
  return {
    fileName: row.storedName,
    fileType: row.fileType,
    size: row.size,
    locked: row.locked,
  };
}

/** GET <downloadUrl>: the uploaded file, while the link is valid. */
export async function readSignedUpload(
  deps: TDeps,
  opts: { key: string; query: Record<string, unknown> },
) {
  const { ownerId, storedName } = verifiedKey(deps, { method: 'GET', ...opts });
  const file = await findUpload(deps, { ownerId, storedName });
  return fileContents(deps, file);
}

/**
 * The owner's upload of that name. With an S3 store an upload the browser PUT into the
 * bucket is checked and recorded here, the first time it is asked for.
 */
export async function findUpload(deps: TDeps, where: { ownerId: string; storedName: string }) {
  const recorded = () =>
    deps.database.db
      .select()
      .from(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.ownerId, where.ownerId),
          eq(uploadedFiles.storedName, where.storedName),
        ),
      )
      .then((rows) => rows[0]);
  let file = await recorded();
  if (!file && deps.files.kind === 's3') {
    // Another request finishing the same upload at once wins the insert: read its row.
    file = (await finishDirectUpload(deps, where)) ?? (await recorded());
  }
  if (!file) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.uploadNotFound);
  return file;
}

export async function fileContents(deps: TDeps, file: TUploadedFile) {
  const bytes = await deps.files.read(file.storageKey);
  if (!bytes) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.uploadNotFound);
  return {
    bytes,
    fileName: file.originalName,
    storedName: file.storedName,
    contentType: UPLOAD_CONTENT_TYPES[file.fileType as TUploadFileType],
  };
}

/**
 * POST /folder/add-upload-document: makes an uploaded file a My documents entry (status
 * UPLOADED) in a folder of the viewer's, or at the top level. Asking again for the same
 * file answers the entry already made, so a retried request makes no duplicate.
 */
export async function addUploadDocument(
  deps: TDeps,
  opts: { viewer: TViewer; input: TAddUploadDocument },
) {
  const { db } = deps.database;
  const file = await findUpload(deps, {
    ownerId: opts.viewer.user.id,
    storedName: opts.input.uploadedFileName,
  });
  const folderId = opts.input.folderId
    ? (await ownedFolder(db, opts.viewer, opts.input.folderId)).id
    : null;
  const [existing] = await db
    .select({ id: userDocuments.id })
    .from(userDocuments)
    .where(and(eq(userDocuments.fileId, file.id), isNull(userDocuments.deletedAt)))
    .limit(1);
  if (existing) return { fileId: existing.id };
  const now = deps.clock.now();
  const [row] = await db
    .insert(userDocuments)
    .values({
      id: flakeId(now.getTime()),
      ownerId: opts.viewer.user.id,
      kind: 'upload',
      templateId: null,
      templateSnapshot: null,
      fileId: file.id,
      folderId,
      title: opts.input.originalFileName.slice(0, 150),
      status: 'UPLOADED',
      answers: {},
      progress: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: userDocuments.id });
  return { fileId: row!.id };
}
