import type { TUploadFileType } from '@app/domain';
import type { TDeps } from '../../../platform/deps.js';
import { flakeId } from '../../../platform/ids.js';
import { uploadedFiles } from '../tables-files.js';

/** Where an accepted upload's bytes live in the file store. */
export const uploadKey = (ownerId: string, storedName: string) =>
  `uploads/${ownerId}/${storedName}`;

export function parseUploadKey(key: string): { ownerId: string; storedName: string } | undefined {
  const [area, ownerId, storedName, ...rest] = key.split('/');
  if (area !== 'uploads' || !ownerId || !storedName || rest.length) return undefined;
  return { ownerId, storedName };
}

/**
 * Records a checked upload and stores its bytes together: if the bytes cannot be written,
 * the record goes too. Answers undefined when that name was already recorded.
 */
export async function recordUpload(
  deps: TDeps,
  upload: {
    ownerId: string;
    storedName: string;
    originalName: string;
    fileType: TUploadFileType;
    bytes: Buffer;
    locked: boolean;
  },
) {
  const now = deps.clock.now();
  const key = uploadKey(upload.ownerId, upload.storedName);
  return deps.database.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(uploadedFiles)
      .values({
        id: flakeId(now.getTime()),
        ownerId: upload.ownerId,
        originalName: upload.originalName.slice(0, 255),
        storedName: upload.storedName,
        storageKey: key,
        fileType: upload.fileType,
        size: upload.bytes.length,
        locked: upload.locked,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) await deps.files.write(key, upload.bytes);
    return inserted;
  });
}
