import type { TMigrationPreview } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';

// GetMigrationPreview: what moving a subscription to another plan costs today, and when and
// at what price the new plan renews.

export type TMigrationQuote = TMigrationPreview & {
  renewalDate: string | null;
  renewalPriceInCents: number;
};

export type TMigrationPreviewVariables = {
  subscriptionId: string;
  productHandle: string;
  pricePointHandle?: string;
  includeInitialCharge?: boolean;
};

const QUERY = `query GetMigrationPreview($subscriptionId: String!, $productHandle: String!,
  $pricePointHandle: String, $includeInitialCharge: Boolean) {
  getMigrationPreview(subscriptionId: $subscriptionId, productHandle: $productHandle,
    pricePointHandle: $pricePointHandle, includeInitialCharge: $includeInitialCharge) {
    prorated_adjustment_in_cents charge_in_cents payment_due_in_cents credit_applied_in_cents
    renewalDate renewalPriceInCents
  }
}`;

export function migrationPreviewQueryOptions(variables: TMigrationPreviewVariables) {
  return queryOptions({
    queryKey: ['billing', 'migration-preview', variables] as const,
    queryFn: () =>
      graphqlRequest<{ getMigrationPreview: TMigrationQuote }>(QUERY, variables).then(
        (d) => d.getMigrationPreview,
      ),
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
