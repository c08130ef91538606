import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { ChatView } from './chat-view';
import { HistoryList } from './history-list';

/** The assistant inside the side panel (SPEC §2.5): the chat, or the history to pick from. */
export function AssistantPanel() {
  const user = useCurrentUser();
  const chat = useAssistantChat({ userId: user.data?.flakeId });
  const [showHistory, setShowHistory] = useState(false);
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="subtle"
          leftSection={
            showHistory ? (
              <IconArrowLeft size={14} aria-hidden="true" />
            ) : (
              <IconHistory size={14} aria-hidden="true" />
            )
          }
          onClick={() => setShowHistory((v) => !v)}
        >
          {showHistory ? 'Back to chat' : 'History'}
        </Button>
      </Group>
      {showHistory ? (
        <HistoryList
          activeThreadId={chat.threadId}
          onOpen={(id) => {
            setShowHistory(false);
            void chat.open(id);
          }}
        />
      ) : (
        <ChatView chat={chat} />
      )}
    </Stack>
  );
}
