import type { TViewer } from '../../platform/auth/viewer.js';
import type { TDeps } from '../../platform/deps.js';
import { findUserById } from '../account/index.js';
import { getSubscriptionSummary } from '../billing/index.js';
import { ownTeamView } from './invite.js';
import { teamOwnerIdOf, teamSeatsOf } from './members.js';
import { type TTeamView, teamView } from './team-view.js';

/** The viewer's team: their own as owner, or (read only) the one they belong to. */
export async function getTeam(deps: TDeps, options: { viewer: TViewer }): Promise<TTeamView> {
  const { viewer } = options;
  const ownerId = await teamOwnerIdOf(deps, viewer.user.id);
  if (!ownerId) return ownTeamView(deps, viewer);
  const owner = await findUserById(deps.database.db, ownerId);
  if (!owner) return ownTeamView(deps, viewer);
  const plan = await getSubscriptionSummary(deps, owner);
  return teamView({
    owner,
    seats: (await teamSeatsOf(deps, ownerId)).filter((s) => s.userId),
    now: deps.clock.now(),
    canManage: false,
    canHaveTeam: plan.canHaveTeam,
  });
}
