import { BUSINESS_TIMINGS, type TBusinessDetails, type TBusinessListItem } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const businessListQueryKey = ['businesses', 'list'] as const;

/** GET /businesses/list, kept as §9 says: fresh for an hour, held for 70 minutes. */
export function businessListQueryOptions() {
  return queryOptions({
    queryKey: businessListQueryKey,
    queryFn: () => apiRequest<TBusinessListItem[]>('/businesses/list'),
    staleTime: BUSINESS_TIMINGS.listStaleMs,
    gcTime: BUSINESS_TIMINGS.listCacheMs,
  });
}

export function useBusinessList() {
  return useQuery(businessListQueryOptions());
}

export function businessDetailsQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: ['businesses', 'details', businessId] as const,
    queryFn: () =>
      apiRequest<TBusinessDetails>(`/businesses/${encodeURIComponent(businessId)}/details`),
    staleTime: BUSINESS_TIMINGS.listStaleMs,
  });
}

export function useBusinessDetails(businessId: string) {
  return useQuery(businessDetailsQueryOptions(businessId));
}
