import { TEAM_MESSAGES } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TViewer } from '../../platform/auth/viewer.js';
import { withCustomerLock } from '../../platform/customer-lock.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { ownTeamView } from './invite.js';
import { teamOwnerIdOf } from './members.js';
import { teamMembers } from './tables.js';
import type { TTeamView } from './team-view.js';

/**
 * The owner frees a seat: a pending invitation stops working, a member loses the plan at
 * once (entitlements are read from the seat on every request, nothing is cached per member).
 * Allowed without a team plan too, so an owner whose plan ended can still tidy up.
 */
export async function removeTeamMember(
  deps: TDeps,
  options: { viewer: TViewer; memberId: string },
): Promise<TTeamView> {
  const { viewer, memberId } = options;
  if (await teamOwnerIdOf(deps, viewer.user.id)) {
    throw new AppError('FORBIDDEN', TEAM_MESSAGES.membersCannotInvite);
  }
  await withCustomerLock(deps, viewer.user.id, async () => {
    const removed = await deps.database.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.id, memberId), eq(teamMembers.ownerId, viewer.user.id)))
      .returning({ id: teamMembers.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', TEAM_MESSAGES.inviteInvalid);
  });
  deps.teamRoles.clear();
  return ownTeamView(deps, viewer);
}

/** A member leaves the team they belong to. */
export async function leaveTeam(deps: TDeps, options: { viewer: TViewer }): Promise<boolean> {
  const ownerId = await teamOwnerIdOf(deps, options.viewer.user.id);
  if (!ownerId) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notInTeam);
  await withCustomerLock(deps, ownerId, () =>
    deps.database.db.delete(teamMembers).where(eq(teamMembers.userId, options.viewer.user.id)),
  );
  deps.teamRoles.clear();
  return true;
}
