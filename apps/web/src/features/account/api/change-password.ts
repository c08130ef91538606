import type { TChangePassword } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './sessions';

export type TChangePasswordResult = { message: string; sessionsEnded: number };

export function changePassword(input: TChangePassword) {
  return apiRequest<TChangePasswordResult>('/profile/password', { method: 'POST', body: input });
}

/** Other sessions end with the old password, so the sessions list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
