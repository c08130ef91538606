import type { TBundleBillingCycle } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest, idempotentRetry } from '../../../lib/api-client';
import { paymentMethodsQueryKey } from './payment-methods';
import { BundleFields, userSubscriptionsQueryKey } from './user-subscriptions';

// createBundle: buy a cart of plans as one bundle with a saved payment method.

const MUTATION = graphql(
  `
  mutation CreateBundle($handles: [String!]!, $billingCycle: BundleBillingCycle!,
    $paymentMethodId: String!, $entityName: String, $idempotencyKey: String) {
    createBundle(handles: $handles, billingCycle: $billingCycle, paymentMethodId: $paymentMethodId,
      entityName: $entityName, idempotencyKey: $idempotencyKey) { ...BundleFields }
  }
`,
  [BundleFields],
);

/** The cycle is one the domain names; the rest is as the schema takes it. */
export type TCreateBundleVariables = VariablesOf<typeof MUTATION> & {
  billingCycle: TBundleBillingCycle;
  idempotencyKey: string;
};

export function createBundle(variables: TCreateBundleVariables) {
  return graphqlRequest(MUTATION, variables).then((d) => answered(d.createBundle));
}

export function useCreateBundle() {
  const client = useQueryClient();
  return useMutation({
    // The idempotency key makes a repeat safe: the server answers it with the first result.
    ...idempotentRetry,
    mutationFn: createBundle,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: userSubscriptionsQueryKey }),
        client.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
      ]),
  });
}
