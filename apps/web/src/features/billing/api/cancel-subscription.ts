import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';
import { SubscriptionFields, useInvalidateUserSubscriptions } from './user-subscriptions';

// cancelSubscriptionImmediate: at the end of the billing period (a delayed cancellation the
// user can still withdraw) or now.

const MUTATION = graphql(
  `
  mutation CancelSubscription($id: String!, $subscription: CancelInput) {
    cancelSubscriptionImmediate(subscriptionId: $id, subscription: $subscription) {
      ...SubscriptionFields
    }
  }
`,
  [SubscriptionFields],
);

export type TCancelSubscription = {
  subscriptionId: string;
  cancelAtEndOfPeriod: boolean;
  reason: string;
};

export function cancelSubscription(input: TCancelSubscription) {
  return graphqlRequest(MUTATION, {
    id: input.subscriptionId,
    subscription: { cancelAtEndOfPeriod: input.cancelAtEndOfPeriod, reason: input.reason },
  }).then((d) => answered(d.cancelSubscriptionImmediate));
}

export function useCancelSubscription() {
  const invalidate = useInvalidateUserSubscriptions();
  return useMutation({ mutationFn: cancelSubscription, onSettled: invalidate });
}
