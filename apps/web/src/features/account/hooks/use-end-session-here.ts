import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resetAnalyticsSession } from '../../../lib/analytics';
import { clearToken } from '../../../lib/auth-token';
import { shutdownSupportWidget } from '../../../lib/support-widget';
import { paths } from '../../../paths';

/**
 * After the server has ended this session (signed out everywhere, account deleted): forget
 * it here as sign-out does, and go to the sign-in page rather than back to a settings page.
 */
export function useEndSessionHere(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearToken('signed-out');
    queryClient.clear();
    shutdownSupportWidget();
    resetAnalyticsSession();
    navigate(paths.signIn(), { replace: true });
  }, [navigate, queryClient]);
}
