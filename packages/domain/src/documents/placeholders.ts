// Inline text with placeholders: 'This agreement is made on {{commencementDate|date:long}}.'
//   {{path}}                 an answer; 'today' is the date of rendering
//   {{path|filter|filter:arg}} filters applied left to right
//   {{clause:id}}            the number a clause ended up with, e.g. '4.2'

/** Filter names and the arguments each accepts (the first is the default). */
export const FILTER_ARGS = {
  date: ['short', 'long'],
  upper: [],
  lower: [],
  abn: [],
  acn: [],
  currency: [],
  list: ['and', 'or'],
} as const satisfies Record<string, readonly string[]>;
export type TFilterName = keyof typeof FILTER_ARGS;

export type TFilter = { name: TFilterName; arg?: string };
export type TInlineSegment =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string; filters: TFilter[] }
  | { kind: 'clauseRef'; id: string };

export type TParsedInline = { ok: true; segments: TInlineSegment[] } | { ok: false; error: string };

const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;
const CLAUSE_REF = /^clause:([a-z][A-Za-z0-9]*)$/;

function isFilterName(name: string): name is TFilterName {
  return Object.hasOwn(FILTER_ARGS, name);
}

function parseFilter(source: string): TFilter | string {
  const [name = '', arg, ...rest] = source.split(':').map((part) => part.trim());
  if (!isFilterName(name)) return `Unknown filter '${name}'`;
  const allowed: readonly string[] = FILTER_ARGS[name];
  if (rest.length > 0 || (arg !== undefined && !allowed.includes(arg))) {
    return allowed.length
      ? `Filter '${name}' takes one of: ${allowed.join(', ')}`
      : `Filter '${name}' takes no argument`;
  }
  return arg === undefined ? { name } : { name, arg };
}

function parsePlaceholder(body: string): TInlineSegment | string {
  const ref = CLAUSE_REF.exec(body);
  if (ref?.[1]) return { kind: 'clauseRef', id: ref[1] };
  const [path = '', ...filterSources] = body.split('|').map((part) => part.trim());
  if (!PATH.test(path)) return `'${path}' is not an answer path`;
  const filters: TFilter[] = [];
  for (const source of filterSources) {
    const filter = parseFilter(source);
    if (typeof filter === 'string') return filter;
    filters.push(filter);
  }
  return { kind: 'value', path, filters };
}

export function parseInline(text: string): TParsedInline {
  const segments: TInlineSegment[] = [];
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf('{{');
    if (open === -1) {
      if (rest.includes('}}')) return { ok: false, error: "'}}' without a matching '{{'" };
      segments.push({ kind: 'text', text: rest });
      break;
    }
    const before = rest.slice(0, open);
    if (before.includes('}}')) return { ok: false, error: "'}}' without a matching '{{'" };
    if (before) segments.push({ kind: 'text', text: before });
    const close = rest.indexOf('}}', open + 2);
    if (close === -1) return { ok: false, error: "'{{' without a matching '}}'" };
    const placeholder = parsePlaceholder(rest.slice(open + 2, close).trim());
    if (typeof placeholder === 'string') {
      return { ok: false, error: `${placeholder} in {{${rest.slice(open + 2, close)}}}` };
    }
    segments.push(placeholder);
    rest = rest.slice(close + 2);
  }
  return { ok: true, segments };
}
