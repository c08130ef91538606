import type { TPasswordConfirmation } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function signOutEverywhere(input: TPasswordConfirmation) {
  return apiRequest<{ message: string; sessionsEnded: number }>(
    '/profile/sessions/sign-out-everywhere',
    { method: 'POST', body: input },
  );
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
