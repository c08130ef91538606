import { ACCOUNT_SETTINGS_MESSAGES, type TChangePassword } from '@app/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../platform/auth/password-hash.js';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { passwordResets, sessions, users } from '../tables.js';
import { assertOwnerInPerson, confirmPassword } from './account-password-check.js';
import { recordAccountEvent } from './audit.js';

/**
 * POST /profile/password. The current password proves the owner is at the keyboard; the new
 * one ends every other session (a thief's included) and every reset link still in a mailbox,
 * while this session carries on.
 */
export async function changePassword(
  deps: TDeps,
  opts: { viewer: TViewer; input: TChangePassword; ip: string },
) {
  const { viewer, input } = opts;
  assertOwnerInPerson(viewer);
  const checkedHash = await confirmPassword(deps, {
    viewer,
    password: input.currentPassword,
    ip: opts.ip,
    field: 'currentPassword',
  });
  if (await verifyPassword(input.newPassword, checkedHash)) {
    throw new AppError('BAD_INPUT', ACCOUNT_SETTINGS_MESSAGES.passwordUnchanged, {
      fields: { newPassword: ACCOUNT_SETTINGS_MESSAGES.passwordUnchanged },
    });
  }
  const passwordHash = await hashPassword(input.newPassword, deps.scryptCost);
  const { db } = deps.database;
  const now = deps.clock.now();
  const userId = viewer.user.id;
  const ended = await db.transaction(async (tx) => {
    // Only the password that was checked may be replaced: of two changes racing from the
    // same current password, the second finds it gone and changes nothing.
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash)))
      .returning({ id: users.id });
    if (!changed) {
      throw new AppError('CONFLICT', ACCOUNT_SETTINGS_MESSAGES.passwordChangedMeanwhile);
    }
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    return tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          ne(sessions.id, viewer.sessionId),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
  });
  deps.sessionCache.dropUser(userId);
  await recordAccountEvent(db, {
    action: 'password_changed',
    actorUserId: userId,
    subjectUserId: userId,
    detail: { otherSessionsEnded: ended.length },
    ip: opts.ip,
    at: now,
  });
  return { message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged, sessionsEnded: ended.length };
}
