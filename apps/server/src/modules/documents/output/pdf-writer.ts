import type { TRenderedDocument } from '@app/domain';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFImage, type StandardFonts } from 'pdf-lib';
import { documentItems } from './pdf-blocks.js';
import { CONTENT_WIDTH, MARGIN, PAGE, paginate } from './pdf-flow.js';
import type { TPdfFonts } from './pdf-parties.js';
import { drawLine, MUTED, type TTextStyle, truncate } from './pdf-text.js';
import { decodeSignatureImage, signatureMarks } from './signature-image.js';
import { bodyTypeface, loadFontFile, SIGNATURE_TYPEFACE, type TFace } from './typefaces.js';

const CREATOR = 'Clausewell';

// Parsing a font file takes fontkit tens of milliseconds; the parsed font is only read
// from afterwards, so each file (the same bytes object, see loadFontFile) is parsed once.
const parsed = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const sharedFontkit: typeof fontkit = {
  ...fontkit,
  create: (bytes: Uint8Array, postscriptName?: string) => {
    const known = parsed.get(bytes);
    if (known) return known;
    const font = fontkit.create(bytes, postscriptName);
    parsed.set(bytes, font);
    return font;
  },
};

async function embedFace(pdf: PDFDocument, face: TFace): Promise<PDFFont> {
  if ('standard' in face) return pdf.embedStandardFont(face.standard as StandardFonts);
  // Subsetting keeps a two-page letter small; only the glyphs used are stored.
  return pdf.embedFont(await loadFontFile(face.file), { subset: true });
}

async function embedFonts(pdf: PDFDocument, doc: TRenderedDocument): Promise<TPdfFonts> {
  const body = bodyTypeface(doc.font);
  const [regular, bold, italic] = await Promise.all([
    embedFace(pdf, body.regular),
    embedFace(pdf, body.bold),
    embedFace(pdf, body.italic),
  ]);
  // Only embed the script face when a typed name needs it.
  const typed = signatureMarks(doc.blocks).some((mark) => mark.kind === 'typed');
  const script = typed ? await embedFace(pdf, SIGNATURE_TYPEFACE.regular) : italic;
  return { regular, bold, italic, script };
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

function drawFooters(pdf: PDFDocument, title: string, fonts: TPdfFonts) {
  const style: TTextStyle = { font: fonts.regular, size: 8.5, color: MUTED };
  const pages = pdf.getPages();
  const y = MARGIN.bottom / 2;
  pages.forEach((page, i) => {
    const number = `Page ${i + 1} of ${pages.length}`;
    const numberWidth = style.font.widthOfTextAtSize(number, style.size);
    drawLine(page, truncate(title, style, CONTENT_WIDTH - numberWidth - 24), MARGIN.left, y, style);
    drawLine(page, number, PAGE.width - MARGIN.right - numberWidth, y, style);
  });
}

/** The finished document as an A4 PDF. The same document always gives the same bytes. */
export async function writePdf(doc: TRenderedDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(sharedFontkit);
  const fonts = await embedFonts(pdf, doc);
  const images = await embedImages(pdf, doc);
  paginate(pdf, documentItems(doc.blocks, { fonts, images }));
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
