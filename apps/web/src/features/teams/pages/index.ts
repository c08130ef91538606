export { TeamInvitePage } from './team-invite-page';
export { TeamMemberPage } from './team-member-page';
