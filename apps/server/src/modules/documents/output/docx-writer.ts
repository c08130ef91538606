import type { TRenderedDocument } from '@app/domain';
import {
  AlignmentType,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
} from 'docx';
import { latinFile } from '../../../platform/pdf/font-faces.js';
import { loadFontFile } from '../../../platform/pdf/font-files.js';
import { blockParagraphs, CONTENT_WIDTH, runs } from './docx-blocks.js';
import { signatureMarks } from './signature-image.js';
import { bodyTypeface, SIGNATURE_TYPEFACE, type TFace, type TTypeface } from './typefaces.js';

const CREATOR = 'Clausewell';
const INK = '1A1A1F';

/**
 * Open fonts are embedded so the document looks the same on a machine without them. Word
 * fonts are unsubsetted files, so faces nothing uses (the signature's bold) are left out.
 */
async function embeddedFonts(body: TTypeface, typedSignatures: boolean) {
  const file = async (face: TFace) =>
    Buffer.from(await loadFontFile('family' in face ? latinFile(face) : ''));
  const wanted: TTypeface[] = body.embedded ? [body] : [];
  if (typedSignatures && SIGNATURE_TYPEFACE.wordName !== body.wordName) {
    const regular = SIGNATURE_TYPEFACE.regular;
    wanted.push({ ...SIGNATURE_TYPEFACE, bold: regular, italic: regular });
  }
  return Promise.all(
    wanted.map(async (t) => ({
      name: t.wordName,
      data: await file(t.regular),
      ...(t.bold === t.regular ? {} : { bold: await file(t.bold) }),
      ...(t.italic === t.regular ? {} : { italic: await file(t.italic) }),
    })),
  );
}

function footer(title: string): Footer {
  const muted = { size: 17, color: '60606B' };
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          ...runs(title, muted),
          new TextRun({
            ...muted,
            children: [new Tab(), 'Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
          }),
        ],
      }),
    ],
  });
}

const heading = (font: string, size: number, before: number, after: number) => ({
  run: { font, size, bold: true, color: INK },
  paragraph: { spacing: { before, after }, keepNext: true, keepLines: true },
});

/** The finished document as a Word file, matching the PDF's wording, numbering and layout. */
export async function writeDocx(doc: TRenderedDocument): Promise<Uint8Array> {
  const body = bodyTypeface(doc.font);
  const typed = signatureMarks(doc.blocks).some((mark) => mark.kind === 'typed');
  const fonts = await embeddedFonts(body, typed);
  const ctx = { signatureFont: SIGNATURE_TYPEFACE.wordName };
  const font = body.wordName;

  const document = new Document({
    title: doc.title,
    creator: CREATOR,
    lastModifiedBy: CREATOR,
    fonts,
    styles: {
      default: {
        document: { run: { font, size: 21, color: INK }, paragraph: { spacing: { line: 288 } } },
        title: {
          ...heading(font, 36, 0, 200),
          paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 200 } },
        },
        heading1: heading(font, 28, 280, 80),
        heading2: heading(font, 24, 240, 80),
        heading3: heading(font, 21, 160, 40),
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 }, // A4
            margin: { top: 1280, bottom: 1440, left: 1440, right: 1440, footer: 720 },
          },
        },
        footers: { default: footer(doc.title) },
        children: doc.blocks.flatMap((block, i) => blockParagraphs(block, i === 0, ctx)),
      },
    ],
  });
  return Packer.toBuffer(document);
}
