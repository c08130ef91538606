import { ACCOUNT_SETTINGS_MESSAGES } from '@app/domain';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../../platform/auth/password-hash.js';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { users } from '../tables.js';

/**
 * Changing what protects an account (its password, email, sessions, its very existence) is
 * for its owner: an administrator acting as them may look, never take the account over.
 */
export function assertOwnerInPerson(viewer: TViewer) {
  if (viewer.impersonating) {
    throw new AppError('FORBIDDEN', ACCOUNT_SETTINGS_MESSAGES.impersonationNotAllowed);
  }
}

/**
 * Asks for the password again, throttled exactly as sign-in is: a stolen session cannot be
 * turned into the password by guessing here any faster than at the sign-in form. Answers the
 * stored hash, so a change can be made only while the hash is still the one checked.
 */
export async function confirmPassword(
  deps: TDeps,
  opts: { viewer: TViewer; password: string; ip: string; field: string },
): Promise<string> {
  const userId = opts.viewer.user.id;
  await deps.rateLimiter.hit(`sign-in:ip:${opts.ip}`, deps.rateRules.signInPerIp);
  const key = `password-check:${userId}|${opts.ip}`;
  await deps.rateLimiter.backoff(key, deps.rateRules.signInPerAccountAndIp);
  const [row] = await deps.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  if (!(await verifyPassword(opts.password, row.passwordHash))) {
    throw new AppError('BAD_INPUT', ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong, {
      fields: { [opts.field]: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong },
    });
  }
  await deps.rateLimiter.reset(key);
  return row.passwordHash;
}
