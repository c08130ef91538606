import type { z } from 'zod';

export type TFieldErrors = Record<string, string>;

/** Flattens zod issues to one message per field, keyed by the dotted path. */
export function fieldErrors(error: z.ZodError): TFieldErrors {
  const out: TFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
