import type { TPersonalDetails } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/session';

export type TPersonalDetailsView = TPersonalDetails & { email: string; emailVerified: boolean };

export const personalDetailsQueryKey = ['account', 'personal-details'] as const;

export function personalDetailsQueryOptions() {
  return queryOptions({
    queryKey: personalDetailsQueryKey,
    queryFn: () => apiRequest<TPersonalDetailsView>('/profile/personal-details'),
  });
}

export function usePersonalDetails() {
  return useQuery(personalDetailsQueryOptions());
}

export function updatePersonalDetails(input: TPersonalDetails) {
  return apiRequest<TPersonalDetailsView>('/profile/personal-details', {
    method: 'PUT',
    body: input,
  });
}

/** The header shows the name from the session user, so both are refreshed. */
export function useUpdatePersonalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalDetails,
    onSuccess: (saved) => {
      queryClient.setQueryData(personalDetailsQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
