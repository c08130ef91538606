import { MESSAGES } from '@app/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { verifyPassword } from '../../../platform/auth/password-hash.js';
import { hashToken } from '../../../platform/auth/tokens.js';
import type { TTx } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import type { TRateRule } from '../../../platform/rate-limit.js';
import { emailVerifications, users } from '../tables.js';
import { sendConfirmEmailMail, sendFinishSignUpMail } from './account-mail.js';
import { recordAccountEvent } from './audit.js';
import { createSession } from './sessions.js';
import { findUserByEmail, findUserById } from './users.js';
import { issueVerificationLink } from './verification-links.js';

const invalidLink = () =>
  new AppError('BAD_INPUT', MESSAGES.emailVerificationInvalid, {
    fields: { token: MESSAGES.emailVerificationInvalid },
  });

/** Guesses at a sign-up's password through its link, per link. */
const SIGN_UP_PASSWORD_TRIES: TRateRule = { limit: 10, windowSeconds: 60 * 60 };

/**
 * A pending sign-up is finished only by someone who knows the password chosen with it.
 * Otherwise a stranger could sign up with someone else's address, wait for its owner to
 * follow the unexpected link, and then sign in to the account with the password the
 * stranger chose. A wrong or missing password leaves the link unused.
 */
async function assertSignUpPassword(
  deps: TDeps,
  tx: TTx,
  opts: { userId: string; token: string; password: string | undefined },
) {
  const [user] = await tx
    .select({ pending: users.signUpPending, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, opts.userId));
  if (!user?.pending) return;
  if (!opts.password) {
    throw new AppError('BAD_INPUT', MESSAGES.signUpPasswordNeeded, {
      fields: { password: MESSAGES.signUpPasswordNeeded },
    });
  }
  await deps.rateLimiter.hit(`sign-up-link:${hashToken(opts.token)}`, SIGN_UP_PASSWORD_TRIES);
  if (!(await verifyPassword(opts.password, user.passwordHash))) {
    throw new AppError('BAD_INPUT', MESSAGES.signUpPasswordWrong, {
      fields: { password: MESSAGES.signUpPasswordWrong },
    });
  }
}

/**
 * POST /auth/verify-email: follows a confirmation link. The address is confirmed (a pending
 * sign-up becomes a usable account, given the password chosen with it), every other link
 * of the account stops working, and the person is signed in.
 */
export async function verifyEmail(
  deps: TDeps,
  opts: { token: string; password?: string; ip: string; userAgent?: string },
) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const userId = await db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(emailVerifications)
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(opts.token)),
          isNull(emailVerifications.usedAt),
        ),
      );
    if (link && link.expiresAt > now) {
      await assertSignUpPassword(deps, tx, {
        userId: link.userId,
        token: opts.token,
        password: opts.password,
      });
    }
    // Claiming the row with used_at IS NULL makes the link single-use even under a race.
    const [claimed] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(opts.token)),
          isNull(emailVerifications.usedAt),
        ),
      )
      .returning();
    if (!claimed) throw invalidLink();
    if (claimed.expiresAt <= now) {
      throw new AppError('GONE', MESSAGES.emailVerificationExpired, {
        fields: { token: MESSAGES.emailVerificationExpired },
      });
    }
    // The link proves the address it was sent to, and only while the account still has it.
    const [confirmed] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, signUpPending: false, updatedAt: now })
      .where(and(eq(users.id, claimed.userId), eq(sql`lower(${users.email})`, claimed.email)))
      .returning({ id: users.id });
    if (!confirmed) throw invalidLink();
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, confirmed.id), isNull(emailVerifications.usedAt)));
    return confirmed.id;
  });
  // Sessions resolved a moment ago still say "unconfirmed": read the account afresh.
  deps.sessionCache.dropUser(userId);
  await recordAccountEvent(db, {
    action: 'email_verified',
    actorUserId: userId,
    subjectUserId: userId,
    ip: opts.ip,
    at: now,
  });
  const session = await createSession(deps, { userId, ip: opts.ip, userAgent: opts.userAgent });
  return { ...session, user: (await findUserById(db, userId))! };
}

/**
 * POST /auth/verify-email/resend: a new link for an address not yet confirmed. Signed out,
 * the answer is the same for every address, so it reveals nothing; signed in, it is the
 * customer's own address and the answer says what happened.
 */
export async function resendVerification(
  deps: TDeps,
  opts: { email: string; ip: string; signedIn: boolean },
) {
  const email = opts.email.toLowerCase();
  await deps.rateLimiter.hit(`sign-up:ip:${opts.ip}`, deps.rateRules.signUpPerIp);
  await deps.rateLimiter.hit(`account-mail:${email}`, deps.rateRules.accountMailPerAddress);
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  if (opts.signedIn && user?.emailVerifiedAt) return { message: MESSAGES.emailAlreadyVerified };
  if (user && !user.emailVerifiedAt) {
    const now = deps.clock.now();
    const link = await db.transaction((tx) =>
      issueVerificationLink(deps, tx, { userId: user.id, email: user.email, now }),
    );
    // A pending sign-up is finished by the link; an account in use only confirms its address.
    const send = user.signUpPending ? sendFinishSignUpMail : sendConfirmEmailMail;
    await send(deps, user, link);
    await recordAccountEvent(db, {
      action: 'email_verification_sent',
      subjectUserId: user.id,
      ip: opts.ip,
      at: now,
    });
  }
  return {
    message: opts.signedIn
      ? MESSAGES.emailVerificationSent(email)
      : MESSAGES.emailVerificationResent(email),
  };
}
