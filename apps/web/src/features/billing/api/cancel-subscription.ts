import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';
import {
  SUBSCRIPTION_FIELDS,
  type TSubscriptionListItem,
  useInvalidateUserSubscriptions,
} from './user-subscriptions';

// cancelSubscriptionImmediate: at the end of the billing period (a delayed cancellation the
// user can still withdraw) or now.

const MUTATION = `mutation CancelSubscription($id: String!, $subscription: CancelInput) {
  cancelSubscriptionImmediate(subscriptionId: $id, subscription: $subscription) { ${SUBSCRIPTION_FIELDS} }
}`;

export type TCancelSubscription = {
  subscriptionId: string;
  cancelAtEndOfPeriod: boolean;
  reason: string;
};

export function cancelSubscription(input: TCancelSubscription): Promise<TSubscriptionListItem> {
  return graphqlRequest<{ cancelSubscriptionImmediate: TSubscriptionListItem }>(MUTATION, {
    id: input.subscriptionId,
    subscription: { cancelAtEndOfPeriod: input.cancelAtEndOfPeriod, reason: input.reason },
  }).then((d) => d.cancelSubscriptionImmediate);
}

export function useCancelSubscription() {
  const invalidate = useInvalidateUserSubscriptions();
  return useMutation({ mutationFn: cancelSubscription, onSettled: invalidate });
}
