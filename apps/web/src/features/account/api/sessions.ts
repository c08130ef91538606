import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TAccountSession = {
  id: string;
  current: boolean;
  device: string;
  ip: string | null;
  signedInAt: string;
  lastSeenAt: string;
  expiresAt: string;
};

export const sessionsQueryKey = ['account', 'sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: async () =>
      (await apiRequest<{ sessions: TAccountSession[] }>('/profile/sessions')).sessions,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

export function revokeSession(sessionId: string) {
  return apiRequest<{ message: string }>(`/profile/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
  });
}

/** The ended session leaves the list at once; the server's list is read again after. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (_result, sessionId) => {
      queryClient.setQueryData<TAccountSession[]>(sessionsQueryKey, (list) =>
        list?.filter((s) => s.id !== sessionId),
      );
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
