import { MESSAGES } from '@app/domain';
import { and, eq, ilike, or } from 'drizzle-orm';
import { assertAdmin } from '../../../platform/auth/admin.js';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { sessions, users } from '../tables.js';
import { recordAccountEvent } from './audit.js';
import { findUserById, viewerColumns } from './users.js';

export async function searchUsers(deps: TDeps, opts: { viewer: TViewer; query?: string }) {
  assertAdmin(opts.viewer);
  const q = opts.query?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return deps.database.db
    .select(viewerColumns)
    .from(users)
    .where(
      pattern
        ? or(
            ilike(users.email, pattern),
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
          )
        : undefined,
    )
    .orderBy(users.email)
    .limit(50);
}

/** The admin's own session now acts as the customer until the impersonation ends. */
export async function startImpersonation(
  deps: TDeps,
  opts: { viewer: TViewer; userId: string; ip: string },
) {
  assertAdmin(opts.viewer);
  const target = await findUserById(deps.database.db, opts.userId);
  if (!target) throw notFound();
  if (target.isAdmin) {
    throw new AppError('FORBIDDEN', MESSAGES.adminNotImpersonable);
  }
  await deps.database.db
    .update(sessions)
    .set({ impersonatedUserId: target.id })
    .where(and(eq(sessions.id, opts.viewer.sessionId), eq(sessions.userId, opts.viewer.actor.id)));
  deps.sessionCache.dropSession(opts.viewer.sessionId);
  await recordAccountEvent(deps.database.db, {
    action: 'impersonation_started',
    actorUserId: opts.viewer.actor.id,
    subjectUserId: target.id,
    ip: opts.ip,
    at: deps.clock.now(),
  });
  return target;
}

export async function endImpersonation(deps: TDeps, opts: { viewer: TViewer; ip: string }) {
  if (!opts.viewer.impersonating) return;
  await deps.database.db
    .update(sessions)
    .set({ impersonatedUserId: null })
    .where(eq(sessions.id, opts.viewer.sessionId));
  deps.sessionCache.dropSession(opts.viewer.sessionId);
  await recordAccountEvent(deps.database.db, {
    action: 'impersonation_ended',
    actorUserId: opts.viewer.actor.id,
    subjectUserId: opts.viewer.user.id,
    ip: opts.ip,
    at: deps.clock.now(),
  });
}
