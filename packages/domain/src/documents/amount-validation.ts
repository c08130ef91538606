import { accept, reject, type TFieldResult, type TFieldRules } from './field-rules.js';
import { formatCurrencyAud, formatNumber, formatPercent } from './format.js';

// Amounts typed into FREE_TEXT questions with a format: money (integer cents), whole numbers
// and percentages. Each is normalised to a number, then held to the question's min and max.

type TAmountFormat = NonNullable<TFieldRules['format']>;

/** Dollars as typed ('$1,500.50') become integer cents; cents already stored pass through. */
function parseMoney(value: unknown): TFieldResult {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0
      ? accept(value)
      : reject('Enter an amount in dollars, e.g. 1,500.00');
  }
  const typed = typeof value === 'string' ? value.replace(/[\s,$]/g, '') : '';
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(typed);
  if (!match) return reject('Enter an amount in dollars, e.g. 1,500.00');
  return accept(Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')));
}

function parseWholeNumber(value: unknown): TFieldResult {
  const typed =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value.replace(/[\s,]/g, '')
        : '';
  if (!/^\d{1,12}$/.test(typed)) return reject('Enter a whole number, e.g. 12');
  return accept(Number(typed));
}

/** '33.33', '33.33%' or 33.33; kept to two decimal places so shares can add up exactly. */
function parsePercent(value: unknown): TFieldResult {
  const typed =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value.replace(/[\s%]/g, '')
        : '';
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(typed);
  if (!match) return reject('Enter a percentage, e.g. 50 or 33.33');
  const percent = Number(`${match[1]}.${match[2] ?? '0'}`);
  if (percent > 100) return reject('Enter a percentage of 100 or less');
  return accept(percent);
}

const PARSERS: Record<TAmountFormat, (value: unknown) => TFieldResult> = {
  money: parseMoney,
  number: parseWholeNumber,
  percent: parsePercent,
};

/** How a limit reads in a message, in the same unit the customer types. */
export function amountText(amount: number, format: TAmountFormat): string {
  if (format === 'money') return formatCurrencyAud(amount);
  if (format === 'percent') return formatPercent(amount);
  return formatNumber(amount);
}

export function validateAmount(rules: TFieldRules, value: unknown): TFieldResult {
  const format = rules.format ?? 'number';
  const result = PARSERS[format](value);
  if (!result.ok || typeof result.value !== 'number') return result;
  const amount = result.value;
  if (rules.min !== undefined && amount < rules.min) {
    return reject(`Enter at least ${amountText(rules.min, format)}`);
  }
  if (rules.max !== undefined && amount > rules.max) {
    return reject(`Enter no more than ${amountText(rules.max, format)}`);
  }
  return result;
}
