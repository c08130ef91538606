import { MESSAGES } from '../shared/messages.js';

// The team feature's own wording beside the SPEC §8 entries (sent, failed, limit reached).
export const TEAM_MESSAGES = {
  sent: MESSAGES.teamInviteSent,
  failedTitle: MESSAGES.teamInviteFailedTitle,
  limitReached: MESSAGES.teamInviteLimitReached,
  failed: MESSAGES.teamInviteFailed,
  planNeeded: 'Team members come with the Essentials plan. Upgrade to invite your team.',
  membersCannotInvite: 'Only the owner of the plan can manage the team.',
  alreadyInvited: 'This person has already been invited to your team.',
  ownEmail: 'You cannot invite yourself to your own team.',
  inviteInvalid: 'This invitation link is invalid or has already been used.',
  inviteExpired: 'This invitation has expired. Ask the team owner to send it again.',
  inviteOtherEmail: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  emailNotVerified: 'Confirm your email address before joining a team.',
  alreadyInTeam: 'You already belong to a team. Leave it before joining another.',
  ownsTeam: 'You own a team, so you cannot join another one.',
  inviteResent: 'Invitation sent again',
  memberRemoved: 'Team member removed',
  notInTeam: 'You are not a member of a team.',
} as const;
