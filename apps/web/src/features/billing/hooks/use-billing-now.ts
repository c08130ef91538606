import { useCurrentUser } from '../../../lib/session';
import { useUserSubscriptions } from '../api/user-subscriptions';

/**
 * "Now" for banners and offers: the server clock from GetUserSubscriptions when signed in
 * (so a test clock moves them too), the browser clock for visitors.
 */
export function useBillingNow(): Date {
  const user = useCurrentUser().data ?? null;
  const subscriptions = useUserSubscriptions({ enabled: user !== null && !user.isLawyer });
  const serverNow = subscriptions.data?.now;
  return serverNow ? new Date(serverNow) : new Date();
}
