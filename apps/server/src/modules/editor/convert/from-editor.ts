import { clauseNumber, type TRenderedBlock, type TSignatureMark } from '@app/domain';
import type { TEditorNode } from '../content-model.js';

// The editor's JSON back to the blocks the PDF and Word writers lay out. Numbers are given
// here, by position, in the same style as the template renderer: what the editor shows as
// clause 4.2(a) is printed as 4.2(a).

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The plain text of a node; a line break inside a paragraph stays a line break. */
export function plainText(node: TEditorNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  return (node.content ?? []).map(plainText).join('');
}

/** A paragraph whose every piece of text is bold: how a clause's title reads in the editor. */
function isTitle(node: TEditorNode): boolean {
  if (node.type !== 'paragraph') return false;
  const texts = (node.content ?? []).filter((n) => n.type === 'text' && n.text?.trim());
  return texts.length > 0 && texts.every((n) => n.marks?.some((m) => m.type === 'bold'));
}

type TParent = { number: string; depth: number } | undefined;

function clauseOf(item: TEditorNode, parent: TParent, ordinal: number): TRenderedBlock {
  const depth = (parent?.depth ?? 0) + 1;
  const { label, number } = clauseNumber(parent?.number, depth, ordinal);
  const content = item.content ?? [];
  const [first, ...rest] = content;
  const title = first && isTitle(first) ? plainText(first).trim() : undefined;
  const lines: string[] = [];
  const children: TRenderedBlock[] = [];
  for (const node of title ? rest : content) {
    if (node.type === 'orderedList' || node.type === 'party' || node.type === 'signature') {
      children.push(...fromEditorNodes([node], { number, depth }));
    } else if (node.type === 'bulletList') {
      lines.push(...bulletLines(node));
    } else if (node.type !== 'horizontalRule') {
      lines.push(plainText(node));
    }
  }
  const text = lines.join('\n').trim();
  return {
    type: 'clause',
    number,
    label,
    depth,
    ...(title ? { title } : {}),
    ...(text ? { text } : {}),
    children,
  };
}

function bulletLines(list: TEditorNode): string[] {
  return (list.content ?? []).map((item) => `• ${plainText(item).trim()}`);
}

function headingLevel(v: unknown): 1 | 2 | 3 {
  return v === 1 || v === 2 ? v : 3;
}

function signatureMark(v: unknown): TSignatureMark | null {
  if (!v || typeof v !== 'object') return null;
  const mark = v as Record<string, unknown>;
  if (mark.kind === 'typed' && typeof mark.name === 'string')
    return { kind: 'typed', name: mark.name };
  if (mark.kind === 'image' && typeof mark.dataUrl === 'string')
    return { kind: 'image', dataUrl: mark.dataUrl };
  return null;
}

function detailsOf(v: unknown): { label?: string; text: string }[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((d) => {
    const text = str((d as Record<string, unknown>)?.text);
    if (text === undefined) return [];
    const label = str((d as Record<string, unknown>).label);
    return [label ? { label, text } : { text }];
  });
}

function optional(attrs: Record<string, unknown>, keys: readonly string[]) {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = str(attrs[key]);
    if (value) out[key] = value;
  }
  return out;
}

/** Editor nodes to blocks; clauses are numbered among their siblings, as templates are. */
export function fromEditorNodes(nodes: readonly TEditorNode[], parent?: TParent): TRenderedBlock[] {
  const blocks: TRenderedBlock[] = [];
  let ordinal = 0;
  for (const node of nodes) {
    const attrs = node.attrs ?? {};
    switch (node.type) {
      case 'orderedList':
        for (const item of node.content ?? []) blocks.push(clauseOf(item, parent, ++ordinal));
        break;
      case 'heading':
        blocks.push({ type: 'heading', level: headingLevel(attrs.level), text: plainText(node) });
        break;
      case 'paragraph':
        blocks.push({ type: 'paragraph', text: plainText(node) });
        break;
      case 'bulletList':
        for (const line of bulletLines(node)) blocks.push({ type: 'paragraph', text: line });
        break;
      case 'horizontalRule':
        blocks.push({ type: 'pageBreak' });
        break;
      case 'party':
        blocks.push({
          type: 'party',
          name: str(attrs.name) ?? '',
          ...optional(attrs, ['role']),
          details: detailsOf(attrs.details),
        });
        break;
      case 'signature':
        blocks.push({
          type: 'signature',
          party: str(attrs.party) ?? '',
          ...optional(attrs, ['statement', 'signatory', 'capacity', 'date']),
          signature: signatureMark(attrs.signature),
        });
        break;
      default:
        // A stray list item or text at the top level reads as a paragraph.
        blocks.push({ type: 'paragraph', text: plainText(node) });
    }
  }
  return blocks;
}
