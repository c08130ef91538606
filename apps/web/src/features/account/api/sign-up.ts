import type { TSignUp } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TAuthResponse } from './auth-response';

export function signUp(input: TSignUp): Promise<TAuthResponse> {
  return apiRequest<TAuthResponse>('/auth/sign-up', { method: 'POST', body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
