import {
  DOCX_REQUIRED_PARTS,
  sniffFileType,
  sniffMatches,
  type TUploadFileType,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from '@app/domain';
import { AppError } from '../../../platform/errors.js';
import { checkZip } from '../../../platform/files/zip-guard.js';
import { pdfNeedsPassword } from './unlock-pdf-crypto.js';

/**
 * Checks an upload's bytes against the type it was declared as: the real type is sniffed,
 * a DOCX must be a sane ZIP holding a Word document's parts, and a PDF is looked at for a
 * password. Throws with the reason the customer sees; nothing has been stored yet.
 */
export async function inspectUpload(
  bytes: Buffer,
  declared: TUploadFileType,
): Promise<{ locked: boolean }> {
  if (bytes.length === 0) throw new AppError('BAD_INPUT', UPLOAD_MESSAGES.empty);
  const mismatch = () => new AppError('BAD_INPUT', UPLOAD_MESSAGES.typeMismatch(declared));
  if (!sniffMatches(declared, sniffFileType(bytes.subarray(0, 16)))) throw mismatch();
  if (declared === 'DOCX') {
    const zip = checkZip(bytes, {
      maxUnpackedBytes: UPLOAD_LIMITS.maxUnpackedBytes,
      maxEntries: UPLOAD_LIMITS.maxArchiveEntries,
      maxRatio: UPLOAD_LIMITS.maxCompressionRatio,
    });
    if (!zip.ok) {
      if (zip.reason === 'bomb') {
        throw new AppError('BAD_INPUT', UPLOAD_MESSAGES.zipBomb, { log: zip.detail });
      }
      throw mismatch();
    }
    const names = new Set(zip.entries.map((e) => e.name));
    if (!DOCX_REQUIRED_PARTS.every((part) => names.has(part))) throw mismatch();
  }
  return { locked: declared === 'PDF' && (await pdfNeedsPassword(bytes)) };
}
