import { ACCOUNT_SETTINGS_MESSAGES } from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { sessions } from '../tables.js';
import { assertOwnerInPerson } from './account-password-check.js';
import { recordAccountEvent } from './audit.js';

/**
 * DELETE /profile/sessions/:sessionId. Another account's session answers exactly as one
 * already ended does, so session ids cannot be probed.
 */
export async function revokeSession(
  deps: TDeps,
  opts: { viewer: TViewer; sessionId: string; ip: string },
) {
  assertOwnerInPerson(opts.viewer);
  const userId = opts.viewer.user.id;
  const now = deps.clock.now();
  const [ended] = await deps.database.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.id, opts.sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  if (!ended) throw new AppError('NOT_FOUND', ACCOUNT_SETTINGS_MESSAGES.sessionNotFound);
  deps.sessionCache.dropSession(ended.id);
  await recordAccountEvent(deps.database.db, {
    action: 'session_revoked',
    actorUserId: userId,
    subjectUserId: userId,
    detail: { sessionId: ended.id },
    ip: opts.ip,
    at: now,
  });
  return { message: ACCOUNT_SETTINGS_MESSAGES.sessionEnded };
}
