import type { TBundleBillingCycle } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, idempotentRetry } from '../../../lib/api-client';
import { BUNDLE_PRODUCT_FIELDS } from './bundle-preview';
import { paymentMethodsQueryKey } from './payment-methods';
import { type TBundleView, userSubscriptionsQueryKey } from './user-subscriptions';

// createBundle: buy a cart of plans as one bundle with a saved payment method.

export type TCreateBundleVariables = {
  handles: string[];
  billingCycle: TBundleBillingCycle;
  paymentMethodId: string;
  entityName?: string;
  idempotencyKey: string;
};

const MUTATION = `mutation CreateBundle($handles: [String!]!, $billingCycle: String!,
  $paymentMethodId: String!, $entityName: String, $idempotencyKey: String) {
  createBundle(handles: $handles, billingCycle: $billingCycle, paymentMethodId: $paymentMethodId,
    entityName: $entityName, idempotencyKey: $idempotencyKey) {
    id handle name entityName paymentType cardType lastFour bankName type
    products { ${BUNDLE_PRODUCT_FIELDS} }
    nextBillingDate nextBillingAmountInCents billingScheduleItems { date amountInCents status }
    initialBundleCharge initialBundleDiscount initialBundleDiscountPercentage
    nextBundleRenewalDate bundleCreationDate
  }
}`;

export function createBundle(variables: TCreateBundleVariables) {
  return graphqlRequest<{ createBundle: TBundleView }>(MUTATION, variables).then(
    (d) => d.createBundle,
  );
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
