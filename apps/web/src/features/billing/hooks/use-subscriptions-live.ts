import { useQueryClient } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../graphql/graphql';
import { liveUrl, useLiveStream } from '../../../lib/live-stream';
import { userSubscriptionsQueryKey } from '../api/user-subscriptions';

// The live push of SPEC §7: `refetchSubsSubscription(userId)`.
const REFETCH_SUBS = graphql(`
  subscription RefetchSubs($userId: String!) { refetchSubsSubscription(userId: $userId) }
`);

export function liveSubscriptionUrl(userId: string): string {
  const variables: VariablesOf<typeof REFETCH_SUBS> = { userId };
  return liveUrl(REFETCH_SUBS, variables);
}

/**
 * While mounted with a user id, every push refetches GetUserSubscriptions (and calls
 * `onPush`). A dropped stream reconnects with a growing pause; null turns it off.
 */
export function useSubscriptionsLive(userId: string | null, onPush?: () => void): void {
  const client = useQueryClient();
  useLiveStream(userId ? liveSubscriptionUrl(userId) : null, () => {
    void client.invalidateQueries({ queryKey: userSubscriptionsQueryKey });
    onPush?.();
  });
}
