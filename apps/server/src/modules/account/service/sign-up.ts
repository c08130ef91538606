import { MESSAGES, type TSignUp } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../../platform/auth/password-hash.js';
import type { TDeps } from '../../../platform/deps.js';
import { attributeReferredSignUp } from '../../growth/index.js';
import { users } from '../tables.js';
import { sendAccountExistsMail, sendFinishSignUpMail } from './account-mail.js';
import { recordAccountEvent } from './audit.js';
import { insertUser } from './create-user.js';
import { findUserByEmail } from './users.js';
import { issueVerificationLink } from './verification-links.js';

class AddressTaken extends Error {}

/**
 * POST /auth/sign-up. The answer is the same whether or not the address has an account, so
 * sign-up tells a stranger nothing: a new address gets an account that opens only through
 * the link mailed to it; a registered address gets a note to its owner instead. Both paths
 * hash the password and send one mail, so the time taken tells nothing either.
 */
export async function signUp(
  deps: TDeps,
  opts: { input: TSignUp; ip: string; referralKey?: string },
) {
  const { input, ip, referralKey } = opts;
  await deps.rateLimiter.hit(`sign-up:ip:${ip}`, deps.rateRules.signUpPerIp);
  await deps.rateLimiter.hit(`account-mail:${input.email}`, deps.rateRules.accountMailPerAddress);
  const passwordHash = await hashPassword(input.password, deps.scryptCost);
  const answer = { message: MESSAGES.signUpCheckInbox(input.email), email: input.email };

  if (await startNewAccount(deps, { input, passwordHash, ip, referralKey })) return answer;
  if (await replacePendingSignUp(deps, { input, passwordHash, ip })) return answer;

  const owner = await findUserByEmail(deps.database.db, input.email);
  if (owner) {
    await sendAccountExistsMail(deps, owner);
    await recordAccountEvent(deps.database.db, {
      action: 'sign_up_existing_address',
      subjectUserId: owner.id,
      ip,
      at: deps.clock.now(),
    });
  }
  return answer;
}

type TSignUpStep = { input: TSignUp; passwordHash: string; ip: string; referralKey?: string };

/** A new address: the account and its link are written together, then the link is mailed. */
async function startNewAccount(deps: TDeps, opts: TSignUpStep): Promise<boolean> {
  const { input } = opts;
  const { db } = deps.database;
  if (await findUserByEmail(db, input.email)) return false;
  const now = deps.clock.now();
  let started: { id: string; link: string };
  try {
    started = await db.transaction(async (tx) => {
      const id = await insertUser(tx, {
        ...input,
        passwordHash: opts.passwordHash,
        emailVerifiedAt: null,
        signUpPending: true,
        now,
      });
      // Another sign-up took the address a moment ago: roll back and treat it as taken.
      if (!id) throw new AddressTaken();
      // Signed up through a referral link: the customer is that partner's (never their own).
      if (opts.referralKey) {
        await attributeReferredSignUp(tx, {
          referredUserId: id,
          email: input.email,
          partnerKey: opts.referralKey,
          now,
        });
      }
      const link = await issueVerificationLink(deps, tx, {
        userId: id,
        email: input.email,
        now,
        next: input.next,
      });
      return { id, link };
    });
  } catch (err) {
    if (err instanceof AddressTaken) return false;
    throw err;
  }
  await sendFinishSignUpMail(deps, input, started.link);
  await recordAccountEvent(db, {
    action: 'sign_up',
    actorUserId: started.id,
    subjectUserId: started.id,
    ip: opts.ip,
    at: now,
  });
  return true;
}

/**
 * An address whose sign-up was never confirmed: nobody has proven it yet, so the newest
 * sign-up's details replace the pending ones and only the new link works. Whoever signed up
 * first cannot keep a password on an account the address's owner then opens.
 */
async function replacePendingSignUp(deps: TDeps, opts: TSignUpStep): Promise<boolean> {
  const { input } = opts;
  const { db } = deps.database;
  const pending = await findUserByEmail(db, input.email);
  if (!pending?.signUpPending) return false;
  const now = deps.clock.now();
  const link = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash: opts.passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        postcode: input.postcode ?? null,
        tenant: input.tenant,
        updatedAt: now,
      })
      .where(and(eq(users.id, pending.id), eq(users.signUpPending, true)))
      .returning({ id: users.id });
    if (!updated) return null;
    return issueVerificationLink(deps, tx, {
      userId: pending.id,
      email: pending.email,
      now,
      next: input.next,
    });
  });
  if (!link) return false;
  await sendFinishSignUpMail(deps, { email: pending.email, firstName: input.firstName }, link);
  await recordAccountEvent(db, {
    action: 'sign_up_repeated',
    subjectUserId: pending.id,
    ip: opts.ip,
    at: now,
  });
  return true;
}
