import { ACCOUNT_SETTINGS_MESSAGES } from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { sessions } from '../tables.js';
import { assertOwnerInPerson, confirmPassword } from './account-password-check.js';
import { recordAccountEvent } from './audit.js';

/**
 * POST /profile/sessions/sign-out-everywhere: for a lost phone or a shared computer. Every
 * session ends, this one too; the password is asked first so that a session left open on
 * someone else's computer cannot lock its owner out.
 */
export async function signOutEverywhere(
  deps: TDeps,
  opts: { viewer: TViewer; password: string; ip: string },
) {
  const { viewer } = opts;
  assertOwnerInPerson(viewer);
  await confirmPassword(deps, { viewer, password: opts.password, ip: opts.ip, field: 'password' });
  const now = deps.clock.now();
  const userId = viewer.user.id;
  const ended = await deps.database.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  deps.sessionCache.dropUser(userId);
  await recordAccountEvent(deps.database.db, {
    action: 'signed_out_everywhere',
    actorUserId: userId,
    subjectUserId: userId,
    detail: { sessionsEnded: ended.length },
    ip: opts.ip,
    at: now,
  });
  return { message: ACCOUNT_SETTINGS_MESSAGES.signedOutEverywhere, sessionsEnded: ended.length };
}
