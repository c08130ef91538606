import { BUSINESS_SEARCH_LIMIT, type TBusinessSearchResult } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /asic/business/search: the name, with at most 15 results (§5). */
export function useBusinessNameSearch(name: string) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: ['businesses', 'search', trimmed.toLowerCase()] as const,
    queryFn: () =>
      apiRequest<TBusinessSearchResult[]>(
        `/asic/business/search?${new URLSearchParams({
          name: trimmed,
          maxSearchResults: String(BUSINESS_SEARCH_LIMIT),
        })}`,
      ),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
  });
}

/** POST /search/business/abn: the register's entry for a valid ABN. */
export function useAbnLookup(abn: string | null) {
  return useQuery({
    queryKey: ['businesses', 'abn', abn] as const,
    queryFn: () =>
      apiRequest<TBusinessSearchResult>('/search/business/abn', { method: 'POST', body: { abn } }),
    enabled: abn !== null,
    staleTime: 5 * 60 * 1000,
  });
}

export type TAcnCheck = { available: boolean; entityName: string | null };

/** POST /search/business/acn: whether a valid ACN is a Registered company. */
export function useAcnCheck(acn: string | null) {
  return useQuery({
    queryKey: ['businesses', 'acn', acn] as const,
    queryFn: () => apiRequest<TAcnCheck>('/search/business/acn', { method: 'POST', body: { acn } }),
    enabled: acn !== null,
    staleTime: 5 * 60 * 1000,
  });
}
