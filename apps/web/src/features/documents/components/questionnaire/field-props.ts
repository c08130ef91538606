import type { TQuestion } from '@app/domain';

/** What every question input gets from the questionnaire. */
export type TFieldProps = {
  question: TQuestion;
  /** Where the answer lives, e.g. 'purpose' or 'parties.0.abn'. */
  path: string;
  /** The answer given, or the question's default when none was given. */
  value: unknown;
  /** The message to show now (after the field was left, or after Next). */
  error?: string | undefined;
  /** Messages for the parts of an address or a full name, by part. */
  partErrors?: Record<string, string>;
  /** undefined clears the answer. */
  onChange: (value: unknown) => void;
  /** Called when the customer leaves the input (or one part of it). */
  onBlur: (part?: string) => void;
};

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Blank text is no answer, so a cleared box leaves nothing behind in the saved answers. */
export const answerOfText = (text: string): string | undefined =>
  text.trim() === '' ? undefined : text;
