import { MESSAGES, type TSignIn } from '@app/domain';
import { hashPassword, verifyPassword } from '../../../platform/auth/password-hash.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { recordAccountEvent } from './audit.js';
import { createSession } from './sessions.js';
import { findUserByEmail, findUserById } from './users.js';

let dummyHash: Promise<string> | undefined;

/**
 * Wrong passwords are throttled per account *and* address: guessing from one address
 * slows down sharply, while the owner signing in from anywhere else is never locked out.
 * A generous limit per address bounds how many accounts one address can try.
 */
export async function signIn(
  deps: TDeps,
  opts: { input: TSignIn; ip: string; userAgent?: string },
) {
  const { input, ip } = opts;
  await deps.rateLimiter.hit(`sign-in:ip:${ip}`, deps.rateRules.signInPerIp);
  const pairKey = `sign-in:account-ip:${input.email}|${ip}`;
  // Counted before the password is checked, so a burst of parallel guesses is held back too.
  await deps.rateLimiter.backoff(pairKey, deps.rateRules.signInPerAccountAndIp);

  const { db } = deps.database;
  const found = await findUserByEmail(db, input.email);
  // An unknown email costs the same hash work as a wrong password, so timing tells nothing.
  dummyHash ??= hashPassword('not-a-real-password', deps.scryptCost);
  const ok = await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash));
  const now = deps.clock.now();
  // A sign-up not yet confirmed opens only through its link; answering it like a wrong
  // password keeps sign-up plus sign-in from revealing whether an address was free.
  if (!found || !ok || found.signUpPending) {
    await recordAccountEvent(db, {
      action: 'sign_in_failed',
      subjectUserId: found?.id ?? null,
      ip,
      at: now,
    });
    throw new AppError('UNAUTHENTICATED', MESSAGES.signInFailed);
  }
  await deps.rateLimiter.reset(pairKey);
  await recordAccountEvent(db, {
    action: 'sign_in',
    actorUserId: found.id,
    subjectUserId: found.id,
    ip,
    at: now,
  });
  const session = await createSession(deps, { userId: found.id, ip, userAgent: opts.userAgent });
  return { ...session, user: (await findUserById(db, found.id))! };
}
