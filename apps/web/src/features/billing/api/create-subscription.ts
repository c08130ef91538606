import type { TPaymentSuccessType, TPaymentType } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, idempotentRetry } from '../../../lib/api-client';
import type { TExtraUpgradeProps } from './migrate-subscription';
import { paymentMethodsQueryKey } from './payment-methods';
import {
  INVOICE_FIELDS,
  SUBSCRIPTION_FIELDS,
  type TInvoice,
  type TSubscriptionListItem,
  userSubscriptionsQueryKey,
} from './user-subscriptions';

// CreateSubscription: buy a plan with a saved payment method.

export type TPaymentProfileInput = {
  currentSubscriptionId?: string;
  currentSubscriptionPrice?: number;
  paymentMethodId: string;
  stripeCustomerId?: string;
  pricePointHandle: string;
};

export type TCreateSubscriptionVariables = {
  paymentProfile: TPaymentProfileInput;
  extraUpgradeProps?: TExtraUpgradeProps;
  setupIntentId?: string;
  idempotencyKey: string;
};

export type TCreateSubscriptionResult = {
  subscription: TSubscriptionListItem;
  invoice: TInvoice | null;
  paymentType: TPaymentType;
  successType: TPaymentSuccessType;
};

const MUTATION = `mutation CreateSubscription($paymentProfile: PaymentProfileInput!,
  $extraUpgradeProps: ExtraUpgradePropsInput, $setupIntentId: String, $idempotencyKey: String) {
  createSubscription(paymentProfile: $paymentProfile, extraUpgradeProps: $extraUpgradeProps,
    setupIntentId: $setupIntentId, idempotencyKey: $idempotencyKey) {
    subscription { ${SUBSCRIPTION_FIELDS} }
    invoice { ${INVOICE_FIELDS} }
    paymentType successType
  }
}`;

export function createSubscription(variables: TCreateSubscriptionVariables) {
  return graphqlRequest<{ createSubscription: TCreateSubscriptionResult }>(
    MUTATION,
    variables,
  ).then((d) => d.createSubscription);
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
