import {
  activeSubscriptionSummary,
  type TActiveSubscriptionSummary,
  withTeamGrants,
} from '@app/domain';
import type { TViewerUser } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { subscriptionRowsOf } from './read.js';
import { asUserSubscription } from './subscription-rows.js';

async function ownSummary(
  deps: TDeps,
  user: Pick<TViewerUser, 'id' | 'isLawyer'>,
): Promise<TActiveSubscriptionSummary> {
  const rows = await subscriptionRowsOf(deps, user.id);
  return activeSubscriptionSummary({
    subscriptions: rows.map(asUserSubscription),
    isLawyer: user.isLawyer,
  });
}

/**
 * What a user's plan lets them do (SPEC §3 Active subscription summary). Every area asks
 * here, never the billing tables. A team member also has what their owner's plan grants,
 * for as long as that plan still allows a team: when it ends or drops to a plan without
 * one, members fall back to their own plan at once (docs/decisions/0030-team-entitlements.md).
 */
export async function getSubscriptionSummary(
  deps: TDeps,
  user: Pick<TViewerUser, 'id' | 'isLawyer'>,
): Promise<TActiveSubscriptionSummary> {
  const own = await ownSummary(deps, user);
  const ownerId = await deps.teamPlanOwners?.ownerIdOf(deps, user.id);
  if (!ownerId) return own;
  const owner = await ownSummary(deps, { id: ownerId, isLawyer: false });
  return owner.canHaveTeam ? withTeamGrants(own, owner) : own;
}
