import {
  Badge,
  Button,
  Group,
  NavLink,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { showErrorToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import {
  type TThread,
  useChatLive,
  useChatMessages,
  useChatThreads,
  useSendMessage,
} from '../api/marketplace';

const threadKey = (t: Pick<TThread, 'briefId' | 'lawyerId'>) => `${t.briefId}:${t.lawyerId}`;

/** /quick-quote/messages: conversations per brief between a client and each lawyer. */
export function MessagesPage() {
  const threads = useChatThreads();
  useChatLive();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = threads.data?.chatThreads ?? [];
  const current = list.find((t) => threadKey(t) === chosen) ?? list[0] ?? null;
  return (
    <Stack gap="lg" maw={1040}>
      <Group justify="space-between">
        <Title order={1}>Messages</Title>
        {!!threads.data?.unreadChatCount && (
          <Badge aria-live="polite">{threads.data.unreadChatCount} unread</Badge>
        )}
      </Group>
      <QueryState query={threads} loadingLabel="Loading conversations" />
      {threads.data && list.length === 0 && (
        <Paper withBorder p="lg" radius="md" data-testid="threads-empty">
          <Text>No conversations yet. They start when a lawyer writes about a brief.</Text>
        </Paper>
      )}
      {list.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Paper withBorder radius="md" component="nav" aria-label="Conversations">
            {list.map((t) => (
              <NavLink
                key={threadKey(t)}
                active={current ? threadKey(current) === threadKey(t) : false}
                label={t.briefTitle}
                description={t.withName}
                onClick={() => setChosen(threadKey(t))}
                rightSection={
                  t.unreadCount > 0 ? (
                    <Badge size="sm" aria-label={`${t.unreadCount} unread`}>
                      {t.unreadCount}
                    </Badge>
                  ) : null
                }
              />
            ))}
          </Paper>
          {current && (
            <div style={{ gridColumn: 'span 2' }}>
              <Conversation thread={current} />
            </div>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Conversation({ thread }: { thread: TThread }) {
  const chat = useChatMessages(thread.briefId, thread.lawyerId);
  const send = useSendMessage();
  const [body, setBody] = useState('');
  const submit = () => {
    const text = body.trim();
    if (!text) return;
    send.mutate(
      { briefId: thread.briefId, lawyerId: thread.lawyerId, body: text },
      { onSuccess: () => setBody(''), onError: (e) => showErrorToast(e.message) },
    );
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={`Conversation about ${thread.briefTitle}`}
    >
      <Stack gap="sm">
        <Text fw={600}>
          {thread.briefTitle} · {thread.withName}
        </Text>
        <QueryState query={chat} loadingLabel="Loading messages" />
        <Stack gap="xs" role="log" aria-live="polite" data-testid="chat-log">
          {chat.data?.messages.map((m) => (
            <Paper
              key={m.id}
              p="xs"
              radius="md"
              bg={m.mine ? 'blue.0' : 'gray.0'}
              ml={m.mine ? 'auto' : 0}
              maw="85%"
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {m.body}
              </Text>
              <Text size="xs" c="dimmed">
                {new Date(m.createdAt).toLocaleString('en-AU')}
                {m.mine && (m.readByOther ? ' · Read' : ' · Sent')}
                {m.masked && ' · contact details hidden until a quote is accepted'}
              </Text>
            </Paper>
          ))}
        </Stack>
        {chat.data?.open === false ? (
          <Text size="sm" c="dimmed">
            This conversation is closed.
          </Text>
        ) : (
          <>
            <Textarea
              label="Your message"
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={4000}
            />
            <Group justify="flex-end">
              <Button onClick={submit} loading={send.isPending} disabled={!body.trim()}>
                Send
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
