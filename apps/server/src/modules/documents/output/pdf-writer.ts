import type { TRenderedDocument } from '@app/domain';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { createFontSet, type TFontSet } from '../../../platform/pdf/font-stack.js';
import { documentItems } from './pdf-blocks.js';
import { CONTENT_WIDTH, MARGIN, PAGE, paginate } from './pdf-flow.js';
import type { TPdfFonts } from './pdf-parties.js';
import { drawLine, MUTED, type TTextStyle, truncate } from './pdf-text.js';
import { decodeSignatureImage, signatureMarks } from './signature-image.js';
import { bodyTypeface, SIGNATURE_TYPEFACE } from './typefaces.js';

const CREATOR = 'Clausewell';

/** The stacks a document is set in; a face is only loaded and embedded once text uses it. */
function documentFonts(set: TFontSet, doc: TRenderedDocument): TPdfFonts {
  const body = bodyTypeface(doc.font);
  return {
    regular: set.stack(body.regular),
    bold: set.stack(body.bold),
    italic: set.stack(body.italic),
    script: set.stack(SIGNATURE_TYPEFACE.regular),
  };
}

async function embedImages(pdf: PDFDocument, doc: TRenderedDocument) {
  const images = new Map<string, PDFImage>();
  for (const mark of signatureMarks(doc.blocks)) {
    if (mark.kind !== 'image' || images.has(mark.dataUrl)) continue;
    // A signature that cannot be shown stops the download: a blank line where the
    // customer signed would misstate the document.
    const image = decodeSignatureImage(mark.dataUrl);
    const embedded =
      image.type === 'png' ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes);
    images.set(mark.dataUrl, embedded);
  }
  return images;
}

// Footers are drawn once the pages are counted, after the fonts are embedded.
const footerStyle = (fonts: TPdfFonts): TTextStyle => ({
  font: fonts.regular,
  size: 8.5,
  color: MUTED,
});

/** Marks what the footers will draw while the body is laid out, so its faces are embedded. */
function reserveFooters(title: string, fonts: TPdfFonts) {
  const { font } = footerStyle(fonts);
  font.reserve(`${font.fit(title)} ... Page 0123456789 of`);
}

function drawFooters(pdf: PDFDocument, title: string, fonts: TPdfFonts) {
  const style = footerStyle(fonts);
  const pages = pdf.getPages();
  const y = MARGIN.bottom / 2;
  pages.forEach((page, i) => {
    const number = `Page ${i + 1} of ${pages.length}`;
    const numberWidth = style.font.widthOf(number, style.size);
    drawLine(page, truncate(title, style, CONTENT_WIDTH - numberWidth - 24), MARGIN.left, y, style);
    drawLine(page, number, PAGE.width - MARGIN.right - numberWidth, y, style);
  });
}

/** The finished document as an A4 PDF. The same document always gives the same bytes. */
export async function writePdf(doc: TRenderedDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const set = createFontSet(pdf);
  const fonts = documentFonts(set, doc);
  const images = await embedImages(pdf, doc);
  const items = await set.settle(() => {
    reserveFooters(doc.title, fonts);
    return documentItems(doc.blocks, { fonts, images });
  });
  paginate(pdf, items);
  drawFooters(pdf, doc.title, fonts);

  // The day the document was made, at midnight UTC: still that day in Australia.
  const made = new Date(`${doc.date}T00:00:00Z`);
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setCreator(CREATOR);
  pdf.setProducer(CREATOR);
  pdf.setLanguage('en-AU');
  if (!Number.isNaN(made.getTime())) {
    pdf.setCreationDate(made);
    pdf.setModificationDate(made);
  }
  return pdf.save();
}
