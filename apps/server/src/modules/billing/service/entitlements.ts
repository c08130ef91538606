import { activeSubscriptionSummary, type TActiveSubscriptionSummary } from '@app/domain';
import type { TViewerUser } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';

/**
 * What a user's plan lets them do (SPEC §3 Active subscription summary). Every area asks
 * here, never the billing tables. Subscriptions are not stored yet, so everyone is on the
 * free tier; the subscription engine fills this in without callers changing.
 */
export async function getSubscriptionSummary(
  _deps: TDeps,
  user: Pick<TViewerUser, 'id' | 'isLawyer'>,
): Promise<TActiveSubscriptionSummary> {
  return activeSubscriptionSummary({ subscriptions: [], isLawyer: user.isLawyer });
}
