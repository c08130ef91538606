import { TEAM_MESSAGES } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TViewer } from '../../platform/auth/viewer.js';
import { withCustomerLock } from '../../platform/customer-lock.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { withdrawMemberFromFolder } from './folder-sync.js';
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
  await withCustomerLock(deps, viewer.user.id, () =>
    inUnitOfWork(deps, async (work) => {
      const [removed] = await work.database.db
        .delete(teamMembers)
        .where(and(eq(teamMembers.id, memberId), eq(teamMembers.ownerId, viewer.user.id)))
        .returning({ userId: teamMembers.userId });
      if (!removed) throw new AppError('NOT_FOUND', TEAM_MESSAGES.inviteInvalid);
      // Their team folder access ends with the seat, in the same transaction.
      if (removed.userId) {
        await withdrawMemberFromFolder(work, {
          teamOwnerId: viewer.user.id,
          userId: removed.userId,
        });
      }
    }),
  );
  deps.teamRoles.clear();
  return ownTeamView(deps, viewer);
}

/** A member leaves the team they belong to. */
export async function leaveTeam(deps: TDeps, options: { viewer: TViewer }): Promise<boolean> {
  const ownerId = await teamOwnerIdOf(deps, options.viewer.user.id);
  if (!ownerId) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notInTeam);
  const userId = options.viewer.user.id;
  await withCustomerLock(deps, ownerId, () =>
    inUnitOfWork(deps, async (work) => {
      await work.database.db.delete(teamMembers).where(eq(teamMembers.userId, userId));
      await withdrawMemberFromFolder(work, { teamOwnerId: ownerId, userId });
    }),
  );
  deps.teamRoles.clear();
  return true;
}
