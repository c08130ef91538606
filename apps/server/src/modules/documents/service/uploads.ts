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
import { readCapped } from '../../../platform/files/read-capped.js';
import { flakeId } from '../../../platform/ids.js';
import type { TRateRule } from '../../../platform/rate-limit.js';
import { userDocuments } from '../tables.js';
import { uploadedFiles } from '../tables-files.js';
import { ownedFolder } from './folders.js';
import { noUploadSession, UploadTooLargeError } from './uploads-errors.js';
import { inspectUpload } from './uploads-inspect.js';

export type TUploadedFile = typeof uploadedFiles.$inferSelect;

// Enough for a busy afternoon of paperwork; a script filling the disk is stopped.
const UPLOAD_RATE_RULE: TRateRule = { limit: 60, windowSeconds: 60 * 60 };
// Past the size limit, read and drop this much more so the client hears the 413.
const DRAIN_BYTES = 8 * 1024 * 1024;

const uploadKey = (ownerId: string, storedName: string) => `uploads/${ownerId}/${storedName}`;

function parseUploadKey(key: string): { ownerId: string; storedName: string } | undefined {
  const [area, ownerId, storedName, ...rest] = key.split('/');
  if (area !== 'uploads' || !ownerId || !storedName || rest.length) return undefined;
  return { ownerId, storedName };
}

/** POST /upload/my-document-upload: where to PUT the file, and where it can be read back. */
export async function createMyDocumentUpload(
  deps: TDeps,
  opts: { viewer: TViewer; input: TMyDocumentUpload },
) {
  if (opts.input.userId !== opts.viewer.user.id) throw noUploadSession();
  await deps.rateLimiter.hit(`upload:user:${opts.viewer.user.id}`, UPLOAD_RATE_RULE);
  const fileName = uploadedFileName(opts.input.fileName, deps.clock.now());
  const key = uploadKey(opts.viewer.user.id, fileName);
  return {
    // The declared type and the original name travel inside the signature, so the PUT
    // cannot change them.
    signedUrl: deps.files.uploadUrl({
      key,
      expiresInSeconds: UPLOAD_LIMITS.uploadUrlSeconds,
      params: { type: opts.input.fileType, name: opts.input.fileName },
    }),
    fileName,
    downloadUrl: deps.files.downloadUrl({
      key,
      expiresInSeconds: UPLOAD_LIMITS.downloadUrlSeconds,
    }),
  };
}

function verifiedKey(
  deps: TDeps,
  opts: { method: 'GET' | 'PUT'; key: string; query: Record<string, unknown> },
) {
  const parsed = parseUploadKey(opts.key);
  const verdict = parsed ? deps.files.verify(opts) : ({ ok: false, problem: 'invalid' } as const);
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

  const now = deps.clock.now();
  const key = uploadKey(ownerId, storedName);
  const row = await deps.database.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(uploadedFiles)
      .values({
        id: flakeId(now.getTime()),
        ownerId,
        originalName: params.name!.slice(0, 255),
        storedName,
        storageKey: key,
        fileType,
        size: read.bytes.length,
        locked,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyUploaded);
    // Inside the transaction: if the bytes cannot be written, the record goes too.
    await deps.files.write(key, read.bytes);
    return inserted;
  });
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

export async function findUpload(deps: TDeps, where: { ownerId: string; storedName: string }) {
  const [file] = await deps.database.db
    .select()
    .from(uploadedFiles)
    .where(
      and(eq(uploadedFiles.ownerId, where.ownerId), eq(uploadedFiles.storedName, where.storedName)),
    );
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
