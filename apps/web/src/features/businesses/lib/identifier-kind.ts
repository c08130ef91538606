import { identifierDigits, isValidAbn, isValidAcn } from '@app/domain';

/**
 * What the customer is typing in the one search box: a name, or a number. A number is
 * checked here first, so a mistyped digit is named at once and never sent.
 */
export type TTyped =
  | { kind: 'empty' }
  | { kind: 'name'; name: string }
  | { kind: 'abn'; abn: string; valid: boolean }
  | { kind: 'acn'; acn: string; valid: boolean }
  | { kind: 'partial-number' };

export function classifyTyped(input: string): TTyped {
  const text = input.trim();
  if (!text) return { kind: 'empty' };
  const digits = identifierDigits(text);
  if (!/^\d+$/.test(digits)) return { kind: 'name', name: text };
  if (digits.length === 11) return { kind: 'abn', abn: digits, valid: isValidAbn(digits) };
  if (digits.length === 9) return { kind: 'acn', acn: digits, valid: isValidAcn(digits) };
  return { kind: 'partial-number' };
}
