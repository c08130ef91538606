import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// GET /api/server-time: the server's "now" for visitors, who load no billing state. Read once
// per page load: a sale is a matter of days, and the banner must not wait on it twice.

export type TServerTime = { now: string };

export const serverTimeQueryKey = ['server-time'] as const;

export function serverTimeQueryOptions() {
  return queryOptions({
    queryKey: serverTimeQueryKey,
    queryFn: () => apiRequest<TServerTime>('/api/server-time'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useServerTime(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...serverTimeQueryOptions(), enabled: opts.enabled ?? true });
}
