import { MESSAGES, type TPasswordReset } from '@app/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../../platform/auth/password-hash.js';
import { hashToken, newToken } from '../../../platform/auth/tokens.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { passwordResets, users } from '../tables.js';
import { recordAccountEvent } from './audit.js';
import { revokeAllSessions } from './sessions.js';
import { findUserByEmail } from './users.js';

export const RESET_LINK_MINUTES = 60;

/** Always answers the same way, so the form does not reveal which emails have accounts. */
export async function requestPasswordReset(deps: TDeps, opts: { email: string; ip: string }) {
  await deps.rateLimiter.hit(`reset:ip:${opts.ip}`, deps.rateRules.resetPerIp);
  await deps.rateLimiter.hit(`reset:account:${opts.email}`, deps.rateRules.resetPerAccount);
  const { db } = deps.database;
  const user = await findUserByEmail(db, opts.email);
  if (!user) return { message: MESSAGES.passwordResetSent };

  const now = deps.clock.now();
  const token = newToken();
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
  });
  const link = `${deps.config.APP_URL}/reset-password?token=${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Clausewell password',
    text: [
      `Hi ${user.firstName},`,
      '',
      'We received a request to reset the password of your Clausewell account.',
      `Open this link within ${RESET_LINK_MINUTES} minutes to choose a new password:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for this, you can ignore this email;',
      'your password stays as it is.',
    ].join('\n'),
  });
  await recordAccountEvent(db, {
    action: 'password_reset_requested',
    subjectUserId: user.id,
    ip: opts.ip,
    at: now,
  });
  return { message: MESSAGES.passwordResetSent };
}

export async function resetPassword(deps: TDeps, opts: { input: TPasswordReset; ip: string }) {
  await deps.rateLimiter.hit(`reset:ip:${opts.ip}`, deps.rateRules.resetPerIp);
  const { db } = deps.database;
  const now = deps.clock.now();
  const passwordHash = await hashPassword(opts.input.password, deps.scryptCost);
  const userId = await db.transaction(async (tx) => {
    // Claiming the row with used_at IS NULL makes the link single-use even under a race.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(opts.input.token)),
          isNull(passwordResets.usedAt),
        ),
      )
      .returning();
    if (!claimed)
      throw new AppError('BAD_INPUT', MESSAGES.passwordResetInvalid, {
        fields: { token: MESSAGES.passwordResetInvalid },
      });
    if (claimed.expiresAt <= now) {
      throw new AppError('GONE', MESSAGES.passwordResetExpired, {
        fields: { token: MESSAGES.passwordResetExpired },
      });
    }
    // The link reached the account's mailbox: that proves the address (and finishes a
    // sign-up never confirmed), and the password chosen now replaces whatever was set.
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        signUpPending: false,
        updatedAt: now,
      })
      .where(eq(users.id, claimed.userId));
    // Every other reset link of the account dies with this one: a link lying in an old
    // mail, or requested by someone else, can no longer change the new password.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    return claimed.userId;
  });
  await revokeAllSessions(deps, userId);
  await recordAccountEvent(db, {
    action: 'password_reset',
    subjectUserId: userId,
    actorUserId: userId,
    ip: opts.ip,
    at: now,
  });
  return { message: MESSAGES.passwordResetDone };
}
