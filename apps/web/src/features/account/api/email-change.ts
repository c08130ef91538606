import type { TEmailChangeConfirm, TEmailChangeRequest } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/session';
import { personalDetailsQueryKey } from './personal-details';

export function requestEmailChange(input: TEmailChangeRequest) {
  return apiRequest<{ message: string }>('/profile/email-change', { method: 'POST', body: input });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

export function confirmEmailChange(input: TEmailChangeConfirm) {
  return apiRequest<{ message: string; user: { email: string } }>('/profile/email-change/confirm', {
    method: 'POST',
    body: input,
  });
}

/** The address shows in the header and on the details page: both read it again. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: personalDetailsQueryKey });
    },
  });
}
