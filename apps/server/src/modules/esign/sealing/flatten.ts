import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { TFontSet } from '../../../platform/pdf/font-stack.js';
import { scriptSourceFor, stackFaceFor } from './signature-fonts.js';
import type { TPlacement } from './types.js';

const INK = rgb(0.06, 0.12, 0.4);
const TEXT = rgb(0, 0, 0);

/** A placement's box in PDF points (origin bottom-left), from fractions (origin top-left). */
export type TBox = { left: number; bottom: number; width: number; height: number };

export function boxOf(page: PDFPage, p: TPlacement): TBox {
  const { x: x0, y: y0, width: w, height: h } = page.getMediaBox();
  const width = p.width * w;
  const height = p.height * h;
  return { left: x0 + p.x * w, bottom: y0 + h - p.y * h - height, width, height };
}

/** The size that fits one line into the box: 60% of its height, less if the line is long. */
function fittedSize(box: TBox, widthAt1: number): number {
  const byHeight = box.height * 0.6;
  const byWidth = widthAt1 > 0 ? (box.width * 0.95) / widthAt1 : byHeight;
  return Math.max(4, Math.min(byHeight, byWidth, 28));
}

type TTextDraw = { page: PDFPage; box: TBox; text: string; signature: boolean; p: TPlacement };

/**
 * Draws every filled field into the pages as ordinary page content (no form fields left to
 * edit): signature images, typed signatures in their font, dates, text, names and ticks.
 */
export async function flattenPlacements(
  pdf: PDFDocument,
  fonts: TFontSet,
  placements: readonly TPlacement[],
): Promise<void> {
  const pages = pdf.getPages();
  const texts: TTextDraw[] = [];
  for (const p of placements) {
    const page = pages[p.page];
    if (!page) throw new Error(`A field is on page ${p.page + 1}, but the PDF has ${pages.length}`);
    const box = boxOf(page, p);
    const signature = p.kind === 'SIGNATURE' || p.kind === 'INITIALS';
    if (p.kind === 'CHECKBOX') {
      if (p.value.checked) drawTick(page, box);
    } else if (signature && p.value.imagePng) {
      const image = await pdf.embedPng(p.value.imagePng);
      const scale = Math.min(box.width / image.width, box.height / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      page.drawImage(image, {
        x: box.left + (box.width - width) / 2,
        y: box.bottom + (box.height - height) / 2,
        width,
        height,
      });
    } else if (p.value.text?.trim()) {
      texts.push({ page, box, text: p.value.text.trim().replace(/\s+/g, ' '), signature, p });
    }
  }
  await drawTexts(pdf, fonts, texts);
}

async function drawTexts(pdf: PDFDocument, fonts: TFontSet, texts: TTextDraw[]): Promise<void> {
  const stacked: TTextDraw[] = [];
  // One embedded font per file, however many fields use it.
  const embedded = new Map<string, Promise<PDFFont>>();
  for (const t of texts) {
    const script = t.signature ? await scriptSourceFor(t.p.value.font, t.text) : undefined;
    if (!script) {
      stacked.push(t);
      continue;
    }
    let font = embedded.get(script.id);
    if (!font) {
      font = script.embed(pdf);
      embedded.set(script.id, font);
    }
    const size = fittedSize(t.box, script.widthOf(t.text, 1));
    const at = origin(t.box, size, script.widthOf(t.text, size));
    t.page.drawText(t.text, { ...at, size, font: await font, color: INK });
  }
  if (stacked.length === 0) return;
  const laid = await fonts.settle(() =>
    stacked.map((t) => {
      const stack = fonts.stack(stackFaceFor(t.signature ? t.p.value.font : 'opensans'));
      const text = stack.fit(t.text);
      const size = fittedSize(t.box, stack.widthOf(text, 1));
      return { t, stack, text, size, width: stack.widthOf(text, size) };
    }),
  );
  for (const { t, stack, text, size, width } of laid) {
    const at = origin(t.box, size, width);
    stack.draw(t.page, text, { ...at, size, color: t.signature ? INK : TEXT });
  }
}

/** Signatures and values sit centred on the box's middle, left-aligned when they fill it. */
function origin(box: TBox, size: number, width: number): { x: number; y: number } {
  return {
    x: box.left + Math.max(0, (box.width - width) / 2),
    // The baseline, so that capitals (about 0.7 em) sit in the middle.
    y: box.bottom + (box.height - size * 0.7) / 2,
  };
}

function drawTick(page: PDFPage, box: TBox): void {
  const side = Math.min(box.width, box.height);
  const left = box.left + (box.width - side) / 2;
  const bottom = box.bottom + (box.height - side) / 2;
  const at = (fx: number, fy: number) => ({ x: left + fx * side, y: bottom + fy * side });
  const thickness = Math.max(1, side * 0.12);
  page.drawLine({ start: at(0.15, 0.5), end: at(0.4, 0.2), thickness, color: TEXT });
  page.drawLine({ start: at(0.4, 0.2), end: at(0.88, 0.85), thickness, color: TEXT });
}
