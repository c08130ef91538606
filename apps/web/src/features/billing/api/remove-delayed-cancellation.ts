import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';
import {
  SUBSCRIPTION_FIELDS,
  type TSubscriptionListItem,
  useInvalidateUserSubscriptions,
} from './user-subscriptions';

// RemoveDelayedCancellation: keeps a plan that was set to end with its billing period.

const MUTATION = `mutation RemoveDelayedCancellation($id: String!) {
  removeDelayedCancellation(subscriptionId: $id) { ${SUBSCRIPTION_FIELDS} }
}`;

export function removeDelayedCancellation(subscriptionId: string): Promise<TSubscriptionListItem> {
  return graphqlRequest<{ removeDelayedCancellation: TSubscriptionListItem }>(MUTATION, {
    id: subscriptionId,
  }).then((d) => d.removeDelayedCancellation);
}

export function useRemoveDelayedCancellation() {
  const invalidate = useInvalidateUserSubscriptions();
  return useMutation({ mutationFn: removeDelayedCancellation, onSettled: invalidate });
}
