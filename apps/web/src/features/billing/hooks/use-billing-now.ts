import type { TSessionUser } from '../../../lib/session';
import { useServerTime } from '../api/server-time';
import { useUserSubscriptions } from '../api/user-subscriptions';

/**
 * "Now" for banners and offers, always the server's clock (so a test clock moves them too):
 * from GetUserSubscriptions for a signed-in customer, from GET /api/server-time for a visitor.
 * Null until the server has answered: the device's own clock may be days off, and a sale
 * shown from it and then withdrawn would flicker.
 */
export function useBillingNow(user: TSessionUser | null): Date | null {
  const customer = user !== null && !user.isLawyer;
  const subscriptions = useUserSubscriptions({ enabled: customer });
  const serverTime = useServerTime({ enabled: user === null });
  const now = customer ? subscriptions.data?.now : user === null ? serverTime.data?.now : undefined;
  return now ? new Date(now) : null;
}
