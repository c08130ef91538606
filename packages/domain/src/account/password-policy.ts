import { MESSAGES } from '../shared/messages.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

export const PASSWORD_MIN_LENGTH = 8;

const common = new Set(COMMON_PASSWORDS);

/** The reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (common.has(password.toLowerCase())) return MESSAGES.passwordTooCommon;
  return null;
}
