import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf, type VariablesOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';

// GetMigrationPreview: what moving a subscription to another plan costs today, and when and
// at what price the new plan renews.

const QUERY = graphql(`
  query GetMigrationPreview($subscriptionId: String!, $productHandle: String!,
    $pricePointHandle: String, $includeInitialCharge: Boolean) {
    getMigrationPreview(subscriptionId: $subscriptionId, productHandle: $productHandle,
      pricePointHandle: $pricePointHandle, includeInitialCharge: $includeInitialCharge) {
      prorated_adjustment_in_cents charge_in_cents payment_due_in_cents credit_applied_in_cents
      renewalDate renewalPriceInCents
    }
  }
`);

export type TMigrationQuote = NonNullable<ResultOf<typeof QUERY>['getMigrationPreview']>;
export type TMigrationPreviewVariables = VariablesOf<typeof QUERY>;

export function migrationPreviewQueryOptions(variables: TMigrationPreviewVariables) {
  return queryOptions({
    queryKey: ['billing', 'migration-preview', variables] as const,
    queryFn: () => graphqlRequest(QUERY, variables).then((d) => answered(d.getMigrationPreview)),
    // A preview is priced at this moment; asking again later may give another figure.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useMigrationPreview(variables: TMigrationPreviewVariables | null) {
  return useQuery({
    ...migrationPreviewQueryOptions(variables ?? { subscriptionId: '', productHandle: '' }),
    enabled: variables !== null,
  });
}
