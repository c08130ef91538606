import { Button, CloseButton, Group, Loader, Stack, Title, Transition } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconMaximize } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { loadAssistantPanel } from '../../features/assistant';
import { paths } from '../../paths';

export const AI_PANEL_ID = 'ai-panel';

// The assistant's code arrives the first time the panel opens, not with the app frame.
const AssistantPanel = lazy(loadAssistantPanel);

type TAiPanelProps = { opened: boolean; onClose: () => void };

/** The side AI panel: the assistant, with a way to go full screen. */
export function AiPanel({ opened, onClose }: TAiPanelProps) {
  const navigate = useNavigate();
  const closeRef = useRef<HTMLButtonElement>(null);

  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') onClose();
  });

  useEffect(() => {
    if (opened) closeRef.current?.focus();
  }, [opened]);

  const goFullScreen = () => {
    onClose();
    navigate(paths.ai({ mode: 'ask' }));
  };

  return (
    <Transition mounted={opened} transition="slide-left" duration={200} keepMounted={false}>
      {(styles) => (
        <aside
          id={AI_PANEL_ID}
          className="cw-ai-panel"
          data-testid="ai-panel"
          aria-labelledby="ai-panel-title"
          style={styles}
        >
          <Group justify="space-between" px="md" py="sm" wrap="nowrap">
            <Title order={2} size="h4" id="ai-panel-title">
              AI assistant
            </Title>
            <CloseButton
              ref={closeRef}
              size="lg"
              aria-label="Close AI assistant"
              onClick={onClose}
            />
          </Group>
          <Stack px="md" pb="md" gap="sm" style={{ flex: 1, minHeight: 0 }}>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconMaximize size={16} />}
              onClick={goFullScreen}
            >
              Go full screen
            </Button>
            <Suspense fallback={<Loader size="sm" aria-label="Loading the assistant" />}>
              <AssistantPanel />
            </Suspense>
          </Stack>
        </aside>
      )}
    </Transition>
  );
}
