import { MESSAGES } from '@app/domain';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/**
 * Last line of defence for a page that throws while rendering or loading. The usual cause
 * after a release is a lazily loaded page whose old file is gone: a reload fetches the new one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed" ta="center">
          {MESSAGES.unexpected}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
