import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';
import {
  SUBSCRIPTION_FIELDS,
  type TSubscriptionListItem,
  useInvalidateUserSubscriptions,
} from './user-subscriptions';

// ReactivateSubscription: starts a cancelled plan again, or resumes a pending one.

const MUTATION = `mutation ReactivateSubscription($id: String!, $subscription: ReactivateInput) {
  reactivateSubscription(subscriptionId: $id, subscription: $subscription) {
    subscription { ${SUBSCRIPTION_FIELDS} }
    message
  }
}`;

export type TReactivateInput = {
  include_trial?: boolean;
  preserve_balance?: boolean;
  resume?: boolean;
};

export type TReactivationResult = { subscription: TSubscriptionListItem; message: string };

export function reactivateSubscription(input: {
  subscriptionId: string;
  options: TReactivateInput;
}): Promise<TReactivationResult> {
  return graphqlRequest<{ reactivateSubscription: TReactivationResult }>(MUTATION, {
    id: input.subscriptionId,
    subscription: input.options,
  }).then((d) => d.reactivateSubscription);
}

export function useReactivateSubscription() {
  const invalidate = useInvalidateUserSubscriptions();
  return useMutation({ mutationFn: reactivateSubscription, onSettled: invalidate });
}
