import { MESSAGES } from '@app/domain';
import { Alert, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { useConversationHistory } from '../api/conversations';

type TProps = { activeThreadId: string | null; onOpen: (threadId: string) => void };

/** SPEC §2.5 conversation history: the customer's threads, newest first. */
export function HistoryList({ activeThreadId, onOpen }: TProps) {
  const history = useConversationHistory();
  if (history.isPending) {
    return (
      <Stack gap="xs" aria-label="Loading conversation history">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {MESSAGES.conversationLoadFailed}
      </Alert>
    );
  }
  if (history.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Your conversations will be listed here.
      </Text>
    );
  }
  return (
    <nav aria-label="Conversation history">
      {history.data.map((entry) => (
        <NavLink
          key={entry.threadId}
          component="button"
          label={entry.title}
          description={formatDate(entry.timestamp)}
          active={entry.threadId === activeThreadId}
          aria-current={entry.threadId === activeThreadId ? 'true' : undefined}
          onClick={() => onOpen(entry.threadId)}
        />
      ))}
    </nav>
  );
}
