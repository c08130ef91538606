import { checkAnswers, type TAnswerOptions, type TAnswerProblem } from './answers.js';
import type { TAnswers } from './conditions.js';
import { resolvePath } from './conditions.js';
import { calendarDate } from './dates.js';
import type { TRenderedBlock, TRenderedDocument, TSignatureMark } from './document-model.js';
import { filteredText } from './filters.js';
import { pathTarget, type TPathTarget, topLevelItems } from './paths.js';
import { parseInline } from './placeholders.js';
import { expandBlocks, type TContext, type TExpanded } from './render-expand.js';
import type { TTemplate } from './template-model.js';

export type TRenderResult =
  | { ok: true; document: TRenderedDocument }
  | { ok: false; problems: TAnswerProblem[] };

/**
 * Makes the document from a template and the customer's answers. Any missing or unusable
 * answer yields the list of problems instead: a half-filled legal document is worse than none.
 */
export function render(
  template: TTemplate,
  answers: TAnswers,
  options: TAnswerOptions,
): TRenderResult {
  const check = checkAnswers(template, answers, options);
  if (!check.complete) return { ok: false, problems: check.problems };
  const today = calendarDate(options.now, options.timeZone);
  const { blocks, problems } = renderBlocks(template, check.values, today);
  if (problems.length) return { ok: false, problems };
  return { ok: true, document: renderedDocument(template, today, blocks) };
}

/**
 * What a placeholder reads as when its answer is not there yet; only previews ask for it.
 * `path` is where the answer lives ('parties.1.acn' for {{party.acn}} in the second item).
 */
export type TMissingText = (path: string, target: TPathTarget | string) => string;

/** A placeholder's path inside a repeat, as the answer's own path. */
function answerPathOf(path: string, context: TContext): string {
  const [head = '', ...rest] = path.split('.');
  const group = context.names.bindings.get(head);
  if (!group) return path;
  const item = context.scope[head];
  const number =
    typeof item === 'object' && item !== null ? (item as { _number?: unknown })._number : 0;
  return [group.id, String(typeof number === 'number' ? number - 1 : 0), ...rest].join('.');
}

/**
 * The body's blocks with the given (already checked) answers in place. Without `missing`,
 * an unanswered placeholder reads as nothing, as in a finished document.
 */
export function renderBlocks(
  template: Pick<TTemplate, 'questionnaire' | 'body'>,
  values: TAnswers,
  today: string,
  missing?: TMissingText,
): { blocks: TRenderedBlock[]; problems: TAnswerProblem[] } {
  const context: TContext = {
    scope: { ...values, today },
    names: { items: topLevelItems(template.questionnaire), bindings: new Map() },
  };
  const clauseNumbers = new Map<string, string>();
  const expanded = expandBlocks(template.body, context, clauseNumbers);
  const problems: TAnswerProblem[] = [];
  const resolve: TResolve = { clauseNumbers, problems, missing };
  const blocks = expanded.map((node) => resolveNode(node, resolve));
  return { blocks, problems };
}

export function renderedDocument(
  template: Pick<TTemplate, 'metadata'>,
  today: string,
  blocks: TRenderedBlock[],
): TRenderedDocument {
  const { metadata } = template;
  return {
    templateId: metadata.id,
    title: metadata.title,
    category: metadata.category,
    font: metadata.font,
    date: today,
    blocks,
  };
}

type TResolve = {
  clauseNumbers: ReadonlyMap<string, string>;
  problems: TAnswerProblem[];
  missing: TMissingText | undefined;
};

function resolveText(text: string, context: TContext, resolve: TResolve): string {
  const { clauseNumbers, problems, missing } = resolve;
  const parsed = parseInline(text);
  // Parsing the template has already rejected bad syntax; this only guards hand-made objects.
  if (!parsed.ok) throw new Error(`Template text does not parse: ${parsed.error}`);
  return parsed.segments
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      if (segment.kind === 'clauseRef') {
        const number = clauseNumbers.get(segment.id);
        if (number === undefined) {
          problems.push({
            path: `clause:${segment.id}`,
            label: 'Template',
            message: `The text cites clause '${segment.id}', which these answers leave out`,
          });
        }
        return number ?? '';
      }
      const target = pathTarget(segment.path, context.names);
      const value = resolvePath(segment.path, context.scope);
      if (missing && (value === undefined || value === null)) {
        return missing(answerPathOf(segment.path, context), target);
      }
      return filteredText(value, segment.filters, typeof target === 'string' ? undefined : target);
    })
    .join('');
}

function signatureMark(path: string | undefined, context: TContext): TSignatureMark | null {
  const value = path ? resolvePath(path, context.scope) : undefined;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.startsWith('data:')
    ? { kind: 'image', dataUrl: value }
    : { kind: 'typed', name: value };
}

function resolveNode(node: TExpanded, resolve: TResolve): TRenderedBlock {
  const text = (value: string) => resolveText(value, node.context, resolve);
  // Optional parts are left out, not emptied, so writers need not test for ''.
  const optional = <K extends string>(key: K, value: string | undefined) => {
    const resolved = value === undefined ? '' : text(value);
    return resolved.trim() ? ({ [key]: resolved } as Record<K, string>) : {};
  };
  if (node.kind === 'clause') {
    const { block, number, label, depth } = node;
    return {
      type: 'clause',
      ...(block.id ? { id: block.id } : {}),
      number,
      label,
      depth,
      ...optional('title', block.title),
      ...optional('text', block.text),
      children: node.children.map((child) => resolveNode(child, resolve)),
    };
  }
  const { block } = node;
  switch (block.type) {
    case 'heading':
      return { type: 'heading', level: block.level ?? 1, text: text(block.text) };
    case 'paragraph':
      return { type: 'paragraph', text: text(block.text) };
    case 'pageBreak':
      return { type: 'pageBreak' };
    case 'party':
      return {
        type: 'party',
        name: text(block.name),
        ...optional('role', block.role),
        details: (block.details ?? []).flatMap((detail) => {
          const resolved = text(detail.text);
          if (!resolved.trim()) return [];
          return [detail.label ? { label: detail.label, text: resolved } : { text: resolved }];
        }),
      };
    case 'signature':
      return {
        type: 'signature',
        party: text(block.party),
        ...optional('statement', block.statement),
        ...optional('signatory', block.signatory),
        ...optional('capacity', block.capacity),
        signature: signatureMark(block.signature, node.context),
        ...optional('date', block.date),
      };
  }
}
