import type { TSignIn } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TAuthResponse } from './auth-response';

export function signIn(input: TSignIn): Promise<TAuthResponse> {
  return apiRequest<TAuthResponse>('/auth/sign-in', { method: 'POST', body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
