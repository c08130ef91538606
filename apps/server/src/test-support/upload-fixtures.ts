import { PDFDocument as EncryptingPdf } from '@cantoo/pdf-lib';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { signUpCustomer, type TTestApp } from './test-app.js';

/** A one-page PDF with the given text on it. */
export async function makePdf(text = 'Lease of 12 Harbour Street'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await doc.save());
}

/** The same kind of PDF, encrypted (AES-256) so that it needs `password` to open. */
export async function makeLockedPdf(password: string, text?: string): Promise<Buffer> {
  const doc = await EncryptingPdf.load(await makePdf(text));
  doc.encrypt({ userPassword: password, ownerPassword: `${password}-owner` });
  return Buffer.from(await doc.save());
}

export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A ZIP with the parts every Word document has. */
export function makeDocx(extra: Record<string, Uint8Array> = {}): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
      '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships/>'),
      'word/document.xml': strToU8('<?xml version="1.0"?><w:document><w:body/></w:document>'),
      ...extra,
    }),
  );
}

/** A small DOCX whose document part inflates past the 100 MB cap. */
export function makeZipBomb(): Buffer {
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': strToU8('<Types/>'),
        'word/document.xml': new Uint8Array(110 * 1024 * 1024),
      },
      { level: 9 },
    ),
  );
}

/**
 * Where a browser on the test server's page sends a signed URL: a local-store link is
 * relative (the page's own origin); an S3 store's link names the store.
 */
export function local(t: TTestApp, signedUrl: string): string {
  return new URL(signedUrl, t.url).toString();
}

export async function putFile(t: TTestApp, signedUrl: string, bytes: Uint8Array, type?: string) {
  const res = await fetch(local(t, signedUrl), {
    method: 'PUT',
    headers: { 'content-type': type ?? 'application/octet-stream' },
    body: Buffer.from(bytes),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
}

/** Asks for an upload link, then PUTs the bytes to it. */
export async function uploadFile(
  t: TTestApp,
  user: { token: string; flakeId: string },
  file: { name: string; type: 'PDF' | 'DOCX' | 'PNG' | 'JPEG'; bytes: Uint8Array },
) {
  const link = await t.api.post(
    '/upload/my-document-upload',
    { fileName: file.name, fileType: file.type, userId: user.flakeId },
    user.token,
  );
  if (link.status !== 200) throw new Error(`upload link refused: ${JSON.stringify(link.body)}`);
  const put = await putFile(t, link.body.signedUrl, file.bytes);
  return { link: link.body as { signedUrl: string; fileName: string; downloadUrl: string }, put };
}

/** A new customer with the id the upload routes ask for. */
export async function uploadingCustomer(t: TTestApp) {
  const { token, user } = await signUpCustomer(t.api);
  return { token, flakeId: user.flakeId as string };
}

/** What My documents lists of a customer's uploads. */
export const MY_UPLOADS_QUERY = `{ getMyDocuments { id title status kind folderId upload { fileType
  originalName uploadedFileName size locked } } }`;
