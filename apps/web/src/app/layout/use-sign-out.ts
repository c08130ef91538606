import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resetAnalyticsSession } from '../../lib/analytics';
import { apiRequest } from '../../lib/api-client';
import { clearToken } from '../../lib/auth-token';
import { shutdownSupportWidget } from '../../lib/support-widget';
import { paths } from '../../paths';

/** SPEC §4: sign-out ends the session on the server and here, and shuts the support widget. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiRequest('/auth/sign-out', { method: 'POST' });
    } catch {
      // An expired or unreachable session is still ended on this device below.
    }
    clearToken('signed-out');
    queryClient.clear();
    shutdownSupportWidget();
    resetAnalyticsSession();
    navigate(paths.signIn(), { replace: true });
  }, [navigate, queryClient]);
}
