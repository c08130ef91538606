import { ACCOUNT_SETTINGS_MESSAGES, RETAINED_AFTER_DELETION, TAX_RECORD_YEARS } from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { inUnitOfWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import { cancelAllSubscriptions } from '../../billing/index.js';
import { emailVerifications, passwordResets, sessions, userPreferences, users } from '../tables.js';
import { assertOwnerInPerson, confirmPassword } from './account-password-check.js';
import { recordAccountEvent } from './audit.js';
import { sendAccountDeletedMail } from './settings-mail.js';
import { findUserById } from './users.js';

/** An address nobody can receive mail at (RFC 2606 .invalid), unique per account. */
export const deletedEmailOf = (userId: string) => `deleted-${userId.toLowerCase()}@deleted.invalid`;

/**
 * POST /profile/delete-account. The row of the user stays, emptied: tax invoices, payments
 * and audit rows refer to it and the law wants them kept (RETAINED_AFTER_DELETION); deleting
 * the row would take them with it. Everything else that is about the person goes now,
 * their documents and files included, in one unit of work: a failure keeps all of it.
 */
export async function deleteAccount(
  deps: TDeps,
  opts: { viewer: TViewer; password: string; ip: string },
) {
  const { viewer } = opts;
  assertOwnerInPerson(viewer);
  await confirmPassword(deps, { viewer, password: opts.password, ip: opts.ip, field: 'password' });
  const { db } = deps.database;
  const userId = viewer.user.id;
  const user = await findUserById(db, userId);
  if (!user) throw notFound();

  // Sessions first: no other tab or device can buy anything while the plans are ended.
  await db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  deps.sessionCache.dropUser(userId);

  const cancelled = await cancelAllSubscriptions(deps, { viewer, reason: 'account deleted' });

  const now = deps.clock.now();
  const keepUntil = new Date(now);
  keepUntil.setUTCFullYear(keepUntil.getUTCFullYear() + TAX_RECORD_YEARS);
  await inUnitOfWork(deps, async (work, tx) => {
    // Every area's part, before the address is emptied: shares others gave the customer are
    // keyed by it.
    const erased = await deps.eraseCustomer(work, { userId, email: user.email });
    await tx
      .update(users)
      .set({
        email: deletedEmailOf(userId),
        firstName: 'Deleted',
        lastName: 'account',
        phone: null,
        postcode: null,
        // Not a hash of anything: no password can match it, and the account stays pending,
        // which sign-in refuses whatever is typed.
        passwordHash: 'deleted',
        emailVerifiedAt: null,
        signUpPending: true,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(userPreferences).where(eq(userPreferences.userId, userId));
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    // Each session held the address and browser it signed in from.
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // The buyer named on the tax invoices, kept with the audit for as long as the invoices.
    await recordAccountEvent(tx, {
      action: 'account_deleted',
      actorUserId: userId,
      subjectUserId: userId,
      detail: {
        taxRecordsBuyer: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
        keepUntil: keepUntil.toISOString(),
        subscriptionsCancelled: cancelled,
        erased,
      },
      ip: opts.ip,
      at: now,
    });
  });
  deps.sessionCache.dropUser(userId);
  await sendAccountDeletedMail(deps, {
    to: user.email,
    firstName: user.firstName,
    kept: RETAINED_AFTER_DELETION,
  });
  return {
    message: ACCOUNT_SETTINGS_MESSAGES.accountDeleted,
    subscriptionsCancelled: cancelled.length,
    retained: RETAINED_AFTER_DELETION,
  };
}
