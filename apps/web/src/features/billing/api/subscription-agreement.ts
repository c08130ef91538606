import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';

// getSubscriptionAgreement: the plan agreement a subscription needs signed, and who signed it.

export type TSubscriptionAgreement = {
  subscriptionId: string;
  productName: string;
  title: string;
  /** Paragraphs, in order. */
  body: string[];
  signedAt: string | null;
  signedName: string | null;
};

const QUERY = `query GetSubscriptionAgreement($id: String!) {
  getSubscriptionAgreement(subscriptionId: $id) {
    subscriptionId productName title body signedAt signedName
  }
}`;

export const subscriptionAgreementQueryKey = (subscriptionId: string) =>
  ['billing', 'agreement', subscriptionId] as const;

export function subscriptionAgreementQueryOptions(subscriptionId: string) {
  return queryOptions({
    queryKey: subscriptionAgreementQueryKey(subscriptionId),
    queryFn: () =>
      graphqlRequest<{ getSubscriptionAgreement: TSubscriptionAgreement }>(QUERY, {
        id: subscriptionId,
      }).then((d) => d.getSubscriptionAgreement),
  });
}

export function useSubscriptionAgreement(subscriptionId: string) {
  return useQuery({
    ...subscriptionAgreementQueryOptions(subscriptionId),
    enabled: !!subscriptionId,
  });
}
