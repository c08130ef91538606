import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

// What the home page needs of the customer's documents and plan, in one request.
const QUERY = graphql(`
  query HomeOverview {
    getMyDocuments { id title status updatedAt kind myRole }
    getUserSubscriptions { activeSubscription { isPaidUser } }
  }
`);

export type THomeDocument = ResultOf<typeof QUERY>['getMyDocuments'][number];

export type THomeOverview = {
  documents: THomeDocument[];
  /** Whether the customer holds a paid plan. */
  hasPlan: boolean;
};

export const homeOverviewQueryKey = ['home', 'overview'] as const;

export function homeOverviewQueryOptions() {
  return queryOptions({
    queryKey: homeOverviewQueryKey,
    queryFn: async (): Promise<THomeOverview> => {
      const data = await graphqlRequest(QUERY);
      return {
        documents: data.getMyDocuments,
        hasPlan: data.getUserSubscriptions?.activeSubscription.isPaidUser === true,
      };
    },
  });
}

export function useHomeOverview() {
  return useQuery(homeOverviewQueryOptions());
}
