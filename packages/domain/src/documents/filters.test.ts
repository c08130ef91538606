import { describe, expect, it } from 'vitest';
import { calendarDate, formatDateLong, formatDateShort, parseIsoDate } from './dates.js';
import { answerText, filteredText } from './filters.js';
import { formatCurrencyAud, joinList } from './format.js';
import { parseInline } from './placeholders.js';
import { ZQuestion } from './questionnaire-model.js';

describe('dates', () => {
  it('formats short and long forms', () => {
    expect(formatDateShort('2026-11-21')).toBe('21/11/2026');
    expect(formatDateLong('2026-11-21')).toBe('21 November 2026');
    expect(formatDateLong('2027-01-05')).toBe('5 January 2027');
    expect(formatDateLong('not a date')).toBe('not a date');
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('takes today from the clock in Australian time by default', () => {
    const now = new Date('2026-11-20T14:30:00Z');
    expect(calendarDate(now)).toBe('2026-11-21');
    expect(calendarDate(now, 'Australia/Perth')).toBe('2026-11-20');
    expect(calendarDate(now, 'UTC')).toBe('2026-11-20');
  });
});

describe('money and lists', () => {
  it('prints cents as Australian dollars', () => {
    expect(formatCurrencyAud(0)).toBe('$0.00');
    expect(formatCurrencyAud(5)).toBe('$0.05');
    expect(formatCurrencyAud(123450)).toBe('$1,234.50');
    expect(formatCurrencyAud(-100000000)).toBe('-$1,000,000.00');
  });

  it('joins lists the way a sentence does', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['A'])).toBe('A');
    expect(joinList(['A', 'B'])).toBe('A and B');
    expect(joinList(['A', 'B', 'C'])).toBe('A, B and C');
    expect(joinList(['A', '', 'C'], 'or')).toBe('A or C');
  });
});

describe('placeholder filters', () => {
  const text = (placeholder: string, value: unknown) => {
    const parsed = parseInline(placeholder);
    if (!parsed.ok) throw new Error(parsed.error);
    const segment = parsed.segments[0];
    if (segment?.kind !== 'value') throw new Error('expected a value placeholder');
    return filteredText(value, segment.filters, undefined);
  };

  it('applies each filter', () => {
    expect(text('{{d|date}}', '2026-11-21')).toBe('21/11/2026');
    expect(text('{{d|date:long}}', '2026-11-21')).toBe('21 November 2026');
    expect(text('{{n|upper}}', 'Acme Pty Ltd')).toBe('ACME PTY LTD');
    expect(text('{{n|lower}}', 'ACME')).toBe('acme');
    expect(text('{{n|abn}}', '51824753556')).toBe('51 824 753 556');
    expect(text('{{n|acn}}', '004085616')).toBe('004 085 616');
    expect(text('{{n|currency}}', 250000)).toBe('$2,500.00');
    expect(text('{{n|list}}', ['A', 'B', 'C'])).toBe('A, B and C');
    expect(text('{{n|list:or}}', ['A', 'B', 'C'])).toBe('A, B or C');
    expect(text('{{n|date|upper}}', '2026-11-21')).toBe('21/11/2026');
    expect(text('{{n|upper}}', { givenNames: 'Jo', familyName: 'Lee' })).toBe('JO LEE');
  });

  it('rejects unknown filters and arguments', () => {
    expect(parseInline('{{a|date:iso}}')).toEqual({
      ok: false,
      error: "Filter 'date' takes one of: short, long in {{a|date:iso}}",
    });
    expect(parseInline('{{a|upper:x}}')).toMatchObject({ ok: false });
    expect(parseInline('{{a.b-c}}')).toMatchObject({ ok: false });
    expect(parseInline('a }} b')).toMatchObject({ ok: false });
    expect(parseInline('no placeholders')).toEqual({
      ok: true,
      segments: [{ kind: 'text', text: 'no placeholders' }],
    });
  });
});

describe('default text of an answer', () => {
  const question = (q: Record<string, unknown>) => ({
    kind: 'question' as const,
    question: ZQuestion.parse({ id: 'q', label: 'Q', ...q }),
  });

  it('formats by question type', () => {
    expect(answerText('2026-11-21', question({ type: 'DATE' }))).toBe('21 November 2026');
    expect(answerText('51824753556', question({ type: 'ABN' }))).toBe('51 824 753 556');
    expect(answerText(990, question({ type: 'FREE_TEXT', format: 'money' }))).toBe('$9.90');
    expect(answerText(true, question({ type: 'CHECKBOX' }))).toBe('Yes');
    const options = [
      { value: 'nsw', label: 'New South Wales' },
      { value: 'vic', label: 'Victoria' },
    ];
    expect(answerText('vic', question({ type: 'FREE_TEXT', options }))).toBe('Victoria');
    expect(answerText(['nsw', 'vic'], question({ type: 'CHECKBOX', options }))).toBe(
      'New South Wales and Victoria',
    );
    expect(answerText('data:image/png;base64,iVBORw0KGgo=', question({ type: 'SIGNATURE' }))).toBe(
      '',
    );
  });
});
