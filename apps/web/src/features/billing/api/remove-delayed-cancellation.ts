import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';
import { SubscriptionFields, useInvalidateUserSubscriptions } from './user-subscriptions';

// RemoveDelayedCancellation: keeps a plan that was set to end with its billing period.

const MUTATION = graphql(
  `
  mutation RemoveDelayedCancellation($id: String!) {
    removeDelayedCancellation(subscriptionId: $id) { ...SubscriptionFields }
  }
`,
  [SubscriptionFields],
);

export function removeDelayedCancellation(subscriptionId: string) {
  return graphqlRequest(MUTATION, { id: subscriptionId }).then((d) =>
    answered(d.removeDelayedCancellation),
  );
}

export function useRemoveDelayedCancellation() {
  const invalidate = useInvalidateUserSubscriptions();
  return useMutation({ mutationFn: removeDelayedCancellation, onSettled: invalidate });
}
