import { useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

// Staff: the business at a glance, counted by the server when asked.

const FIGURES = graphql(`
  query AdminBusinessFigures {
    adminBusinessFigures {
      asOf customers newCustomersLast30Days payingCustomers
      revenueLast30DaysInCents revenueThisMonthInCents
      documentsFinishedLast30Days signingsCompletedLast30Days companyRegistrationsLodged
      openMarketplaceBriefs marketplaceJobsInProgress openSupportConversations
      referralPayoutsRequested referralPayoutsRequestedInCents
    }
  }
`);

export type TBusinessFigures = ResultOf<typeof FIGURES>['adminBusinessFigures'];

export function useBusinessFigures(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'business-figures'] as const,
    queryFn: () => graphqlRequest(FIGURES).then((d) => d.adminBusinessFigures),
    enabled,
  });
}
