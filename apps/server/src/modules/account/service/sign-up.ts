import type { TSignUp } from '@app/domain';
import type { TDeps } from '../../../platform/deps.js';
import { recordAccountEvent } from './audit.js';
import { createUser } from './create-user.js';
import { createSession } from './sessions.js';
import { findUserById } from './users.js';

export async function signUp(
  deps: TDeps,
  opts: { input: TSignUp; ip: string; userAgent?: string },
) {
  const { input, ip } = opts;
  await deps.rateLimiter.hit(`sign-up:ip:${ip}`, deps.rateRules.signUpPerIp);
  const id = await createUser(deps, input);
  const { db } = deps.database;
  await recordAccountEvent(db, {
    action: 'sign_up',
    actorUserId: id,
    subjectUserId: id,
    ip,
    at: deps.clock.now(),
  });
  const session = await createSession(deps, { userId: id, ip, userAgent: opts.userAgent });
  return { ...session, user: (await findUserById(db, id))! };
}
