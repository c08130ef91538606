import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf, type VariablesOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest, idempotentRetry } from '../../../lib/api-client';
import { paymentMethodsQueryKey } from './payment-methods';
import { InvoiceFields, SubscriptionFields, userSubscriptionsQueryKey } from './user-subscriptions';

// CreateSubscription: buy a plan with a saved payment method.

const MUTATION = graphql(
  `
  mutation CreateSubscription($paymentProfile: PaymentProfileInput!,
    $extraUpgradeProps: ExtraUpgradePropsInput, $setupIntentId: String, $idempotencyKey: String) {
    createSubscription(paymentProfile: $paymentProfile, extraUpgradeProps: $extraUpgradeProps,
      setupIntentId: $setupIntentId, idempotencyKey: $idempotencyKey) {
      subscription { ...SubscriptionFields }
      invoice { ...InvoiceFields }
      paymentType successType
    }
  }
`,
  [SubscriptionFields, InvoiceFields],
);

export type TCreateSubscriptionVariables = VariablesOf<typeof MUTATION> & {
  idempotencyKey: string;
};
export type TPaymentProfileInput = TCreateSubscriptionVariables['paymentProfile'];
export type TCreateSubscriptionResult = NonNullable<
  ResultOf<typeof MUTATION>['createSubscription']
>;

export function createSubscription(variables: TCreateSubscriptionVariables) {
  return graphqlRequest(MUTATION, variables).then(({ createSubscription }) =>
    answered(createSubscription),
  );
}

export function useCreateSubscription() {
  const client = useQueryClient();
  return useMutation({
    // The idempotency key makes a repeat safe: the server answers it with the first result.
    ...idempotentRetry,
    mutationFn: createSubscription,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: userSubscriptionsQueryKey }),
        client.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
      ]),
  });
}
