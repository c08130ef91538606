import { formatDateLong, formatDateShort } from './dates.js';
import {
  formatAddress,
  formatCurrencyAud,
  formatFullName,
  formatNumber,
  formatPercent,
  isAddress,
  isFullName,
  joinList,
} from './format.js';
import { formatAbn, formatAcn } from './identifiers.js';
import type { TPathTarget } from './paths.js';
import type { TFilter } from './placeholders.js';

// Turns answers into document text. Without filters an answer reads as a lawyer would
// write it (dates in long form, ABNs grouped, option labels rather than stored values).

function questionText(value: unknown, target: TPathTarget | undefined): string | undefined {
  if (target?.kind === 'today')
    return typeof value === 'string' ? formatDateLong(value) : undefined;
  if (target?.kind !== 'question') return undefined;
  const { question } = target;
  const label = (v: unknown) => question.options?.find((o) => o.value === v)?.label;
  switch (question.type) {
    case 'DATE':
      return typeof value === 'string' ? formatDateLong(value) : undefined;
    case 'ABN':
      return typeof value === 'string' ? formatAbn(value) : undefined;
    case 'ACN':
      return typeof value === 'string' ? formatAcn(value) : undefined;
    case 'SIGNATURE':
      // A drawn signature has no text form; the signature block shows the image.
      return typeof value === 'string' && value.startsWith('data:') ? '' : undefined;
    case 'FREE_TEXT':
      if (typeof value === 'number') {
        if (question.format === 'money') return formatCurrencyAud(value);
        if (question.format === 'percent') return formatPercent(value);
        if (question.format === 'number') return formatNumber(value);
      }
      return label(value);
    case 'CHECKBOX':
      return label(value);
    default:
      return undefined;
  }
}

/** The text an answer reads as when no filter says otherwise. */
export function answerText(value: unknown, target?: TPathTarget): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return joinList(value.map((v) => answerText(v, target)));
  const special = questionText(value, target);
  if (special !== undefined) return special;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isFullName(value)) return formatFullName(value);
  if (isAddress(value)) return formatAddress(value);
  return '';
}

const eachOf = (value: unknown, f: (v: unknown) => unknown): unknown =>
  Array.isArray(value) ? value.map(f) : f(value);

function applyFilter(filter: TFilter, value: unknown, target: TPathTarget | undefined): unknown {
  const text = (v: unknown) => answerText(v, target);
  switch (filter.name) {
    case 'date':
      return eachOf(value, (v) =>
        typeof v === 'string'
          ? filter.arg === 'long'
            ? formatDateLong(v)
            : formatDateShort(v)
          : v,
      );
    case 'upper':
      return text(value).toUpperCase();
    case 'lower':
      return text(value).toLowerCase();
    case 'abn':
      return eachOf(value, (v) => (typeof v === 'string' ? formatAbn(v) : v));
    case 'acn':
      return eachOf(value, (v) => (typeof v === 'string' ? formatAcn(v) : v));
    case 'currency':
      return eachOf(value, (v) => {
        const cents = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
        return typeof cents === 'number' ? formatCurrencyAud(cents) : v;
      });
    case 'list': {
      const items = Array.isArray(value) ? value.map(text) : [text(value)];
      return joinList(items, filter.arg === 'or' ? 'or' : 'and');
    }
  }
}

/** Applies filters left to right; once a filter has run, the question's own formatting no longer applies. */
export function filteredText(
  value: unknown,
  filters: readonly TFilter[],
  target: TPathTarget | undefined,
): string {
  let current = value;
  let currentTarget = target;
  for (const filter of filters) {
    current = applyFilter(filter, current, currentTarget);
    currentTarget = undefined;
  }
  return answerText(current, currentTarget);
}
