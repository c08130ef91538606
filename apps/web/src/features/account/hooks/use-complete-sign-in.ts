import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { resetAnalyticsSession } from '../../../lib/analytics';
import { setToken } from '../../../lib/auth-token';
import { safeNextPath } from '../../../paths';
import type { TAuthResponse } from '../api/auth-response';

/** After sign-in or sign-up: start a clean session and go back where the user was headed. */
export function useCompleteSignIn(): (response: TAuthResponse) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  return useCallback(
    (response) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      resetAnalyticsSession();
      setToken(response.token);
      navigate(next, { replace: true });
    },
    [navigate, next, queryClient],
  );
}
