import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';
import { showErrorToast } from '../../../lib/toasts';
import { paths } from '../../../paths';

/** The same bearer token then acts as the customer; the app reloads who it is showing. */
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest('/api/admin/impersonation', { method: 'POST', body: { userId } }),
    onSuccess: async () => {
      await refreshSession(queryClient);
      navigate(paths.home());
    },
    onError: (error) => showErrorToast(error.message),
  });
}
