import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest, idempotentRetry } from '../../../lib/api-client';
import { SubscriptionFields, userSubscriptionsQueryKey } from './user-subscriptions';

// MigrateSubscription: move a subscription to another plan now, charging the preview.

const MUTATION = graphql(
  `
  mutation MigrateSubscription($subscriptionId: String!, $targetProduct: String!,
    $user: UpgradeUserInput, $extraUpgradeProps: ExtraUpgradePropsInput, $idempotencyKey: String) {
    migrateSubscription(subscriptionId: $subscriptionId, targetProduct: $targetProduct, user: $user,
      extraUpgradeProps: $extraUpgradeProps, idempotencyKey: $idempotencyKey) {
      ...SubscriptionFields
    }
  }
`,
  [SubscriptionFields],
);

export type TMigrateSubscriptionVariables = VariablesOf<typeof MUTATION> & {
  idempotencyKey: string;
};
export type TExtraUpgradeProps = NonNullable<TMigrateSubscriptionVariables['extraUpgradeProps']>;

export function migrateSubscription(variables: TMigrateSubscriptionVariables) {
  return graphqlRequest(MUTATION, variables).then((d) => answered(d.migrateSubscription));
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
