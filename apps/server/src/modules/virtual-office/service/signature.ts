import { VIRTUAL_OFFICE_MESSAGES } from '@app/domain';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { createMyDocumentUpload, findUpload, noUploadSession } from '../../documents/index.js';

// The signature is an ordinary upload (PNG) through the platform's signed URLs: the same
// PUT route checks the link, the size and that the bytes really are a PNG before keeping it.

/** POST /upload/virtual-office-signature: where to PUT the PNG, and its link once there. */
export async function createSignatureUpload(
  deps: TDeps,
  opts: { viewer: TViewer; input: { fileName: string; userId: string } },
) {
  if (opts.input.userId !== opts.viewer.user.id) throw noUploadSession();
  const { signedUrl, downloadUrl } = await createMyDocumentUpload(deps, {
    viewer: opts.viewer,
    input: { fileName: opts.input.fileName, fileType: 'PNG', userId: opts.input.userId },
  });
  return { signedUrl, downloadUrl };
}

const UPLOAD_PATH = /(?:^|\/)uploads\/([A-Za-z0-9][A-Za-z0-9._-]*)\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

/**
 * The customer's uploaded signature a finalise names by its link: the link's own upload, only
 * when it is the customer's and a PNG. The link may have expired; the file is what counts.
 */
export async function signatureFile(deps: TDeps, opts: { userId: string; signatureUrl: string }) {
  const missing = () =>
    new AppError('BAD_INPUT', VIRTUAL_OFFICE_MESSAGES.signatureNotFound, {
      fields: { signatureUrl: VIRTUAL_OFFICE_MESSAGES.signatureNotFound },
    });
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(opts.signatureUrl, 'http://link.invalid').pathname);
  } catch {
    throw missing();
  }
  const match = UPLOAD_PATH.exec(pathname);
  if (!match || match[1] !== opts.userId) throw missing();
  const file = await findUpload(deps, { ownerId: opts.userId, storedName: match[2]! }).catch(
    () => undefined,
  );
  if (file?.fileType !== 'PNG') throw missing();
  const bytes = await deps.files.read(file.storageKey);
  if (!bytes) throw missing();
  return { key: file.storageKey, bytes };
}
