import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';
import { subscriptionAgreementQueryKey } from './subscription-agreement';
import {
  invalidateUserSubscriptions,
  SUBSCRIPTION_FIELDS,
  type TSubscriptionListItem,
} from './user-subscriptions';

// signSubscriptionAgreement: a typed full-name signature on the plan agreement.

const MUTATION = `mutation SignSubscriptionAgreement($id: String!, $name: String!) {
  signSubscriptionAgreement(subscriptionId: $id, signatureName: $name) { ${SUBSCRIPTION_FIELDS} }
}`;

export function signSubscriptionAgreement(input: {
  subscriptionId: string;
  signatureName: string;
}): Promise<TSubscriptionListItem> {
  return graphqlRequest<{ signSubscriptionAgreement: TSubscriptionListItem }>(MUTATION, {
    id: input.subscriptionId,
    name: input.signatureName,
  }).then((d) => d.signSubscriptionAgreement);
}

export function useSignSubscriptionAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signSubscriptionAgreement,
    // Signing clears the 'Complete your setup' banner and may unlock consultations.
    onSuccess: (_result, input) =>
      Promise.all([
        invalidateUserSubscriptions(client),
        client.invalidateQueries({ queryKey: subscriptionAgreementQueryKey(input.subscriptionId) }),
      ]),
  });
}
