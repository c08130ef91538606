import type { TRenderedBlock } from '@app/domain';
import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  ImageRun,
  type IParagraphOptions,
  PageBreak,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
} from 'docx';
import { decodeSignatureImage } from './signature-image.js';

// The rendered blocks as Word paragraphs, laid out to match the PDF: the same labels, the
// same hanging indents and the same kept-together party and signature blocks.
// Word measures in twentieths of a point (twips) and sets sizes in half-points.

const TWIPS = 20;
const INDENT_STEP = 36 * TWIPS;
const MAX_INDENT_DEPTH = 6;
const SIGN_LINE = 240 * TWIPS;
export const CONTENT_WIDTH = (595.28 - 144) * TWIPS;
const MUTED = '60606B';
const CAPTION_SIZE = 17;

export type TDocxContext = { signatureFont: string };

type TRunOptions = {
  bold?: boolean;
  italics?: boolean;
  size?: number;
  color?: string;
  font?: string;
};

/** Word's XML cannot hold most control characters; line breaks become breaks in the run. */
export function runs(text: string, options: TRunOptions = {}): TextRun[] {
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]/g, '');
  // Lone surrogate halves are not characters at all, and an XML reader rejects them.
  const whole = clean.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );
  return whole
    .split('\n')
    .map((part, i) => new TextRun({ ...options, text: part, ...(i ? { break: 1 } : {}) }));
}

type TClause = Extract<TRenderedBlock, { type: 'clause' }>;
type TParty = Extract<TRenderedBlock, { type: 'party' }>;
type TSignature = Extract<TRenderedBlock, { type: 'signature' }>;

/** Marks every paragraph but the last to stay with the next, so Word keeps the block whole. */
function together(options: IParagraphOptions[]): Paragraph[] {
  return options.map(
    (o, i) => new Paragraph({ ...o, keepLines: true, keepNext: i < options.length - 1 }),
  );
}

function clauseParagraphs(block: TClause, ctx: TDocxContext): Paragraph[] {
  const depth = Math.min(Math.max(block.depth, 1), MAX_INDENT_DEPTH);
  const top = depth === 1;
  const labelAt = Math.max(0, depth - 2) * INDENT_STEP;
  const textAt = labelAt + INDENT_STEP;
  const size = top ? 22 : 21;
  const hanging = {
    indent: { left: textAt, hanging: textAt - labelAt },
    tabStops: [{ type: TabStopType.LEFT, position: textAt }],
    spacing: { before: top ? 180 : 80, after: 0 },
  };
  const label = [
    new TextRun({ text: block.label, bold: top, size }),
    new TextRun({ children: [new Tab()] }),
  ];
  const out: Paragraph[] = [];
  if (block.title) {
    out.push(
      new Paragraph({
        ...hanging,
        keepNext: true,
        children: [...label, ...runs(block.title, { bold: true, size })],
      }),
    );
  }
  if (block.text) {
    const text = runs(block.text, { size: 21 });
    out.push(
      block.title
        ? new Paragraph({
            indent: { left: textAt },
            spacing: { before: 40, after: 0 },
            children: text,
          })
        : new Paragraph({ ...hanging, children: [...label, ...text] }),
    );
  }
  if (!out.length) out.push(new Paragraph({ ...hanging, children: label }));
  return [...out, ...block.children.flatMap((child) => blockParagraphs(child, false, ctx))];
}

/** A caption in its own column, the value wrapping beside it, as in the PDF. */
function captioned(
  label: string | undefined,
  text: string,
  column: number,
  left = 0,
): IParagraphOptions {
  if (!label) return { indent: { left }, children: runs(text, { size: 21 }) };
  return {
    indent: { left: left + column, hanging: column },
    tabStops: [{ type: TabStopType.LEFT, position: left + column }],
    children: [
      ...runs(label, { size: CAPTION_SIZE, color: MUTED }),
      new TextRun({ children: [new Tab()] }),
      ...runs(text, { size: 21 }),
    ],
  };
}

function partyParagraphs(block: TParty): Paragraph[] {
  // Consecutive paragraphs with the same left border share one rule, as in the PDF.
  const rule = { left: { style: BorderStyle.SINGLE, size: 12, color: MUTED, space: 8 } };
  const inset = { left: 200 };
  // As in the PDF: 120pt, wider for long captions (Word cannot be asked to measure, so
  // estimate half an em a character, which errs wide for the caption size).
  const longest = Math.max(0, ...block.details.map((d) => d.label?.length ?? 0));
  const column = Math.min(Math.max(longest * 0.55 * 8.5 + 14, 120), 180) * TWIPS;
  const parts: IParagraphOptions[] = [
    {
      children: runs(block.name, { bold: true, size: 21 }),
      spacing: { before: 160 },
      indent: inset,
    },
    ...(block.role
      ? [{ children: runs(block.role, { italics: true, size: 21, color: MUTED }), indent: inset }]
      : []),
    ...block.details.map((d) => captioned(d.label, d.text, column, inset.left)),
  ];
  return together(parts.map((p) => ({ ...p, border: rule })));
}

function markRuns(mark: TSignature['signature'], ctx: TDocxContext) {
  if (mark?.kind === 'typed') return runs(mark.name, { font: ctx.signatureFont, size: 52 });
  if (mark?.kind !== 'image') return [];
  const image = decodeSignatureImage(mark.dataUrl);
  // Word sizes pictures in pixels at 96 to the inch: 4/3 of a point.
  const scale = Math.min(SIGN_LINE / TWIPS / image.width, 42 / image.height) * (4 / 3);
  const transformation = {
    width: Math.round(image.width * scale),
    height: Math.round(image.height * scale),
  };
  return [new ImageRun({ type: image.type, data: image.bytes, transformation })];
}

function signatureParagraphs(block: TSignature, ctx: TDocxContext): Paragraph[] {
  const mark = markRuns(block.signature, ctx);
  const captions: [string, string | undefined][] = [
    ['Name', block.signatory],
    ['Capacity', block.capacity],
    ['Date', block.date],
  ];
  return together([
    { children: runs(block.party, { bold: true, size: 21 }), spacing: { before: 360 } },
    ...(block.statement ? [{ children: runs(block.statement, { size: 21 }) }] : []),
    {
      children: mark,
      // An empty line still needs the room a hand signature takes.
      spacing: { before: mark.length ? 240 : 720, after: 60 },
      indent: { right: CONTENT_WIDTH - SIGN_LINE },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    },
    ...captions.flatMap(([label, value]) => (value ? [captioned(label, value, 58 * TWIPS)] : [])),
  ]);
}

export function blockParagraphs(
  block: TRenderedBlock,
  isFirst: boolean,
  ctx: TDocxContext,
): Paragraph[] {
  switch (block.type) {
    case 'heading': {
      const title = isFirst && block.level === 1;
      const level = title
        ? HeadingLevel.TITLE
        : [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3][block.level - 1];
      return [
        new Paragraph({
          heading: level,
          ...(title ? { alignment: AlignmentType.CENTER } : {}),
          children: runs(block.text),
        }),
      ];
    }
    case 'paragraph':
      return [new Paragraph({ spacing: { after: 120 }, children: runs(block.text, { size: 21 }) })];
    case 'clause':
      return clauseParagraphs(block, ctx);
    case 'party':
      return partyParagraphs(block);
    case 'signature':
      return signatureParagraphs(block, ctx);
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}
