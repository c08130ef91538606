import { Button, Center, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { clearToken, sessionEndReason, useToken } from '../lib/auth-token';
import { useCurrentUser } from '../lib/session';
import { paths } from '../paths';
import { FullPageLoader } from './pages/full-page-loader';

/**
 * Guards the app area: signed-out users go to sign-in and come back to the same page
 * afterwards. A token the server no longer knows (getUser is null) counts as signed out.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const user = useCurrentUser();
  const unknownToken = user.isSuccess && user.data === null;

  useEffect(() => {
    if (unknownToken) clearToken();
  }, [unknownToken]);

  if (!token) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    const comeBack = here !== '/' && sessionEndReason() !== 'signed-out';
    return <Navigate replace to={paths.signIn({ next: comeBack ? here : undefined })} />;
  }
  if (user.isPending || unknownToken) return <FullPageLoader />;
  if (user.isError && !user.data) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="sm">
          <Text role="alert">{user.error.message}</Text>
          <Button onClick={() => void user.refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return children;
}
