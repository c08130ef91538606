import type { TTenant } from '@app/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TAdminUser = {
  flakeId: string;
  email: string;
  name: string;
  tenant: TTenant;
  isLawyer: boolean;
  isAdmin: boolean;
};

export function adminUsersQueryOptions(term: string) {
  return queryOptions({
    queryKey: ['admin', 'users', term],
    queryFn: ({ signal }) =>
      apiRequest<{ users: TAdminUser[] }>(`/api/admin/users?q=${encodeURIComponent(term)}`, {
        signal,
      }).then((body) => body.users),
  });
}

export function useAdminUsers(term: string, enabled: boolean) {
  // Keep the last results on screen while the next search loads.
  return useQuery({ ...adminUsersQueryOptions(term), enabled, placeholderData: keepPreviousData });
}
