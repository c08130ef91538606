import { describe, expect, it } from 'vitest';
import {
  clausesOf,
  diffClauses,
  diffDocuments,
  diffWords,
  type TDiffClause,
  type TDiffSourceNode,
} from './version-diff.js';

const para = (text: string): TDiffSourceNode => ({
  type: 'paragraph',
  content: [{ type: 'text', text }],
});
const list = (...items: string[]): TDiffSourceNode => ({
  type: 'orderedList',
  content: items.map((t) => ({ type: 'listItem', content: [para(t)] })),
});
const doc = (...content: TDiffSourceNode[]): TDiffSourceNode => ({ type: 'doc', content });
const clauses = (...texts: string[]): TDiffClause[] => texts.map((text) => ({ label: null, text }));

describe('word-level comparison', () => {
  it('marks an inserted word and a deleted word, keeping the rest', () => {
    expect(diffWords('The term is two years', 'The term is three whole years')).toEqual([
      { kind: 'SAME', text: 'The term is ' },
      { kind: 'DELETED', text: 'two' },
      { kind: 'INSERTED', text: 'three whole' },
      { kind: 'SAME', text: ' years' },
    ]);
  });

  it('reports identical text as unchanged', () => {
    expect(diffWords('Same words', 'Same words')).toEqual([{ kind: 'SAME', text: 'Same words' }]);
  });
});

describe('clause comparison', () => {
  it('finds an inserted clause and a deleted clause', () => {
    const diff = diffClauses(
      clauses('Alpha clause', 'Beta clause', 'Gamma clause'),
      clauses('Alpha clause', 'Gamma clause', 'Delta is new here'),
    );
    expect(diff.paragraphs.map((p) => p.kind)).toEqual(['SAME', 'DELETED', 'SAME', 'INSERTED']);
    expect(diff.paragraphs[1]!.segments).toEqual([{ kind: 'DELETED', text: 'Beta clause' }]);
    expect(diff.paragraphs[3]!.segments).toEqual([{ kind: 'INSERTED', text: 'Delta is new here' }]);
    expect(diff).toMatchObject({ insertedWords: 4, deletedWords: 2 });
  });

  it('shows an edited clause as one changed clause with its words marked', () => {
    const diff = diffClauses(
      clauses('The Recipient must keep the information confidential for two years.'),
      clauses('The Recipient must keep the information strictly confidential for five years.'),
    );
    expect(diff.paragraphs).toHaveLength(1);
    expect(diff.paragraphs[0]!.kind).toBe('CHANGED');
    const marked = diff.paragraphs[0]!.segments.filter((s) => s.kind !== 'SAME');
    expect(marked).toEqual([
      { kind: 'INSERTED', text: 'strictly' },
      { kind: 'DELETED', text: 'two' },
      { kind: 'INSERTED', text: 'five' },
    ]);
  });

  it('shows a moved clause as deleted where it was and inserted where it is', () => {
    const diff = diffClauses(
      clauses('Payment terms apply.', 'Governing law is NSW.', 'Notices go by email.'),
      clauses('Governing law is NSW.', 'Notices go by email.', 'Payment terms apply.'),
    );
    expect(diff.paragraphs.map((p) => p.kind)).toEqual(['DELETED', 'SAME', 'SAME', 'INSERTED']);
    expect(diff.paragraphs[0]!.segments[0]!.text).toBe('Payment terms apply.');
    expect(diff.paragraphs[3]!.segments[0]!.text).toBe('Payment terms apply.');
  });

  it('does not report clauses renumbered by an insertion above them', () => {
    const from = doc(list('Definitions apply.', 'Term of two years.', 'Governing law.'));
    const to = doc(
      list('Definitions apply.', 'A new clause on costs.', 'Term of two years.', 'Governing law.'),
    );
    const diff = diffDocuments(from, to);
    expect(diff.paragraphs.map((p) => p.kind)).toEqual(['SAME', 'INSERTED', 'SAME', 'SAME']);
    // The term clause is 2 before and 3 after, and still not a change.
    expect(diff.paragraphs[2]).toMatchObject({ kind: 'SAME', fromLabel: '2', toLabel: '3' });
    expect(diff).toMatchObject({ insertedWords: 5, deletedWords: 0 });
  });

  it('ignores numbers typed at the start of a clause', () => {
    const diff = diffClauses(clauses('3. Notices by email.'), clauses('4. Notices by email.'));
    expect(diff.paragraphs.map((p) => p.kind)).toEqual(['SAME']);
  });

  it('reports no change between a document and itself', () => {
    const d = doc(para('Intro'), list('One.', 'Two.'));
    const diff = diffDocuments(d, d);
    expect(diff.paragraphs.every((p) => p.kind === 'SAME')).toBe(true);
    expect(diff).toMatchObject({ insertedWords: 0, deletedWords: 0 });
  });
});

describe('reading a document', () => {
  it('reads headings, numbered clauses with their numbers, parties and signatures', () => {
    const d = doc(
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'NDA' }] },
      {
        type: 'party',
        attrs: { name: 'Acme Pty Ltd', role: 'Discloser', details: [{ label: 'ABN', text: '1' }] },
      },
      {
        type: 'orderedList',
        content: [
          {
            type: 'listItem',
            content: [para('Definitions'), list('Business Day means a weekday.')],
          },
        ],
      },
      { type: 'signature', attrs: { party: 'Acme Pty Ltd', signatory: 'Alex' } },
    );
    expect(clausesOf(d)).toEqual([
      { label: null, text: 'NDA' },
      { label: null, text: 'Discloser: Acme Pty Ltd, ABN: 1' },
      { label: '1', text: 'Definitions' },
      { label: '1.1', text: 'Business Day means a weekday.' },
      { label: null, text: 'Signed for Acme Pty Ltd, Alex' },
    ]);
  });
});
