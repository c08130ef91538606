import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

// createPartner: the customer's referral partner key (created on first ask, the same key
// after). Read through a query because asking twice is harmless and the card wants the
// loading and error states a query gives.

const MUTATION = graphql(`
  mutation CreatePartner($userId: String!, $email: String!) {
    createPartner(userId: $userId, email: $email)
  }
`);

export function referralPartnerQueryOptions(user: { flakeId: string; email: string }) {
  return queryOptions({
    queryKey: ['growth', 'referral-partner', user.flakeId] as const,
    queryFn: () =>
      graphqlRequest(MUTATION, { userId: user.flakeId, email: user.email }).then(
        (d) => d.createPartner,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useReferralPartnerKey(user: { flakeId: string; email: string }) {
  return useQuery(referralPartnerQueryOptions(user));
}

/** The link a customer shares: the app's address with their partner key. */
export function referralLink(partnerKey: string, appUrl = window.location.origin): string {
  return `${appUrl}/?ref=${encodeURIComponent(partnerKey)}`;
}
