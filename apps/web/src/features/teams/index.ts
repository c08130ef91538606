import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The team area's one public entry: the owner's settings page and the invitee's link.
const teamPages = pagesOf(() => import('./pages'));

export const teamsFeature: TFeature = {
  name: 'teams',
  routes: [
    teamPages('settingsTeamMember', 'app', (p) => p.TeamMemberPage),
    teamPages('teamInvite', 'open', (p) => p.TeamInvitePage),
  ],
};

// My documents shows the team folder.
export { TeamFolder } from './components/team-folder';
