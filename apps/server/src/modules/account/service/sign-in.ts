import { MESSAGES, type TSignIn } from '@app/domain';
import { hashPassword, verifyPassword } from '../../../platform/auth/password-hash.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { recordAccountEvent } from './audit.js';
import { createSession } from './sessions.js';
import { findUserByEmail, findUserById } from './users.js';

let dummyHash: Promise<string> | undefined;

export async function signIn(
  deps: TDeps,
  opts: { input: TSignIn; ip: string; userAgent?: string },
) {
  const { input, ip } = opts;
  await deps.rateLimiter.hit(`sign-in:ip:${ip}`, deps.rateRules.signInPerIp);
  await deps.rateLimiter.hit(`sign-in:account:${input.email}`, deps.rateRules.signInPerAccount);

  const { db } = deps.database;
  const found = await findUserByEmail(db, input.email);
  // An unknown email costs the same hash work as a wrong password, so timing tells nothing.
  dummyHash ??= hashPassword('not-a-real-password', deps.scryptCost);
  const ok = await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash));
  const now = deps.clock.now();
  if (!found || !ok) {
    await recordAccountEvent(db, {
      action: 'sign_in_failed',
      subjectUserId: found?.id ?? null,
      ip,
      at: now,
    });
    throw new AppError('UNAUTHENTICATED', MESSAGES.signInFailed);
  }
  await deps.rateLimiter.reset(`sign-in:account:${input.email}`);
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
