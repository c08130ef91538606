import {
  DOCUMENT_MESSAGES,
  type TUnlockPdf,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  uploadedFileName,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import type { TRateRule } from '../../../platform/rate-limit.js';
import { userDocuments } from '../tables.js';
import { uploadedFiles } from '../tables-files.js';
import { ownedDocument } from './owned-document.js';
import { decryptPdf } from './unlock-pdf-crypto.js';
import { fileContents, findUpload, type TUploadedFile, uploadDownloadUrl } from './uploads.js';

// Each try costs a key derivation; this is plenty for a person typing a password.
const UNLOCK_RATE_RULE: TRateRule = { limit: 30, windowSeconds: 15 * 60 };

async function sourceOf(deps: TDeps, viewer: TViewer, metadata: TUnlockPdf['metadata']) {
  if (metadata.fileId) {
    const doc = await ownedDocument(deps.database.db, viewer, metadata.fileId);
    if (!doc.fileId) throw new AppError('CONFLICT', UPLOAD_MESSAGES.onlyPdf);
    const [file] = await deps.database.db
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, doc.fileId), eq(uploadedFiles.ownerId, viewer.user.id)));
    if (!file) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.uploadNotFound);
    return { file, doc };
  }
  const file = await findUpload(deps, {
    ownerId: viewer.user.id,
    storedName: metadata.uploadedFileName!,
  });
  return { file, doc: undefined };
}

/**
 * POST /unlock-pdf-password: decrypts one of the viewer's uploaded PDFs with its password.
 * With replace the original's bytes are swapped for the unlocked ones; otherwise the
 * unlocked copy is kept as a new upload (and, when the original is in My documents, a new
 * entry beside it).
 */
export async function unlockPdf(deps: TDeps, opts: { viewer: TViewer; input: TUnlockPdf }) {
  const { viewer, input } = opts;
  await deps.rateLimiter.hit(`unlock:user:${viewer.user.id}`, UNLOCK_RATE_RULE);
  const { file, doc } = await sourceOf(deps, viewer, input.metadata);
  if (file.fileType !== 'PDF') throw new AppError('CONFLICT', UPLOAD_MESSAGES.onlyPdf);
  if (!file.locked) throw new AppError('CONFLICT', UPLOAD_MESSAGES.notLocked);
  const { bytes } = await fileContents(deps, file);
  const unlocked = await decryptPdf(bytes, input.replaceInput.password);
  if (unlocked === 'wrong-password') {
    throw new AppError('BAD_INPUT', UPLOAD_MESSAGES.passwordIncorrect);
  }
  if (unlocked.length > UPLOAD_LIMITS.maxBytes * 2) {
    throw new AppError('CONFLICT', DOCUMENT_MESSAGES.unlockedTooLarge);
  }
  const now = deps.clock.now();
  const { db } = deps.database;

  if (input.replaceInput.replace) {
    const [row] = await db.transaction(async (tx) => {
      const updated = await tx
        .update(uploadedFiles)
        .set({ locked: false, size: unlocked.length, updatedAt: now })
        .where(eq(uploadedFiles.id, file.id))
        .returning();
      await deps.files.write(file.storageKey, unlocked);
      return updated;
    });
    return result(deps, row!, doc?.id ?? null, true);
  }

  const storedName = uploadedFileName(file.originalName.replace(/(\.[^.]*)?$/, '-unlocked$1'), now);
  const key = `uploads/${viewer.user.id}/${storedName}`;
  const { copy, entryId } = await db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(uploadedFiles)
      .values({
        id: flakeId(now.getTime()),
        ownerId: viewer.user.id,
        originalName: file.originalName,
        storedName,
        storageKey: key,
        fileType: 'PDF',
        size: unlocked.length,
        locked: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    let entryId: string | null = null;
    if (doc) {
      const [entry] = await tx
        .insert(userDocuments)
        .values({
          id: flakeId(now.getTime()),
          ownerId: viewer.user.id,
          kind: 'upload',
          fileId: copy!.id,
          folderId: doc.folderId,
          title: `${doc.title} (unlocked)`.slice(0, 150),
          status: 'UPLOADED',
          answers: {},
          progress: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: userDocuments.id });
      entryId = entry!.id;
    }
    await deps.files.write(key, unlocked);
    return { copy: copy!, entryId };
  });
  return result(deps, copy, entryId, false);
}

async function result(deps: TDeps, file: TUploadedFile, fileId: string | null, replaced: boolean) {
  return {
    fileId,
    uploadedFileName: file.storedName,
    replaced,
    locked: file.locked,
    downloadUrl: await uploadDownloadUrl(deps, file),
  };
}
