import type { TRenderedBlock } from '@app/domain';
import type { PDFImage, PDFPage } from 'pdf-lib';
import type { TFontStack } from '../../../platform/pdf/font-stack.js';
import { CONTENT_WIDTH, MARGIN, type TFlowItem, type TRow } from './pdf-flow.js';
import {
  baseline,
  drawLine,
  fit,
  lineHeight,
  MUTED,
  type TTextStyle,
  textRows,
} from './pdf-text.js';

// Party and signature blocks: each is kept on one page, since a signature separated from
// the words it signs, or a party split from its address, invites dispute.

export type TPdfFonts = {
  regular: TFontStack;
  bold: TFontStack;
  italic: TFontStack;
  script: TFontStack;
};
export type TPdfContext = {
  fonts: TPdfFonts;
  /** Signature images, embedded once beforehand, by data URL. */
  images: ReadonlyMap<string, PDFImage>;
};

type TParty = Extract<TRenderedBlock, { type: 'party' }>;
type TSignature = Extract<TRenderedBlock, { type: 'signature' }>;

const BODY = 10.5;
const CAPTION = 8.5;
const RULE_INSET = 10;
const SIGN_LINE = 240;
const MARK_HEIGHT = 46;
const PARTY_COLUMN = 120;

/** A caption in its own column with the value wrapped beside it; the taller side wins. */
function columnRows(
  label: string | undefined,
  value: string,
  x: number,
  labelWidth: number,
  width: number,
  ctx: TPdfContext,
): TRow[] {
  const valueStyle: TTextStyle = { font: ctx.fonts.regular, size: BODY };
  if (!label) return textRows(value, valueStyle, x, width);
  const labelStyle: TTextStyle = { font: ctx.fonts.regular, size: CAPTION, color: MUTED };
  const labels = textRows(label, labelStyle, x, labelWidth - 8);
  const values = textRows(value, valueStyle, x + labelWidth, width - labelWidth);
  const height = lineHeight(valueStyle);
  const labelOffset = baseline(0, valueStyle) - baseline(0, labelStyle);
  return Array.from({ length: Math.max(labels.length, values.length) }, (_, i) => ({
    kind: 'row',
    height,
    draw: (page: PDFPage, top: number) => {
      // Captions sit on the value's baseline though they are set smaller.
      labels[i]?.draw(page, top + labelOffset);
      values[i]?.draw(page, top);
    },
  }));
}

function withRule(rows: TRow[]): TRow[] {
  return rows.map((row) => ({
    ...row,
    draw: (page, top) => {
      page.drawLine({
        start: { x: MARGIN.left, y: top },
        end: { x: MARGIN.left, y: top - row.height },
        thickness: 1.5,
        color: MUTED,
      });
      row.draw(page, top);
    },
  }));
}

export function partyItems(block: TParty, ctx: TPdfContext): TFlowItem[] {
  const x = MARGIN.left + RULE_INSET;
  const width = CONTENT_WIDTH - RULE_INSET;
  const captionWidth = (label: string) =>
    ctx.fonts.regular.widthOf(fit(ctx.fonts.regular, label), CAPTION);
  const widest = Math.max(0, ...block.details.map((d) => (d.label ? captionWidth(d.label) : 0)));
  // One column width for most parties keeps a page of them aligned; long captions widen it.
  const labelWidth = Math.min(Math.max(widest + 14, PARTY_COLUMN), width * 0.4);
  const rows = [
    ...textRows(block.name, { font: ctx.fonts.bold, size: BODY }, x, width),
    ...(block.role
      ? textRows(block.role, { font: ctx.fonts.italic, size: BODY, color: MUTED }, x, width)
      : []),
    ...block.details.flatMap((d) => columnRows(d.label, d.text, x, labelWidth, width, ctx)),
  ];
  return [
    { kind: 'gap', height: 8 },
    { kind: 'group', rows: withRule(rows) },
  ];
}

function typedMark(name: string, ctx: TPdfContext): (page: PDFPage, bottom: number) => void {
  const font = ctx.fonts.script;
  // Fitted and measured while laying out, so the faces the name needs are embedded.
  const fitted = fit(font, name).replace(/\s+/g, ' ').trim();
  // A long name shrinks to the line rather than running past it.
  const size = Math.min(26, (26 * SIGN_LINE) / Math.max(1, font.widthOf(fitted, 26)));
  return (page, bottom) => drawLine(page, fitted, MARGIN.left + 4, bottom + 8, { font, size });
}

function markRow(mark: TSignature['signature'], ctx: TPdfContext): TRow {
  const typed = mark?.kind === 'typed' ? typedMark(mark.name, ctx) : undefined;
  const draw = (page: PDFPage, top: number) => {
    const bottom = top - MARK_HEIGHT;
    if (mark?.kind === 'image') {
      const image = ctx.images.get(mark.dataUrl);
      if (!image) return;
      const scale = Math.min(SIGN_LINE / image.width, (MARK_HEIGHT - 4) / image.height);
      page.drawImage(image, {
        x: MARGIN.left,
        y: bottom + 1,
        width: image.width * scale,
        height: image.height * scale,
      });
    } else {
      typed?.(page, bottom);
    }
  };
  return { kind: 'row', height: MARK_HEIGHT, draw };
}

export function signatureItems(block: TSignature, ctx: TPdfContext): TFlowItem[] {
  const x = MARGIN.left;
  const rows: TRow[] = [
    ...textRows(block.party, { font: ctx.fonts.bold, size: BODY }, x, CONTENT_WIDTH),
    ...(block.statement
      ? textRows(block.statement, { font: ctx.fonts.regular, size: BODY }, x, CONTENT_WIDTH)
      : []),
    markRow(block.signature, ctx),
    {
      kind: 'row',
      height: 6,
      draw: (page, top) =>
        page.drawLine({ start: { x, y: top }, end: { x: x + SIGN_LINE, y: top }, thickness: 0.75 }),
    },
  ];
  const captions: [string, string | undefined][] = [
    ['Name', block.signatory],
    ['Capacity', block.capacity],
    ['Date', block.date],
  ];
  for (const [label, value] of captions) {
    if (value) rows.push(...columnRows(label, value, x, 58, SIGN_LINE + 120, ctx));
  }
  return [
    { kind: 'gap', height: 18 },
    { kind: 'group', rows },
  ];
}
