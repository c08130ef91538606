import type { TPasswordConfirmation } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TDeleteAccountResult = {
  message: string;
  subscriptionsCancelled: number;
  retained: { what: string; why: string }[];
};

export function deleteAccount(input: TPasswordConfirmation) {
  return apiRequest<TDeleteAccountResult>('/profile/delete-account', {
    method: 'POST',
    body: input,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
