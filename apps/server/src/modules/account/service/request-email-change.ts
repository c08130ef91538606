import { ACCOUNT_SETTINGS_MESSAGES, type TEmailChangeRequest } from '@app/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashToken, newToken } from '../../../platform/auth/tokens.js';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { emailVerifications } from '../tables.js';
import { assertOwnerInPerson, confirmPassword } from './account-password-check.js';
import { recordAccountEvent } from './audit.js';
import { EMAIL_CHANGE_LINK_HOURS, sendEmailChangeLinkMail } from './settings-mail.js';
import { findUserByEmail } from './users.js';

/**
 * POST /profile/email-change. Nothing changes yet: a link goes to the new address, and the
 * account moves to it only when that link is followed by the account's owner. The link is a
 * row of email_verifications naming an address other than the account's: such a row can
 * never confirm the account's own address (verify-email checks the address), and the
 * account's own confirmation link can never move it (confirm-email-change checks too).
 */
export async function requestEmailChange(
  deps: TDeps,
  opts: { viewer: TViewer; input: TEmailChangeRequest; ip: string },
) {
  const { viewer, input } = opts;
  assertOwnerInPerson(viewer);
  await confirmPassword(deps, { viewer, password: input.password, ip: opts.ip, field: 'password' });
  const current = viewer.user.email.toLowerCase();
  if (input.newEmail === current) {
    throw new AppError('BAD_INPUT', ACCOUNT_SETTINGS_MESSAGES.emailUnchanged, {
      fields: { newEmail: ACCOUNT_SETTINGS_MESSAGES.emailUnchanged },
    });
  }
  const { db } = deps.database;
  if (await findUserByEmail(db, input.newEmail)) {
    throw new AppError('CONFLICT', ACCOUNT_SETTINGS_MESSAGES.emailInUse, {
      fields: { newEmail: ACCOUNT_SETTINGS_MESSAGES.emailInUse },
    });
  }
  // No address is sent more than a few of our mails an hour, whoever asks.
  await deps.rateLimiter.hit(
    `account-mail:${input.newEmail}`,
    deps.rateRules.accountMailPerAddress,
  );
  const now = deps.clock.now();
  const token = newToken();
  await db.transaction(async (tx) => {
    // One change at a time: a link to an address asked for earlier stops working.
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.userId, viewer.user.id),
          ne(emailVerifications.email, current),
          isNull(emailVerifications.usedAt),
        ),
      );
    await tx.insert(emailVerifications).values({
      tokenHash: hashToken(token),
      userId: viewer.user.id,
      email: input.newEmail,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 60 * 60_000),
    });
  });
  const link = `${deps.config.APP_URL}/settings/email/confirm?token=${token}`;
  await sendEmailChangeLinkMail(deps, {
    to: input.newEmail,
    firstName: viewer.user.firstName,
    link,
  });
  await recordAccountEvent(db, {
    action: 'email_change_requested',
    actorUserId: viewer.user.id,
    subjectUserId: viewer.user.id,
    detail: { to: input.newEmail },
    ip: opts.ip,
    at: now,
  });
  return { message: ACCOUNT_SETTINGS_MESSAGES.emailChangeSent(input.newEmail) };
}
