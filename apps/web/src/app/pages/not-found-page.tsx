import { MESSAGES } from '@app/domain';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../paths';

export function NotFoundPage() {
  return (
    <Stack gap="sm" align="flex-start" maw={720}>
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">{MESSAGES.notFound}</Text>
      <Button component={Link} to={paths.home()} variant="light">
        Go to home
      </Button>
    </Stack>
  );
}
