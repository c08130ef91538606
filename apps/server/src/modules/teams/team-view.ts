import type { TTeamUserType } from '@app/domain';
import { TEAM_MEMBER_LIMIT } from '@app/domain';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import type { TTeamMemberRow } from './members.js';

export type TTeamMemberView = {
  id: string;
  /** The member's user id once accepted; null while invited. */
  flakeId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  userType: TTeamUserType;
  invitedAt: Date;
  inviteExpiresAt: Date | null;
  inviteExpired: boolean;
};

/** SPEC §3 team invite response: owner, teamId, teamMembers; plus what the page needs. */
export type TTeamView = {
  owner: Pick<TViewerUser, 'id' | 'email' | 'firstName' | 'lastName'>;
  teamId: string;
  teamMembers: TTeamMemberView[];
  limit: number;
  /** Whether the viewer manages this team (the owner with a plan that allows one). */
  canManage: boolean;
  /** Whether the owner's plan allows a team; false shows the upgrade path. */
  canHaveTeam: boolean;
};

export function teamView(options: {
  owner: TTeamView['owner'];
  seats: TTeamMemberRow[];
  now: Date;
  canManage: boolean;
  canHaveTeam: boolean;
}): TTeamView {
  const { owner, seats, now } = options;
  return {
    owner,
    teamId: owner.id,
    limit: TEAM_MEMBER_LIMIT,
    canManage: options.canManage,
    canHaveTeam: options.canHaveTeam,
    teamMembers: seats.map((s) => ({
      id: s.id,
      flakeId: s.userId,
      email: s.email,
      firstName: s.firstName,
      lastName: s.lastName,
      userType: s.userId ? 'MEMBER' : 'INVITED',
      invitedAt: s.invitedAt,
      inviteExpiresAt: s.userId ? null : s.inviteExpiresAt,
      inviteExpired: !s.userId && s.inviteExpiresAt.getTime() <= now.getTime(),
    })),
  };
}
