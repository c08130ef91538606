import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TOutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
};

/** `delivery` says whether mail is kept here ('outbox') or really sent ('smtp'). */
export type TOutbox = { delivery: 'outbox' | 'smtp'; mails: TOutboxMail[] };

export function adminOutboxQueryOptions(to: string) {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  return queryOptions({
    queryKey: ['admin', 'outbox', to],
    queryFn: ({ signal }) => apiRequest<TOutbox>(`/api/admin/outbox${query}`, { signal }),
  });
}

export function useAdminOutbox(to: string, enabled: boolean) {
  return useQuery({ ...adminOutboxQueryOptions(to), enabled, placeholderData: keepPreviousData });
}
