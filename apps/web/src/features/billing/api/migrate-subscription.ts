import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, idempotentRetry } from '../../../lib/api-client';
import {
  SUBSCRIPTION_FIELDS,
  type TSubscriptionListItem,
  userSubscriptionsQueryKey,
} from './user-subscriptions';

// MigrateSubscription: move a subscription to another plan now, charging the preview.

export type TExtraUpgradeProps = {
  couponCodes?: string[];
  businessName?: string;
  assetFlakeId?: string;
};

export type TMigrateSubscriptionVariables = {
  subscriptionId: string;
  targetProduct: string;
  user?: { email?: string; firstName?: string; lastName?: string };
  extraUpgradeProps?: TExtraUpgradeProps;
  idempotencyKey: string;
};

const MUTATION = `mutation MigrateSubscription($subscriptionId: String!, $targetProduct: String!,
  $user: UpgradeUserInput, $extraUpgradeProps: ExtraUpgradePropsInput, $idempotencyKey: String) {
  migrateSubscription(subscriptionId: $subscriptionId, targetProduct: $targetProduct, user: $user,
    extraUpgradeProps: $extraUpgradeProps, idempotencyKey: $idempotencyKey) { ${SUBSCRIPTION_FIELDS} }
}`;

export function migrateSubscription(variables: TMigrateSubscriptionVariables) {
  return graphqlRequest<{ migrateSubscription: TSubscriptionListItem }>(MUTATION, variables).then(
    (d) => d.migrateSubscription,
  );
}

export function useMigrateSubscription() {
  const client = useQueryClient();
  return useMutation({
    // The idempotency key makes a repeat safe: the server answers it with the first result.
    ...idempotentRetry,
    mutationFn: migrateSubscription,
    onSuccess: () => client.invalidateQueries({ queryKey: userSubscriptionsQueryKey }),
  });
}
