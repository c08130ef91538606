import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';
import type { TSessionUser } from '../../../lib/session';

// CreateSetupIntent: the gateway's permission to save one card or bank account for later
// charges. A confirmed intent is spent, so every new attempt asks for a fresh one.

const QUERY = graphql(`
  query CreateSetupIntent($customerEmail: String, $customerFlakeId: String, $customerName: String) {
    createSetupIntent(customerEmail: $customerEmail, customerFlakeId: $customerFlakeId,
      customerName: $customerName) {
      stripeCustomerId intentId clientSecret gateway publishableKey
    }
  }
`);

export type TSetupIntent = NonNullable<ResultOf<typeof QUERY>['createSetupIntent']>;

export function createSetupIntent(user: TSessionUser) {
  return graphqlRequest(QUERY, {
    customerEmail: user.email,
    customerFlakeId: user.flakeId,
    customerName: user.name,
  }).then((d) => answered(d.createSetupIntent));
}

export const setupIntentQueryKey = ['billing', 'setup-intent'] as const;

/** One intent per payment form; refetch() replaces it after it has been used or refused. */
export function setupIntentQueryOptions(user: TSessionUser) {
  return queryOptions({
    queryKey: [...setupIntentQueryKey, user.flakeId] as const,
    queryFn: () => createSetupIntent(user),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useSetupIntent(user: TSessionUser, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...setupIntentQueryOptions(user), enabled: opts.enabled ?? true });
}
