import { TextInput } from '@mantine/core';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { answerOfText, type TFieldProps, textOf } from './field-props';
import { fieldId, isRequired, questionLabel } from './questionnaire-logic';

// Digits grouped as printed on ASIC and ABR certificates: ABN '51 824 753 556', ACN '004 085 616'.
const GROUPS = { ABN: [2, 3, 3, 3], ACN: [3, 3, 3] } as const;

/**
 * Groups the digits as they are typed. Anything but digits is dropped; digits beyond the
 * usual count stay (in the last group) so that validation can say the number is too long.
 */
export function groupDigits(text: string, groups: readonly number[]): string {
  const digits = text.replace(/\D/g, '');
  const parts: string[] = [];
  let start = 0;
  groups.forEach((size, i) => {
    const end = i === groups.length - 1 ? digits.length : start + size;
    const part = digits.slice(start, end);
    if (part) parts.push(part);
    start = end;
  });
  return parts.join(' ');
}

/** Where the caret belongs in `formatted` so that `digitsBefore` digits stand before it. */
function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/** ABN and ACN: spaced as typed; the check digits are checked by the shared rules. */
export function IdentifierField({ question, path, value, error, onChange, onBlur }: TFieldProps) {
  const groups = question.type === 'ACN' ? GROUPS.ACN : GROUPS.ABN;
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = groupDigits(textOf(value), groups);

  // Regrouping replaces the text, which would throw the caret to the end mid-edit.
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    if (document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const position = event.currentTarget.selectionStart ?? typed.length;
    const formatted = groupDigits(typed, groups);
    caret.current = caretAfterDigits(formatted, typed.slice(0, position).replace(/\D/g, '').length);
    onChange(answerOfText(formatted));
  };

  return (
    <TextInput
      ref={input}
      id={fieldId(path)}
      label={questionLabel(question)}
      description={question.help}
      required={isRequired(question)}
      withAsterisk={false}
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      error={error}
      onChange={change}
      onBlur={() => onBlur()}
      styles={{ input: { maxWidth: 240 } }}
    />
  );
}
