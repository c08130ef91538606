import { type TQuestion, validateField } from '@app/domain';
import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { answerOfText, type TFieldProps } from './field-props';
import { fieldId, isRequired, questionLabel } from './questionnaire-logic';

type TFormat = NonNullable<TQuestion['format']>;

/** The number the shared rules read from the text: cents for money, else a whole number. */
function amountOf(text: string, format: TFormat): number | undefined {
  const result = validateField({ type: 'FREE_TEXT', format, required: false }, text);
  return result.ok && typeof result.value === 'number' ? result.value : undefined;
}

/** Cents as the customer would write dollars: 150050 → '1,500.50'. */
export function dollarsText(cents: number): string {
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

function textFor(value: unknown, format: TFormat): string {
  if (typeof value === 'number') return format === 'money' ? dollarsText(value) : String(value);
  return typeof value === 'string' ? value : '';
}

/** Whether `value` is what `text` was saved as, so an outside change can be told apart. */
function matches(value: unknown, text: string, format: TFormat): boolean {
  if (value === undefined) return text.trim() === '';
  if (typeof value === 'number') return amountOf(text, format) === value;
  return value === text;
}

/**
 * FREE_TEXT with format 'money' (dollars on screen, integer cents saved), 'number' or
 * 'percent' (a number of up to two decimal places, shown with a % sign).
 * Text that is not yet a number is kept as typed, so nothing typed is lost and the shared
 * rules can say what is wrong with it.
 */
export function AmountField({ question, path, value, error, onChange, onBlur }: TFieldProps) {
  const format: TFormat = question.format ?? 'number';
  const [text, setText] = useState(() => textFor(value, format));

  useEffect(() => {
    setText((current) => (matches(value, current, format) ? current : textFor(value, format)));
  }, [value, format]);

  const change = (next: string) => {
    setText(next);
    const amount = amountOf(next, format);
    onChange(amount ?? answerOfText(next));
  };

  return (
    <TextInput
      id={fieldId(path)}
      label={questionLabel(question)}
      description={question.help}
      required={isRequired(question)}
      withAsterisk={false}
      inputMode={format === 'number' ? 'numeric' : 'decimal'}
      leftSection={format === 'money' ? <span aria-hidden="true">$</span> : undefined}
      rightSection={format === 'percent' ? <span aria-hidden="true">%</span> : undefined}
      value={text}
      error={error}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={() => {
        const amount = amountOf(text, format);
        if (format === 'money' && amount !== undefined) setText(dollarsText(amount));
        onBlur();
      }}
      styles={{ input: { maxWidth: 240 } }}
    />
  );
}
