import type { TEmailVerification } from '@app/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { apiRequest, graphqlRequest } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth-token';
import type { TAuthResponse, TMessageResponse } from './auth-response';

/** Follows a confirmation link: confirms the address and answers a new session. */
export function verifyEmail(input: TEmailVerification): Promise<TAuthResponse> {
  return apiRequest<TAuthResponse>('/auth/verify-email', { method: 'POST', body: input });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

/**
 * Asks for a new link. Signed in, the server uses the customer's own address and `email`
 * is ignored; signed out, the link goes to `email` if it is waiting to be confirmed.
 */
export function resendVerification(email?: string): Promise<TMessageResponse> {
  return apiRequest<TMessageResponse>('/auth/verify-email/resend', {
    method: 'POST',
    body: email ? { email } : {},
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

const EMAIL_VERIFICATION_QUERY = graphql(`
  query EmailVerification {
    getUser { email emailVerified }
  }
`);

export type TEmailVerificationState = NonNullable<
  ResultOf<typeof EMAIL_VERIFICATION_QUERY>['getUser']
>;

export function emailVerificationQueryOptions() {
  return queryOptions({
    queryKey: ['current-user', 'email-verification'],
    queryFn: async () => {
      const data = await graphqlRequest(EMAIL_VERIFICATION_QUERY);
      return data?.getUser ?? null;
    },
    staleTime: 60_000,
  });
}

/** Whether the signed-in user has confirmed their address (nothing is fetched signed out). */
export function useEmailVerification() {
  const token = useToken();
  return useQuery({ ...emailVerificationQueryOptions(), enabled: token !== null });
}
