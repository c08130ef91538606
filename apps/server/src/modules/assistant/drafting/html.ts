import {
  PREVIEW_GAP_END,
  PREVIEW_GAP_START,
  type TRenderedBlock,
  type TRenderedDocument,
} from '@app/domain';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Text with the preview's gaps as marks naming the answer still needed. */
function inline(text: string): string {
  const gap = new RegExp(`${PREVIEW_GAP_START}([^${PREVIEW_GAP_END}]*)${PREVIEW_GAP_END}`, 'g');
  let out = '';
  let last = 0;
  for (const m of text.matchAll(gap)) {
    out += escapeHtml(text.slice(last, m.index));
    out += `<mark data-gap="true">[${escapeHtml(m[1] ?? '')}]</mark>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

function block(b: TRenderedBlock): string {
  switch (b.type) {
    case 'heading':
      return `<h${b.level + 1}>${inline(b.text)}</h${b.level + 1}>`;
    case 'paragraph':
      return `<p>${inline(b.text)}</p>`;
    case 'pageBreak':
      return '<hr>';
    case 'party':
      return `<p><strong>${inline(b.name)}</strong>${b.role ? ` (${inline(b.role)})` : ''}${b.details
        .map((d) => `<br>${d.label ? `${escapeHtml(d.label)}: ` : ''}${inline(d.text)}`)
        .join('')}</p>`;
    case 'signature':
      return `<p>${b.statement ? `${inline(b.statement)}<br>` : ''}<strong>${inline(b.party)}</strong>${
        b.signatory ? `<br>${inline(b.signatory)}` : ''
      }${b.capacity ? `, ${inline(b.capacity)}` : ''}<br>Signature: ____________________</p>`;
    case 'clause': {
      const head = `<strong>${escapeHtml(b.label)}</strong> ${b.title ? `<strong>${inline(b.title)}</strong> ` : ''}${
        b.text ? inline(b.text) : ''
      }`;
      const kids = b.children.map(block).join('');
      return `<section data-clause="${escapeHtml(b.number)}"><p>${head.trim()}</p>${kids}</section>`;
    }
  }
}

/**
 * A drafted document as HTML for the assistant to show: every word escaped, answers still
 * needed shown as marks. Built from the template renderer's own blocks, so the draft reads
 * as the finished document will.
 */
export function draftHtml(document: TRenderedDocument): string {
  return `<article>${document.blocks.map(block).join('')}</article>`;
}

// What an edited draft may keep: structure and emphasis, never scripts, styles, links or
// attributes (but the marks of answers still needed and clause numbers).
const ALLOWED = new Set([
  'article',
  'section',
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ol',
  'ul',
  'li',
  'mark',
  'blockquote',
]);
const VOID = new Set(['br', 'hr']);
const DROP_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript|textarea|title)\b[\s\S]*?<\/\1\s*>/gi;

/**
 * Sanitises HTML a customer (or a model) wrote: allowed tags come back bare (but for
 * data-gap on a mark), anything else is dropped and its text kept, escaped.
 */
export function sanitizeDraftHtml(html: string): string {
  const source = html.replace(/<!--[\s\S]*?-->/g, '').replace(DROP_WITH_CONTENT, '');
  let out = '';
  const open: string[] = [];
  const tag = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
  let last = 0;
  for (const m of source.matchAll(tag)) {
    out += escapeHtml(decodeBasic(source.slice(last, m.index)));
    last = m.index + m[0].length;
    const name = m[2]!.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (m[1]) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const gap = name === 'mark' && /\bdata-gap\s*=\s*["']?true/i.test(m[3] ?? '');
    out += `<${name}${gap ? ' data-gap="true"' : ''}>`;
    if (!VOID.has(name)) open.push(name);
  }
  out += escapeHtml(decodeBasic(source.slice(last)));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The few entities our own HTML uses, read back so they are not escaped twice. */
function decodeBasic(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The draft's words without markup, for searching and summaries. */
export function htmlText(html: string): string {
  return decodeBasic(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
