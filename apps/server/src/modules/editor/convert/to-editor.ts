import type { TRenderedBlock } from '@app/domain';
import type { TEditorNode } from '../content-model.js';

// A finished document's blocks as the editor's ProseMirror JSON. Clauses become ordered
// lists (their numbers are recomputed from position, so inserting a clause renumbers the
// rest); a clause's title is its first paragraph, set in bold; party and signature blocks
// stay whole as blocks of their own, which the editor shows as in the PDF.

type TClause = Extract<TRenderedBlock, { type: 'clause' }>;

const text = (value: string, bold = false): TEditorNode[] =>
  value ? [{ type: 'text', text: value, ...(bold ? { marks: [{ type: 'bold' }] } : {}) }] : [];

const paragraph = (value: string, bold = false): TEditorNode => ({
  type: 'paragraph',
  content: text(value, bold),
});

/** A text as one paragraph; its line breaks, which the writers keep, stay line breaks. */
function paragraphs(value: string): TEditorNode[] {
  const content = value
    .split(/\r?\n/)
    .flatMap((line, i): TEditorNode[] => [
      ...(i ? [{ type: 'hardBreak' as const }] : []),
      ...text(line),
    ]);
  return [{ type: 'paragraph', content }];
}

function clauseItem(clause: TClause): TEditorNode {
  const content: TEditorNode[] = [];
  if (clause.title) content.push(paragraph(clause.title, true));
  if (clause.text) content.push(...paragraphs(clause.text));
  // ProseMirror wants a paragraph first in a list item, even for a clause made of sub-clauses.
  if (content.length === 0) content.push(paragraph(''));
  content.push(...toEditorNodes(clause.children));
  return { type: 'listItem', content };
}

function blockNode(block: Exclude<TRenderedBlock, TClause>): TEditorNode[] {
  switch (block.type) {
    case 'heading':
      return [{ type: 'heading', attrs: { level: block.level }, content: text(block.text) }];
    case 'paragraph':
      return paragraphs(block.text);
    case 'pageBreak':
      return [{ type: 'horizontalRule' }];
    case 'party': {
      const { type: _type, ...attrs } = block;
      return [{ type: 'party', attrs }];
    }
    case 'signature': {
      const { type: _type, ...attrs } = block;
      return [{ type: 'signature', attrs }];
    }
  }
}

/** Blocks to editor nodes; neighbouring clauses share one ordered list. */
export function toEditorNodes(blocks: readonly TRenderedBlock[]): TEditorNode[] {
  const nodes: TEditorNode[] = [];
  let list: TEditorNode | null = null;
  for (const block of blocks) {
    if (block.type === 'clause') {
      if (!list) {
        list = { type: 'orderedList', content: [] };
        nodes.push(list);
      }
      list.content?.push(clauseItem(block));
      continue;
    }
    list = null;
    nodes.push(...blockNode(block));
  }
  return nodes;
}

/** The whole document for the editor. */
export function toEditorContent(blocks: readonly TRenderedBlock[]): TEditorNode {
  return { type: 'doc', content: toEditorNodes(blocks) };
}
