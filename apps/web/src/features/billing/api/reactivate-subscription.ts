import { useMutation } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';
import {
  SubscriptionFields,
  type TSubscriptionListItem,
  useInvalidateUserSubscriptions,
} from './user-subscriptions';

// ReactivateSubscription: starts a cancelled plan again, or resumes a pending one.

const MUTATION = graphql(
  `
  mutation ReactivateSubscription($id: String!, $subscription: ReactivateInput) {
    reactivateSubscription(subscriptionId: $id, subscription: $subscription) {
      subscription { ...SubscriptionFields }
      message
    }
  }
`,
  [SubscriptionFields],
);

export type TReactivateInput = NonNullable<VariablesOf<typeof MUTATION>['subscription']>;
export type TReactivationResult = { subscription: TSubscriptionListItem; message: string };

export function reactivateSubscription(input: {
  subscriptionId: string;
  options: TReactivateInput;
}): Promise<TReactivationResult> {
  return graphqlRequest(MUTATION, { id: input.subscriptionId, subscription: input.options }).then(
    ({ reactivateSubscription }) => answered(reactivateSubscription),
  );
}

export function useReactivateSubscription() {
  const invalidate = useInvalidateUserSubscriptions();
  return useMutation({ mutationFn: reactivateSubscription, onSettled: invalidate });
}
