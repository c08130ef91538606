import { TEAM_MESSAGES } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { hashToken } from '../../platform/auth/tokens.js';
import type { TViewer } from '../../platform/auth/viewer.js';
import { withCustomerLock } from '../../platform/customer-lock.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { notify } from '../notifications/index.js';
import { shareFolderWithMember } from './folder-sync.js';
import { teamOwnerIdOf, teamSeatsOf } from './members.js';
import { teamMembers } from './tables.js';

export type TTeamInvitePreview = {
  email: string;
  firstName: string;
  sender: string;
  expired: boolean;
};

async function inviteByToken(deps: TDeps, token: string) {
  const [row] = await deps.database.db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.tokenHash, hashToken(token)));
  if (!row || row.userId) throw new AppError('NOT_FOUND', TEAM_MESSAGES.inviteInvalid);
  return row;
}

/** What the invitation page shows before anyone signs in: the link itself is the key. */
export async function previewTeamInvite(
  deps: TDeps,
  options: { token: string },
): Promise<TTeamInvitePreview> {
  const row = await inviteByToken(deps, options.token);
  return {
    email: row.email,
    firstName: row.firstName,
    sender: row.sender,
    expired: row.inviteExpiresAt.getTime() <= deps.clock.now().getTime(),
  };
}

/**
 * The invitee takes their seat: signed in (signing up first if need be) with the invited
 * address confirmed, so nobody joins a team with a link forwarded to them.
 */
export async function acceptTeamInvite(
  deps: TDeps,
  options: { viewer: TViewer; token: string },
): Promise<{ ownerId: string }> {
  const { viewer, token } = options;
  const row = await inviteByToken(deps, token);
  const now = deps.clock.now();
  if (row.inviteExpiresAt.getTime() <= now.getTime()) {
    throw new AppError('GONE', TEAM_MESSAGES.inviteExpired);
  }
  const user = viewer.user;
  if (user.email.toLowerCase() !== row.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', TEAM_MESSAGES.inviteOtherEmail(row.email));
  }
  if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', TEAM_MESSAGES.emailNotVerified);
  if (await teamOwnerIdOf(deps, user.id)) {
    throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInTeam);
  }
  if (row.ownerId === user.id || (await teamSeatsOf(deps, user.id)).length > 0) {
    throw new AppError('CONFLICT', TEAM_MESSAGES.ownsTeam);
  }
  // Under the owner's lock (as seat and folder changes are), the seat and the team folder's
  // documents are taken together: a document put in the folder meanwhile is not missed.
  await withCustomerLock(deps, row.ownerId, () =>
    inUnitOfWork(deps, async (work) => {
      const taken = await work.database.db
        .update(teamMembers)
        .set({ userId: user.id, acceptedAt: now, tokenHash: null })
        .where(and(eq(teamMembers.id, row.id), eq(teamMembers.tokenHash, hashToken(token))))
        .returning({ id: teamMembers.id })
        .catch((error: unknown) => {
          // The user joined another team in the same instant: the unique member index answers.
          throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInTeam, { log: String(error) });
        });
      if (taken.length === 0) throw new AppError('NOT_FOUND', TEAM_MESSAGES.inviteInvalid);
      await shareFolderWithMember(work, {
        teamOwnerId: row.ownerId,
        person: {
          userId: user.id,
          email: user.email.toLowerCase(),
          name: `${user.firstName} ${user.lastName}`.trim(),
        },
      });
    }),
  );
  deps.teamRoles.clear();
  await notify(deps, {
    userId: row.ownerId,
    kind: 'TEAM_INVITE_ACCEPTED',
    title: 'Invitation accepted',
    body: `${row.firstName} ${row.lastName} joined your team.`,
    link: '/settings/team-member',
  });
  return { ownerId: row.ownerId };
}
