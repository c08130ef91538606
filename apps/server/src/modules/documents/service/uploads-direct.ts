import { type TUploadFileType, UPLOAD_FILE_TYPES, UPLOAD_LIMITS } from '@app/domain';
import type { TDeps } from '../../../platform/deps.js';
import { UploadTooLargeError } from './uploads-errors.js';
import { inspectUpload } from './uploads-inspect.js';
import { recordUpload } from './uploads-record.js';

// With an S3 store the browser PUTs straight into the bucket, so the app never sees the
// upload arrive. The bytes land under incoming/, which nothing downloads; the declared type
// and the original name wait beside them under pending/ (written by the app, so the uploader
// cannot change them). The first time the upload is asked for, it gets the checks the local
// PUT route makes, and only checked bytes are copied to uploads/, where downloads read.
// A second PUT with the same link after that only rewrites incoming/, never the filed copy.

const pendingKey = (ownerId: string, storedName: string) => `pending/${ownerId}/${storedName}`;

/** Where the presigned PUT sends the browser's bytes. */
export const incomingKey = (ownerId: string, storedName: string) =>
  `incoming/${ownerId}/${storedName}`;

type TTicket = { type: TUploadFileType; name: string };

export async function holdDirectUpload(
  deps: TDeps,
  upload: { ownerId: string; storedName: string } & TTicket,
) {
  const ticket: TTicket = { type: upload.type, name: upload.name };
  await deps.files.write(
    pendingKey(upload.ownerId, upload.storedName),
    Buffer.from(JSON.stringify(ticket)),
  );
}

function parseTicket(bytes: Buffer | undefined): TTicket | undefined {
  if (!bytes) return undefined;
  try {
    const raw = JSON.parse(bytes.toString('utf8')) as Partial<TTicket>;
    const type = UPLOAD_FILE_TYPES.find((t) => t === raw.type);
    return type && typeof raw.name === 'string' && raw.name ? { type, name: raw.name } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks and records an upload the browser PUT into the store. Answers undefined when there
 * is no such upload (never asked for, or not PUT yet); throws the check's reason when the
 * bytes are refused, and drops them so the link can be used again.
 */
export async function finishDirectUpload(
  deps: TDeps,
  where: { ownerId: string; storedName: string },
) {
  const pending = pendingKey(where.ownerId, where.storedName);
  const incoming = incomingKey(where.ownerId, where.storedName);
  const ticket = parseTicket(await deps.files.read(pending));
  if (!ticket) return undefined;
  // The size first, so an oversized object is never read into memory.
  const size = await deps.files.size(incoming);
  if (size === undefined) return undefined;
  if (size > UPLOAD_LIMITS.maxBytes) {
    await deps.files.remove(incoming);
    throw new UploadTooLargeError();
  }
  const bytes = await deps.files.read(incoming);
  if (!bytes) return undefined;
  let locked: boolean;
  try {
    // Replaced by a larger PUT between the two looks: still refused.
    if (bytes.length > UPLOAD_LIMITS.maxBytes) throw new UploadTooLargeError();
    ({ locked } = await inspectUpload(bytes, ticket.type));
  } catch (refused) {
    await deps.files.remove(incoming);
    throw refused;
  }
  const row = await recordUpload(deps, {
    ...where,
    originalName: ticket.name,
    fileType: ticket.type,
    bytes,
    locked,
  });
  // Only once the checked copy is filed: a failure before this leaves the upload to retry.
  await Promise.all([deps.files.remove(pending), deps.files.remove(incoming)]);
  return row;
}
