import type { TQuestion } from './questionnaire-model.js';

/** The parts of a question that decide whether an answer is acceptable. */
export type TFieldRules = Pick<TQuestion, 'type'> &
  Partial<
    Pick<
      TQuestion,
      | 'required'
      | 'options'
      | 'minLength'
      | 'maxLength'
      | 'minDate'
      | 'maxDate'
      | 'mustBeTicked'
      | 'format'
      | 'min'
      | 'max'
    >
  >;

/** 'today' is resolved against this; without it, limits of 'today' are not checked. */
export type TFieldContext = { today?: string | undefined };

/**
 * ok with value undefined: left blank, which the question allows.
 * missing: blank but required, so progress counts it as unanswered rather than wrong.
 * parts: one message per sub-field of a structured answer (address, full name).
 */
export type TFieldResult =
  | { ok: true; value: unknown }
  | { ok: false; missing: boolean; message: string; parts?: Record<string, string> };

export const accept = (value: unknown): TFieldResult => ({ ok: true, value });
export const reject = (message: string, parts?: Record<string, string>): TFieldResult =>
  parts ? { ok: false, missing: false, message, parts } : { ok: false, missing: false, message };

/** Blank as a person filling a form means it: nothing, spaces, or a structure of blanks. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}
