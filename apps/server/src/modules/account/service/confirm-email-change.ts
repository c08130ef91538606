import { ACCOUNT_SETTINGS_MESSAGES } from '@app/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { hashToken } from '../../../platform/auth/tokens.js';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { moveTeamSharesToEmail } from '../../teams/index.js';
import { emailVerifications, users } from '../tables.js';
import { assertOwnerInPerson } from './account-password-check.js';
import { recordAccountEvent } from './audit.js';
import { sendEmailChangedNoticeMail } from './settings-mail.js';
import { findUserById } from './users.js';

const invalidLink = () =>
  new AppError('BAD_INPUT', ACCOUNT_SETTINGS_MESSAGES.emailChangeInvalid, {
    fields: { token: ACCOUNT_SETTINGS_MESSAGES.emailChangeInvalid },
  });

const emailInUse = () =>
  new AppError('CONFLICT', ACCOUNT_SETTINGS_MESSAGES.emailInUse, {
    fields: { token: ACCOUNT_SETTINGS_MESSAGES.emailInUse },
  });

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.cause?.code ?? e.code) === '23505';
};

/**
 * POST /profile/email-change/confirm. The link proves the new address is reachable; being
 * signed in to the account that asked proves who follows it. A link mailed to a stranger's
 * address by mistake therefore moves nothing when the stranger opens it.
 */
export async function confirmEmailChange(
  deps: TDeps,
  opts: { viewer: TViewer; token: string; ip: string },
) {
  const { viewer } = opts;
  assertOwnerInPerson(viewer);
  const { db } = deps.database;
  const now = deps.clock.now();
  const tokenHash = hashToken(opts.token);
  const oldEmail = viewer.user.email;
  const newEmail = await db
    .transaction(async (tx) => {
      const [link] = await tx
        .select()
        .from(emailVerifications)
        .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt)));
      // The account's own confirmation link is not a change of address.
      if (!link || link.email === oldEmail.toLowerCase()) throw invalidLink();
      if (link.userId !== viewer.user.id) {
        throw new AppError('FORBIDDEN', ACCOUNT_SETTINGS_MESSAGES.emailChangeOtherAccount);
      }
      // Claiming the row with used_at IS NULL makes the link single-use even under a race.
      const [claimed] = await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.id, link.id), isNull(emailVerifications.usedAt)))
        .returning();
      if (!claimed) throw invalidLink();
      if (claimed.expiresAt <= now) {
        throw new AppError('GONE', ACCOUNT_SETTINGS_MESSAGES.emailChangeExpired, {
          fields: { token: ACCOUNT_SETTINGS_MESSAGES.emailChangeExpired },
        });
      }
      // Asked for while the account still had the address it had then: a link from before
      // an earlier change cannot move the account again.
      const [moved] = await tx
        .update(users)
        .set({ email: claimed.email, emailVerifiedAt: now, signUpPending: false, updatedAt: now })
        .where(
          and(eq(users.id, viewer.user.id), eq(sql`lower(${users.email})`, oldEmail.toLowerCase())),
        )
        .returning({ email: users.email });
      if (!moved) throw invalidLink();
      await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerifications.userId, viewer.user.id),
            ne(emailVerifications.id, claimed.id),
            isNull(emailVerifications.usedAt),
          ),
        );
      return moved.email;
    })
    .catch((err) => {
      // The unique index on the address decides when another account took it meanwhile.
      throw isUniqueViolation(err) ? emailInUse() : err;
    });
  deps.sessionCache.dropUser(viewer.user.id);
  // Team folder shares are made to an address: they follow the member to the new one.
  await moveTeamSharesToEmail(deps, { userId: viewer.user.id, email: newEmail }).catch((err) =>
    deps.logger.error({ err, userId: viewer.user.id }, 'team shares not moved to the new e-mail'),
  );
  await recordAccountEvent(db, {
    action: 'email_changed',
    actorUserId: viewer.user.id,
    subjectUserId: viewer.user.id,
    detail: { from: oldEmail, to: newEmail },
    ip: opts.ip,
    at: now,
  });
  await sendEmailChangedNoticeMail(deps, {
    to: oldEmail,
    firstName: viewer.user.firstName,
    newEmail,
  });
  const user = await findUserById(db, viewer.user.id);
  return { message: ACCOUNT_SETTINGS_MESSAGES.emailChanged(newEmail), user: user! };
}
