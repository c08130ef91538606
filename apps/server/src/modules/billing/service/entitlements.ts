import { activeSubscriptionSummary, type TActiveSubscriptionSummary } from '@app/domain';
import type { TViewerUser } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { subscriptionRowsOf } from './read.js';
import { asUserSubscription } from './subscription-rows.js';

/**
 * What a user's plan lets them do (SPEC §3 Active subscription summary). Every area asks
 * here, never the billing tables.
 */
export async function getSubscriptionSummary(
  deps: TDeps,
  user: Pick<TViewerUser, 'id' | 'isLawyer'>,
): Promise<TActiveSubscriptionSummary> {
  const rows = await subscriptionRowsOf(deps, user.id);
  return activeSubscriptionSummary({
    subscriptions: rows.map(asUserSubscription),
    isLawyer: user.isLawyer,
  });
}
