import { Box, Paper, Stack, Text } from '@mantine/core';
import type { TSupportMessage } from '../api/support';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A support conversation's messages, oldest first; `mine` says which side is the reader's. */
export function ConversationView({
  messages,
  mine,
}: {
  messages: readonly TSupportMessage[];
  mine: 'customer' | 'support';
}) {
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Messages">
      {messages.map((m) => {
        const own = (mine === 'support') === m.fromSupport;
        return (
          <Box
            component="li"
            key={m.id}
            data-testid="support-message"
            style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
          >
            <Paper p="xs" radius="md" bg={own ? 'blue.0' : 'gray.0'} withBorder>
              <Text size="xs" c="dimmed">
                {own ? 'You' : m.authorName} · {when(m.createdAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.text}
              </Text>
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}
