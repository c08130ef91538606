import { render, type TRenderedBlock } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { loadTemplateLibrary } from '../../documents/template-library.js';
import type { TEditorNode } from '../content-model.js';
import { fromEditorNodes } from './from-editor.js';
import { toEditorContent } from './to-editor.js';

const now = new Date('2026-11-20T00:00:00Z');
const library = loadTemplateLibrary();

/** Blocks without template clause ids, which the editor does not carry. */
function withoutIds(blocks: TRenderedBlock[]): TRenderedBlock[] {
  return blocks.map((b) => {
    if (b.type !== 'clause') return b;
    const { id: _id, ...rest } = b;
    return { ...rest, children: withoutIds(b.children) };
  });
}

describe('a finished document in the editor and back', () => {
  it.each(library.map((e) => [e.template.metadata.id, e] as const))(
    '%s keeps every heading, clause number, party and signature block',
    (_slug, entry) => {
      const result = render(entry.template, entry.exampleAnswers, { now });
      if (!result.ok) throw new Error('example answers do not finish the template');
      const content = toEditorContent(result.document.blocks);
      expect(fromEditorNodes(content.content ?? [])).toEqual(withoutIds(result.document.blocks));
    },
  );

  it('renumbers clauses when one is inserted, in the drafting style', () => {
    const item = (title: string, children: TEditorNode[] = []): TEditorNode => ({
      type: 'listItem',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: title, marks: [{ type: 'bold' }] }] },
        ...children,
      ],
    });
    const list = (...items: TEditorNode[]): TEditorNode => ({
      type: 'orderedList',
      content: items,
    });
    const blocks = fromEditorNodes([
      list(item('Definitions')),
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Terms' }] },
      list(item('Payment', [list(item('Fees', [list(item('Late'), item('Early'))]))])),
    ]);
    const numbers: string[] = [];
    const walk = (bs: TRenderedBlock[]) => {
      for (const b of bs) {
        if (b.type !== 'clause') continue;
        numbers.push(`${b.number}|${b.label}|${b.title}`);
        walk(b.children);
      }
    };
    walk(blocks);
    expect(numbers).toEqual([
      '1|1|Definitions',
      '2|2|Payment',
      '2.1|2.1|Fees',
      '2.1(a)|(a)|Late',
      '2.1(b)|(b)|Early',
    ]);
  });
});
