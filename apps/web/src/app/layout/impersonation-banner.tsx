import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api-client';
import { refreshSession, type TSessionUser } from '../../lib/session';
import { showErrorToast } from '../../lib/toasts';
import { paths } from '../../paths';

/** Always visible while an admin acts as a customer, with the way back. */
export function ImpersonationBanner({ user }: { user: TSessionUser }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const end = useMutation({
    mutationFn: () => apiRequest('/api/admin/impersonation', { method: 'DELETE' }),
    onSuccess: async () => {
      await refreshSession(queryClient);
      navigate(paths.adminUsers());
    },
    onError: (error) => showErrorToast(error.message),
  });

  if (!user.impersonateUser) return null;
  return (
    <Group
      data-testid="impersonation-banner"
      role="region"
      aria-label="Impersonation"
      justify="space-between"
      wrap="wrap"
      gap="xs"
      px="md"
      py={6}
      bg="yellow.2"
      style={{ flex: '0 0 auto' }}
    >
      <Text size="sm" fw={600}>
        You are viewing as {user.name} ({user.email})
      </Text>
      <Button size="xs" color="dark" loading={end.isPending} onClick={() => end.mutate()}>
        End impersonation
      </Button>
    </Group>
  );
}
