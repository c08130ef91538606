import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TSessionUser } from '../../../lib/session';
import { paths } from '../../../paths';

/** Pay per document: where the account stands and where the unlocked document is. */
export function PayPerDocCards(props: {
  user: TSessionUser;
  accessText?: string;
  onNavigate?: () => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md" data-testid="account-card">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Your account
          </Title>
          <Text size="sm">{props.user.name}</Text>
          <Text size="sm" c="dimmed">
            {props.user.email}
          </Text>
          <Text size="sm" c="dimmed">
            Your receipt is on its way to this address.
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" data-testid="document-card">
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h4">
            Your document
          </Title>
          {props.accessText && (
            <Text size="sm" data-testid="access-text">
              {props.accessText}
            </Text>
          )}
          <Button
            component={Link}
            to={paths.myDocuments()}
            variant="light"
            onClick={props.onNavigate}
          >
            Go to my documents
          </Button>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
