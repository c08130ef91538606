import { PDFDocument, rgb } from 'pdf-lib';
import { createFontSet } from '../../platform/pdf/font-stack.js';
import { wrapText } from '../../platform/pdf/text-fit.js';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const LEFT = 64;
const WIDTH = PAGE.width - 2 * LEFT;
const TOP = PAGE.height - 72;
const BOTTOM = 72;
const INK = rgb(0.1, 0.1, 0.12);

export type TPlainDocument = {
  title: string;
  /** Paragraphs; one starting with '## ' is a heading, '____' a signature line. */
  paragraphs: readonly string[];
  createdAt: Date;
};

/** A plain A4 document (resolutions, consents): a title and wrapped paragraphs. */
export async function writePlainPdf(doc: TPlainDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const set = createFontSet(pdf);
  const regular = set.stack({ family: 'open-sans', weight: 400, style: 'normal' });
  const bold = set.stack({ family: 'open-sans', weight: 700, style: 'normal' });
  type TStep = { page: number; text: string; x: number; y: number; size: number; strong: boolean };
  const steps = await set.settle(() => {
    const out: TStep[] = [];
    let page = 0;
    let y = TOP;
    const line = (text: string, size: number, strong: boolean, lead: number) => {
      const font = strong ? bold : regular;
      const fitted = font.fit(text);
      for (const part of wrapText(fitted, WIDTH, (s) => font.widthOf(s, size))) {
        if (y < BOTTOM) {
          page += 1;
          y = TOP;
        }
        out.push({ page, text: part, x: LEFT, y, size, strong });
        y -= lead;
      }
    };
    line(doc.title, 18, true, 30);
    for (const p of doc.paragraphs) {
      if (p.startsWith('## ')) line(p.slice(3), 12, true, 18);
      else line(p, 10.5, false, 15);
      y -= 8;
    }
    return out;
  });
  const pages = Array.from({ length: (steps.at(-1)?.page ?? 0) + 1 }, () =>
    pdf.addPage([PAGE.width, PAGE.height]),
  );
  for (const s of steps) {
    (s.strong ? bold : regular).draw(pages[s.page]!, s.text, {
      x: s.x,
      y: s.y,
      size: s.size,
      color: INK,
    });
  }
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setCreator('Clausewell');
  pdf.setProducer('Clausewell');
  pdf.setLanguage('en-AU');
  pdf.setCreationDate(doc.createdAt);
  pdf.setModificationDate(doc.createdAt);
  return pdf.save();
}
