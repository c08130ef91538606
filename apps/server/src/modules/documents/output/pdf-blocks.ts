import type { TRenderedBlock } from '@app/domain';
import { CONTENT_WIDTH, MARGIN, type TFlowItem } from './pdf-flow.js';
import { partyItems, signatureItems, type TPdfContext } from './pdf-parties.js';
import { drawLine, fit, type TTextStyle, textRows } from './pdf-text.js';

// Turns the rendered blocks into measured flow items. Sizes are in points.

const BODY = 10.5;
/** Each level of clause moves its text one step right; the label hangs in the step before. */
const INDENT_STEP = 36;
/** Deeper clauses stop moving right so their text keeps a readable width. */
const MAX_INDENT_DEPTH = 6;

const HEADINGS = {
  title: { size: 18, before: 0, after: 10 },
  1: { size: 14, before: 14, after: 4 },
  2: { size: 12, before: 12, after: 4 },
  3: { size: BODY, before: 8, after: 2 },
} as const;

type TClause = Extract<TRenderedBlock, { type: 'clause' }>;
type THeading = Extract<TRenderedBlock, { type: 'heading' }>;

function headingItems(block: THeading, isTitle: boolean, ctx: TPdfContext): TFlowItem[] {
  const look = isTitle ? HEADINGS.title : HEADINGS[block.level];
  const style: TTextStyle = { font: ctx.fonts.bold, size: look.size, leading: 1.25 };
  const rows = textRows(block.text, style, MARGIN.left, CONTENT_WIDTH, {
    keepAll: true,
    align: isTitle ? 'center' : 'left',
  });
  return [{ kind: 'gap', height: look.before }, ...rows, { kind: 'gap', height: look.after }];
}

function clauseItems(block: TClause, ctx: TPdfContext): TFlowItem[] {
  const depth = Math.min(Math.max(block.depth, 1), MAX_INDENT_DEPTH);
  const top = depth === 1;
  const labelStyle: TTextStyle = {
    font: top ? ctx.fonts.bold : ctx.fonts.regular,
    size: top ? 11 : BODY,
  };
  const titleStyle: TTextStyle = { font: ctx.fonts.bold, size: top ? 11 : BODY };
  const bodyStyle: TTextStyle = { font: ctx.fonts.regular, size: BODY };

  // 1 and 1.1 hang at the margin; (a) hangs where 1.1's text starts, (i) under (a)'s, and so on.
  const labelX = MARGIN.left + Math.max(0, depth - 2) * INDENT_STEP;
  const label = fit(labelStyle.font, block.label);
  const labelWidth = labelStyle.font.widthOf(label, labelStyle.size);
  // A label wider than its gutter pushes the text right instead of overprinting it.
  const textX = Math.max(labelX + INDENT_STEP, labelX + labelWidth + 6);
  const width = MARGIN.left + CONTENT_WIDTH - textX;

  let labelled = false;
  const firstLine = () => {
    if (labelled) return {};
    labelled = true;
    return {
      onFirstLine: (page: Parameters<typeof drawLine>[0], y: number) =>
        drawLine(page, label, labelX, y, labelStyle),
    };
  };
  const items: TFlowItem[] = [{ kind: 'gap', height: top ? 9 : 4 }];
  if (block.title)
    items.push(
      ...textRows(block.title, titleStyle, textX, width, { keepAll: true, ...firstLine() }),
    );
  if (block.text) items.push(...textRows(block.text, bodyStyle, textX, width, firstLine()));
  if (!labelled)
    items.push(...textRows('', bodyStyle, textX, width, { keepAll: true, ...firstLine() }));
  for (const child of block.children) items.push(...blockItems(child, false, ctx));
  return items;
}

function blockItems(block: TRenderedBlock, isFirst: boolean, ctx: TPdfContext): TFlowItem[] {
  switch (block.type) {
    case 'heading':
      return headingItems(block, isFirst && block.level === 1, ctx);
    case 'paragraph':
      return [
        ...textRows(
          block.text,
          { font: ctx.fonts.regular, size: BODY },
          MARGIN.left,
          CONTENT_WIDTH,
        ),
        { kind: 'gap', height: 6 },
      ];
    case 'clause':
      return clauseItems(block, ctx);
    case 'party':
      return partyItems(block, ctx);
    case 'signature':
      return signatureItems(block, ctx);
    case 'pageBreak':
      return [{ kind: 'pageBreak' }];
  }
}

/**
 * The whole document as flow items. A first heading of level 1 is set as the document's
 * title; templates choose its words (a letter opens with the sender's name, not 'Letter').
 */
export function documentItems(blocks: readonly TRenderedBlock[], ctx: TPdfContext): TFlowItem[] {
  return blocks.flatMap((block, i) => blockItems(block, i === 0, ctx));
}
