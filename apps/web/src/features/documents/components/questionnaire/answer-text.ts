import {
  formatAbn,
  formatAcn,
  formatAddress,
  formatCurrencyAud,
  formatDateShort,
  formatFullName,
  formatNumber,
  formatPercent,
  joinList,
  type TAddress,
  type TQuestion,
  validateField,
} from '@app/domain';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const ADDRESS_PARTS = ['line1', 'line2', 'suburb', 'state', 'postcode'] as const;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An answer as the review step shows it, or null when there is none. */
export function answerText(question: TQuestion, raw: unknown): string | null {
  const result = validateField(question, raw);
  const value = result.ok ? result.value : raw;
  if (value === undefined || value === null || value === '') return null;
  const optionLabel = (v: unknown) =>
    capitalised(question.options?.find((option) => option.value === v)?.label ?? String(v));
  switch (question.type) {
    case 'ABN':
      return typeof value === 'string' ? formatAbn(value) : null;
    case 'ACN':
      return typeof value === 'string' ? formatAcn(value) : null;
    // Read part by part: an answer still being fixed may lack some parts.
    case 'ADDRESS': {
      if (!isRecord(value)) return null;
      const [line1, line2, suburb, state, postcode] = ADDRESS_PARTS.map((part) => str(value[part]));
      return formatAddress({ line1, line2, suburb, state, postcode } as TAddress) || null;
    }
    case 'FULL_NAME':
      if (!isRecord(value)) return null;
      return (
        formatFullName({ givenNames: str(value.givenNames), familyName: str(value.familyName) }) ||
        null
      );
    case 'DATE':
      return typeof value === 'string' ? formatDateShort(value) : null;
    case 'CHECKBOX':
      if (question.options) {
        return Array.isArray(value) && value.length > 0 ? joinList(value.map(optionLabel)) : null;
      }
      return value === true ? 'Yes' : 'No';
    case 'SIGNATURE':
      return typeof value === 'string' && value.startsWith('data:')
        ? 'Drawn signature'
        : String(value);
    case 'FREE_TEXT':
      if (question.options) return optionLabel(value);
      if (typeof value === 'number') {
        if (question.format === 'money') return formatCurrencyAud(value);
        if (question.format === 'percent') return formatPercent(value);
        if (question.format === 'number') return formatNumber(value);
      }
      return String(value);
    default:
      return String(value);
  }
}
