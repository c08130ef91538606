import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import type { TAiMode } from '../lib/types';
import { ChatView } from './chat-view';
import { HistoryList } from './history-list';
import { ModePicker } from './mode-picker';
import { ReviewUpload } from './review-upload';

/** The assistant inside the side panel (SPEC §2.5): the chat, or the history to pick from. */
export function AssistantPanel({ onClose }: { onClose?: () => void } = {}) {
  const user = useCurrentUser();
  const [mode, setMode] = useState<TAiMode>('ask');
  const chat = useAssistantChat({ userId: user.data?.flakeId, mode });
  const [showHistory, setShowHistory] = useState(false);
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <Group justify="space-between" wrap="nowrap">
        <ModePicker
          mode={mode}
          onChange={(m) => {
            setShowHistory(false);
            setMode(m);
          }}
        />
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
      ) : mode === 'review' ? (
        <ReviewUpload onStarted={onClose} />
      ) : (
        <ChatView chat={chat} />
      )}
    </Stack>
  );
}
