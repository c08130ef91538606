import type { PDFDocument, PDFPage } from 'pdf-lib';

// The PDF is laid out in two steps: blocks become a flat list of measured items, then this
// file pours them onto pages. Measuring first is what lets a signature block move whole to
// the next page, and a heading stay with the text it introduces.

export const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
export const MARGIN = { top: 64, bottom: 72, left: 72, right: 72 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const CONTENT_HEIGHT = PAGE.height - MARGIN.top - MARGIN.bottom;

/** One line (or a drawing) of known height; `top` is where its box starts on the page. */
export type TRow = {
  kind: 'row';
  height: number;
  draw: (page: PDFPage, top: number) => void;
  /** Start a new page rather than leave this row last on one (headings, a first line). */
  keepWithNext?: boolean;
};
/** Vertical space, dropped at the top of a page. */
export type TGap = { kind: 'gap'; height: number };
/** Rows moved to a new page together when they would otherwise split (signature blocks). */
export type TGroup = { kind: 'group'; rows: TRow[] };
export type TFlowItem = TRow | TGap | TGroup | { kind: 'pageBreak' };

const heightOf = (item: TFlowItem): number => {
  if (item.kind === 'group') return item.rows.reduce((sum, row) => sum + row.height, 0);
  return item.kind === 'pageBreak' ? 0 : item.height;
};

/** The height that must fit for item `i` to be placed: itself plus what it keeps with. */
function neededHeight(items: readonly TFlowItem[], i: number): number {
  const first = items[i];
  if (!first) return 0;
  let need = heightOf(first);
  let chained = first.kind === 'row' && first.keepWithNext === true;
  for (let j = i + 1; chained && j < items.length; j++) {
    const next = items[j];
    if (!next || next.kind === 'pageBreak') break;
    need += heightOf(next);
    chained = next.kind === 'gap' || (next.kind === 'row' && next.keepWithNext === true);
  }
  // A chain taller than a page cannot be kept together; place the item on its own terms.
  return need > CONTENT_HEIGHT ? heightOf(first) : need;
}

/** Adds pages to `pdf` and draws every item onto them, top to bottom. */
export function paginate(pdf: PDFDocument, items: readonly TFlowItem[]): void {
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN.top;
  let empty = true;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN.top;
    empty = true;
  };
  // A hair of tolerance so rounding never pushes an exactly-fitting line over.
  const fits = (height: number) => y - height >= MARGIN.bottom - 0.01;
  const place = (row: TRow) => {
    if (!empty && !fits(row.height)) newPage();
    row.draw(page, y);
    y -= row.height;
    empty = false;
  };

  items.forEach((item, i) => {
    switch (item.kind) {
      case 'pageBreak':
        if (!empty) newPage();
        return;
      case 'gap':
        // Never opens a page by itself, so trailing space cannot leave a blank last page.
        if (!empty) y = Math.max(y - item.height, MARGIN.bottom);
        return;
      case 'row':
        if (!empty && !fits(neededHeight(items, i))) newPage();
        place(item);
        return;
      case 'group': {
        const total = heightOf(item);
        if (!empty && !fits(total) && total <= CONTENT_HEIGHT) newPage();
        for (const row of item.rows) place(row);
        return;
      }
    }
  });
}
