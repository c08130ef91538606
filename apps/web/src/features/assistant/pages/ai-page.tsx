import { Box, Button, Drawer, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { ChatView } from '../components/chat-view';
import { HistoryList } from '../components/history-list';
import { asMode, ModePicker } from '../components/mode-picker';
import { ReviewUpload } from '../components/review-upload';
import { useAssistantChat } from '../hooks/use-assistant-chat';

/** The full-screen assistant at /ai?mode={mode} (SPEC §2.3). */
export function AiPage() {
  const [params, setParams] = useSearchParams();
  const mode = asMode(params.get('mode'));
  const user = useCurrentUser();
  const chat = useAssistantChat({ userId: user.data?.flakeId, mode });
  const wide = useMediaQuery('(min-width: 62em)');
  const [historyOpen, history] = useDisclosure(false);
  const openThread = (threadId: string) => {
    history.close();
    void chat.open(threadId);
  };

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }} style={{ height: '100%', minHeight: '70vh' }}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          AI assistant
        </Title>
        {!wide && (
          <Button
            variant="light"
            leftSection={<IconHistory size={16} aria-hidden="true" />}
            onClick={history.open}
          >
            History
          </Button>
        )}
      </Group>
      <ModePicker mode={mode} onChange={(m) => setParams({ mode: m })} />
      <Group align="stretch" gap="lg" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        {wide && (
          <Paper withBorder p="sm" w={260} style={{ overflowY: 'auto' }}>
            <Title order={2} size="h5" mb="xs">
              Conversations
            </Title>
            <HistoryList activeThreadId={chat.threadId} onOpen={openThread} />
          </Paper>
        )}
        <Box style={{ flex: 1, minWidth: 0, display: 'flex' }}>
          {mode === 'review' ? <ReviewUpload /> : <ChatView chat={chat} />}
        </Box>
      </Group>
      <Drawer opened={historyOpen} onClose={history.close} title="Conversations" position="left">
        <HistoryList activeThreadId={chat.threadId} onOpen={openThread} />
      </Drawer>
    </Stack>
  );
}
