import type { TPasswordReset, TPasswordResetRequest } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TMessageResponse } from './auth-response';

export function requestPasswordReset(input: TPasswordResetRequest): Promise<TMessageResponse> {
  return apiRequest<TMessageResponse>('/auth/password-reset/request', {
    method: 'POST',
    body: input,
  });
}

export function confirmPasswordReset(input: TPasswordReset): Promise<TMessageResponse> {
  return apiRequest<TMessageResponse>('/auth/password-reset/confirm', {
    method: 'POST',
    body: input,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
