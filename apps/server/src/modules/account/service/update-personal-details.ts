import type { TPersonalDetails } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import { users } from '../tables.js';
import { recordAccountEvent } from './audit.js';
import { findUserById } from './users.js';

/** The details the settings page shows: the name, contact fields and the sign-in address. */
export function personalDetailsOf(user: {
  firstName: string;
  lastName: string;
  phone: string | null;
  postcode: string | null;
  email: string;
  emailVerifiedAt: Date | null;
}) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    postcode: user.postcode,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

export async function getPersonalDetails(deps: TDeps, opts: { viewer: TViewer }) {
  const user = await findUserById(deps.database.db, opts.viewer.user.id);
  if (!user) throw notFound();
  return personalDetailsOf(user);
}

/** PUT /profile/personal-details. An admin acting as the customer may correct these too. */
export async function updatePersonalDetails(
  deps: TDeps,
  opts: { viewer: TViewer; input: TPersonalDetails; ip: string },
) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const userId = opts.viewer.user.id;
  const [updated] = await db
    .update(users)
    .set({ ...opts.input, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!updated) throw notFound();
  // Cached sessions carry the old name into the header until they are read afresh.
  deps.sessionCache.dropUser(userId);
  await recordAccountEvent(db, {
    action: 'personal_details_updated',
    actorUserId: opts.viewer.actor.id,
    subjectUserId: userId,
    detail: { fields: Object.keys(opts.input) },
    ip: opts.ip,
    at: now,
  });
  return getPersonalDetails(deps, opts);
}
