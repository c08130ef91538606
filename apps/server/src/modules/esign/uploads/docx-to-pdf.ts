import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '../../../platform/errors.js';
import { RECIPIENT_MESSAGES as M } from '../recipient-messages.js';

/** Turns a Word file into a PDF for signing; throws a catalogue message when it cannot. */
export type TDocxToPdf = (docx: Uint8Array) => Promise<Uint8Array>;

export const DOCX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Long enough for LibreOffice's first start on a busy machine; a stuck one is stopped. */
const TIMEOUT_MS = 120_000;

/**
 * LibreOffice, headless, converting in a private folder with its own profile, so two
 * conversions at once do not share (and lock) one user profile. Missing LibreOffice is said
 * plainly, with the way on: upload a PDF.
 */
export function libreOfficeConverter(binary = 'soffice'): TDocxToPdf {
  return async (docx) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cw-docx-'));
    try {
      const input = path.join(dir, 'document.docx');
      await writeFile(input, docx);
      await new Promise<void>((resolve, reject) =>
        execFile(
          binary,
          [
            `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
            '--headless',
            '--convert-to',
            'pdf',
            '--outdir',
            dir,
            input,
          ],
          { timeout: TIMEOUT_MS },
          (error) => (error ? reject(error) : resolve()),
        ),
      ).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') {
          throw new AppError('CONFLICT', M.converterMissing, { log: `${binary} not found` });
        }
        throw new AppError('CONFLICT', M.convertFailed, { log: String(error.message) });
      });
      const pdf = await readFile(path.join(dir, 'document.pdf')).catch(() => {
        throw new AppError('CONFLICT', M.convertFailed, { log: 'no PDF was written' });
      });
      return new Uint8Array(pdf);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

/**
 * The file as signing needs it: a PDF as it is, a Word file converted. Anything else is
 * refused naming what can be sent.
 */
export async function pdfForSigning(
  convert: TDocxToPdf | undefined,
  file: { bytes: Uint8Array; contentType: string },
): Promise<Uint8Array | undefined> {
  if (file.contentType === 'application/pdf') return file.bytes;
  if (file.contentType !== DOCX_CONTENT_TYPE) return undefined;
  return (convert ?? libreOfficeConverter())(file.bytes);
}
