import type { TCollaborationRole, TDocumentKind, TDocumentStatus } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';

export type THomeDocument = {
  id: string;
  title: string;
  status: TDocumentStatus;
  updatedAt: string;
  kind: TDocumentKind;
  myRole: TCollaborationRole;
};

export type THomeOverview = {
  documents: THomeDocument[];
  /** Whether the customer holds a paid plan. */
  hasPlan: boolean;
};

// What the home page needs of the customer's documents and plan, in one request.
const QUERY = `query HomeOverview {
  getMyDocuments { id title status updatedAt kind myRole }
  getUserSubscriptions { activeSubscription { isPaidUser } }
}`;

type TAnswer = {
  getMyDocuments?: THomeDocument[] | null;
  getUserSubscriptions?: { activeSubscription?: { isPaidUser?: boolean } | null } | null;
};

export const homeOverviewQueryKey = ['home', 'overview'] as const;

export function homeOverviewQueryOptions() {
  return queryOptions({
    queryKey: homeOverviewQueryKey,
    queryFn: async (): Promise<THomeOverview> => {
      const data = await graphqlRequest<TAnswer>(QUERY);
      return {
        documents: data?.getMyDocuments ?? [],
        hasPlan: data?.getUserSubscriptions?.activeSubscription?.isPaidUser === true,
      };
    },
  });
}

export function useHomeOverview() {
  return useQuery(homeOverviewQueryOptions());
}
