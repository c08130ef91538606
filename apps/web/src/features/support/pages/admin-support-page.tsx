import { MESSAGES } from '@app/domain';
import {
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { QueryState } from '../../../lib/ui/query-state';
import { AdminNav } from '../../admin';
import {
  sendProblem,
  type TInboxEntry,
  useCloseSupportConversation,
  useReplySupport,
  useSupportConversation,
  useSupportInbox,
  useSupportInboxLive,
} from '../api/support';
import { ConversationView } from '../components/conversation-view';
import { MessageForm } from '../components/message-form';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

function InboxRow({
  entry,
  selected,
  onOpen,
}: {
  entry: TInboxEntry;
  selected: boolean;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onOpen}
      p="sm"
      data-testid="support-inbox-entry"
      aria-current={selected ? 'true' : undefined}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: selected ? 'var(--mantine-color-blue-0)' : undefined,
        width: '100%',
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={entry.unreadCount > 0 ? 700 : 400} truncate>
            {entry.customerName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {entry.customerEmail} · {when(entry.lastMessageAt)}
          </Text>
        </div>
        {entry.unreadCount > 0 && (
          <Badge color="red" aria-label={`${entry.unreadCount} unread`}>
            {entry.unreadCount}
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}

function ConversationPane({ id, onClosed }: { id: string; onClosed: () => void }) {
  const conversation = useSupportConversation(id);
  const reply = useReplySupport(id);
  const close = useCloseSupportConversation();
  return (
    <Paper withBorder p="md">
      <QueryState query={conversation} loadingLabel="Loading the conversation" />
      {conversation.data && (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {conversation.data.customerName}
            </Title>
            <Button
              variant="light"
              color="gray"
              loading={close.isPending}
              onClick={() => close.mutate(id, { onSuccess: onClosed })}
            >
              Close conversation
            </Button>
          </Group>
          <ConversationView messages={conversation.data.messages} mine="support" />
          <MessageForm
            label="Reply"
            pending={reply.isPending}
            error={sendProblem(reply.error)}
            onSend={(text) => reply.mutateAsync(text)}
          />
        </Stack>
      )}
    </Paper>
  );
}

/** /admin/support: open support conversations, latest first, answered live. */
export function AdminSupportPage() {
  const me = useSignedInUser();
  const inbox = useSupportInbox(me.isAdmin);
  useSupportInboxLive(me.isAdmin);
  const [selected, setSelected] = useState<string | null>(null);

  if (!me.isAdmin) {
    return (
      <Stack gap="xs">
        <Title order={1}>Support inbox</Title>
        <Text c="dimmed">{MESSAGES.forbidden}</Text>
      </Stack>
    );
  }

  const entries = inbox.data ?? [];
  const unread = entries.reduce((n, e) => n + e.unreadCount, 0);
  return (
    <Stack gap="md">
      <AdminNav />
      <Title order={1}>Support inbox</Title>
      <VisuallyHidden role="status" aria-live="polite">
        {inbox.data ? `${entries.length} open conversations, ${unread} unread messages` : ''}
      </VisuallyHidden>
      <QueryState query={inbox} loadingLabel="Loading the inbox" />
      {inbox.data &&
        (entries.length === 0 ? (
          <Text c="dimmed">No open conversations. New questions from customers appear here.</Text>
        ) : (
          <Grid>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap={4} component="nav" aria-label="Open conversations">
                {entries.map((entry) => (
                  <InboxRow
                    key={entry.id}
                    entry={entry}
                    selected={entry.id === selected}
                    onOpen={() => setSelected(entry.id)}
                  />
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              {selected ? (
                <ConversationPane id={selected} onClosed={() => setSelected(null)} />
              ) : (
                <Text c="dimmed">Choose a conversation to read and answer it.</Text>
              )}
            </Grid.Col>
          </Grid>
        ))}
    </Stack>
  );
}
