import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { createFontSet } from '../../../platform/pdf/font-stack.js';
import { appendAuditPages } from './audit-page.js';
import { CmsSigner } from './cms-signer.js';
import { flattenPlacements } from './flatten.js';
import type { TSigningIdentity } from './identity.js';
import type { TSealInput, TSealResult } from './types.js';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// Room for the CMS signature: a 2048-bit signature with its certificate takes about 1.6 kB;
// a configured certificate may bring a chain of several.
const SIGNATURE_BYTES = 12_000;
const signer = new SignPdf();

/**
 * Flattens the filled fields into the PDF, appends the audit certificate and seals the whole
 * file with one PKCS#7 detached signature (adbe.pkcs7.detached, SHA-256), so any later change
 * to any byte shows in every PDF reader and on our verify page.
 */
export async function sealSignedPdf(
  identity: TSigningIdentity,
  input: TSealInput,
): Promise<TSealResult> {
  const originalSha256 = sha256Hex(input.pdf);
  // No metadata from the real clock: the same completion always seals to the same pages.
  const pdf = await PDFDocument.load(input.pdf, { updateMetadata: false });
  const fonts = createFontSet(pdf);
  await flattenPlacements(pdf, fonts, input.placements);
  await appendAuditPages(pdf, fonts, {
    title: input.title,
    processId: input.processId,
    originalSha256,
    completedAt: input.completedAt,
    recipients: input.recipients,
  });
  pdf.setModificationDate(input.completedAt);
  pdf.setProducer('Clausewell');
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    pdfPage: pdf.getPage(pdf.getPageCount() - 1),
    reason: `Completed on Clausewell: ${input.title}`,
    contactInfo: '',
    name: identity.name,
    location: 'Australia',
    signingTime: input.completedAt,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    appName: 'Clausewell',
  });
  // The signature dictionary must stay a plain object in the file for the signer to find.
  const prepared = await pdf.save({ useObjectStreams: false });
  const sealed = await signer.sign(
    Buffer.from(prepared.buffer, prepared.byteOffset, prepared.byteLength),
    new CmsSigner(identity, input.completedAt),
    input.completedAt,
  );
  const bytes = new Uint8Array(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  return { pdf: bytes, originalSha256, resultSha256: sha256Hex(bytes) };
}
