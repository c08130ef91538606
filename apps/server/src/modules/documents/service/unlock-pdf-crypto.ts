import { PDFDocument } from '@cantoo/pdf-lib';

// PDF decryption through @cantoo/pdf-lib, a maintained fork of pdf-lib that reads the
// standard security handler (RC4, AES-128, AES-256) in plain JavaScript.

const ENCRYPT_MARK = Buffer.from('/Encrypt');

const isWrongPassword = (err: unknown) =>
  err instanceof Error && /password/i.test(err.message) && !/encrypted/i.test(err.message);

/**
 * Whether the PDF needs a password to open. Files with only an owner password (empty user
 * password) open for anyone, so they do not count. Only files that mention /Encrypt are
 * parsed, so ordinary uploads cost a byte search.
 */
export async function pdfNeedsPassword(bytes: Uint8Array): Promise<boolean> {
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(ENCRYPT_MARK) < 0) {
    return false;
  }
  try {
    await PDFDocument.load(bytes, { password: '', updateMetadata: false });
    return false;
  } catch (err) {
    return isWrongPassword(err);
  }
}

/** The same PDF without encryption, or 'wrong-password'. */
export async function decryptPdf(
  bytes: Uint8Array,
  password: string,
): Promise<Uint8Array | 'wrong-password'> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { password, updateMetadata: false });
  } catch (err) {
    if (isWrongPassword(err)) return 'wrong-password';
    throw err;
  }
  // Saving a document loaded with its password writes it back without encryption.
  return doc.save();
}
