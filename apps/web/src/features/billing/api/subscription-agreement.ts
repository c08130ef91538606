import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';

// getSubscriptionAgreement: the plan agreement a subscription needs signed, and who signed it.

const QUERY = graphql(`
  query GetSubscriptionAgreement($id: String!) {
    getSubscriptionAgreement(subscriptionId: $id) {
      subscriptionId productName title body signedAt signedName
    }
  }
`);

/** The agreement's body is its paragraphs, in order. */
export type TSubscriptionAgreement = NonNullable<
  ResultOf<typeof QUERY>['getSubscriptionAgreement']
>;

export const subscriptionAgreementQueryKey = (subscriptionId: string) =>
  ['billing', 'agreement', subscriptionId] as const;

export function subscriptionAgreementQueryOptions(subscriptionId: string) {
  return queryOptions({
    queryKey: subscriptionAgreementQueryKey(subscriptionId),
    queryFn: () =>
      graphqlRequest(QUERY, { id: subscriptionId }).then((d) =>
        answered(d.getSubscriptionAgreement),
      ),
  });
}

export function useSubscriptionAgreement(subscriptionId: string) {
  return useQuery({
    ...subscriptionAgreementQueryOptions(subscriptionId),
    enabled: !!subscriptionId,
  });
}
