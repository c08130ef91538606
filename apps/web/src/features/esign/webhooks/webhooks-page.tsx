import {
  Alert,
  Badge,
  Button,
  Code,
  Container,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { type TWebhook, useAddWebhook, useRemoveWebhook, useWebhooks } from './webhooks-api';

const STATE_COLOURS = { DELIVERED: 'green', PENDING: 'yellow', FAILED: 'red' } as const;

/** /settings/webhooks: endpoints that hear about signing events, and how each delivery went. */
export function WebhooksPage() {
  const hooks = useWebhooks();
  const add = useAddWebhook();
  const [url, setUrl] = useState('');
  return (
    <Container size="md" px={{ base: 0, sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Webhooks
        </Title>
        <Text c="dimmed">
          We post an event to your HTTPS endpoint when a document is sent, viewed, signed, declined
          or completed. Each request carries a <Code>clausewell-signature</Code> header:
          <Code>t=…,v1=…</Code>, the HMAC-SHA256 of the timestamp, a dot and the body, made with
          your secret. Failed deliveries are retried for several hours.
        </Text>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              add.mutate(url.trim(), { onSuccess: () => setUrl('') });
            }}
          >
            <Stack gap="sm">
              <TextInput
                label="Endpoint address"
                placeholder="https://example.com/clausewell-events"
                value={url}
                onChange={(e) => setUrl(e.currentTarget.value)}
                error={add.error?.message}
                required
              />
              <Group>
                <Button type="submit" loading={add.isPending} disabled={!url.trim()}>
                  Add endpoint
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        {add.data ? (
          <Alert color="blue" title="Copy your signing secret now" data-testid="webhook-secret">
            <Stack gap="xs">
              <Text size="sm">It is shown only this once. Keep it with your receiver.</Text>
              <Code block style={{ overflowWrap: 'anywhere' }}>
                {add.data.secret}
              </Code>
              <CopyButton value={add.data.secret}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy secret'}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        ) : null}
        {hooks.isPending ? (
          <Loader aria-label="Loading your webhooks" />
        ) : hooks.error ? (
          <Alert color="red">
            {hooks.error.message}{' '}
            <Button size="xs" variant="subtle" onClick={() => hooks.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : hooks.data.length === 0 ? (
          <Text c="dimmed" data-testid="webhooks-empty">
            No endpoints yet. Add one above to hear about your signings as they happen.
          </Text>
        ) : (
          hooks.data.map((hook) => <WebhookCard key={hook.id} hook={hook} />)
        )}
      </Stack>
    </Container>
  );
}

function WebhookCard({ hook }: { hook: TWebhook }) {
  const remove = useRemoveWebhook();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" data-testid="webhook">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {hook.url}
            </Text>
            <Text size="xs" c="dimmed">
              Added {formatDate(hook.createdAt)}
            </Text>
          </Stack>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={remove.isPending}
            onClick={() => remove.mutate(hook.id)}
            aria-label={`Remove ${hook.url}`}
          >
            Remove
          </Button>
        </Group>
        {hook.deliveries.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing delivered yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped aria-label={`Deliveries to ${hook.url}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>Last answer</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {hook.deliveries.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.event}</Table.Td>
                    <Table.Td>
                      <Badge color={STATE_COLOURS[d.state]} variant="light">
                        {d.state.toLowerCase()}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{d.attempts}</Table.Td>
                    <Table.Td>
                      {d.lastError ?? (d.lastStatus ? `HTTP ${d.lastStatus}` : '—')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
