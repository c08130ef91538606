import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';
import { subscriptionAgreementQueryKey } from './subscription-agreement';
import { invalidateUserSubscriptions, SubscriptionFields } from './user-subscriptions';

// signSubscriptionAgreement: a typed full-name signature on the plan agreement.

const MUTATION = graphql(
  `
  mutation SignSubscriptionAgreement($id: String!, $name: String!) {
    signSubscriptionAgreement(subscriptionId: $id, signatureName: $name) { ...SubscriptionFields }
  }
`,
  [SubscriptionFields],
);

export function signSubscriptionAgreement(input: {
  subscriptionId: string;
  signatureName: string;
}) {
  return graphqlRequest(MUTATION, { id: input.subscriptionId, name: input.signatureName }).then(
    (d) => answered(d.signSubscriptionAgreement),
  );
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
