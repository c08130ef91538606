import type { TSignUp } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TSignUpResponse } from './auth-response';

/** Starts an account: the server mails a link that finishes it (no session yet). */
export function signUp(input: TSignUp): Promise<TSignUpResponse> {
  return apiRequest<TSignUpResponse>('/auth/sign-up', { method: 'POST', body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
