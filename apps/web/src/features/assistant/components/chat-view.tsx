import {
  Alert,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlayerStop, IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAiAllowance } from '../api/conversations';
import type { TAssistantChat } from '../hooks/use-assistant-chat';
import { ChatMessage, WRAPPING_LABEL } from './chat-message';

const ASK = {
  intro:
    'Ask a question about running a business in Australia. Answers come from our guides, with links to the official sources.',
  suggestions: [
    'Should I be a sole trader or set up a company?',
    'When do I need to register for GST?',
    'What should a confidentiality agreement include?',
  ],
  label: 'Your question',
  placeholder: 'For example: do I need to register for GST?',
  send: 'Ask',
};
const DRAFT = {
  intro:
    'Tell me what to draft and who it is between: names, ABNs, dates and amounts you mention are filled in for you. You can then open the draft in the questionnaire to finish it.',
  suggestions: [
    'Draft a mutual NDA between Acme Pty Ltd and Beta Pty Ltd to discuss a joint venture',
    'Draft a letter of demand for an unpaid invoice of $4,500',
    'Draft an independent contractor agreement',
  ],
  label: 'What should I draft?',
  placeholder: 'For example: an NDA between my company and a supplier',
  send: 'Draft',
};

/** The conversation and the box to ask in; the page and the side panel both show it. */
export function ChatView({ chat }: { chat: TAssistantChat }) {
  const [draft, setDraft] = useState('');
  const words = chat.mode === 'draft' ? DRAFT : ASK;
  const allowance = useAiAllowance();
  const endRef = useRef<HTMLDivElement>(null);
  const last = chat.messages.at(-1);
  // Announced once the answer is complete, not word by word as it streams.
  const announcement =
    last?.entity === 'AI' && !last.isStreaming ? (last.error ?? last.message) : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new piece of an answer scrolls it into view.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim()) return;
    void chat.ask(draft);
    setDraft('');
  };

  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <Stack
        gap="sm"
        style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
        aria-busy={chat.streaming}
        data-testid="ai-messages"
      >
        {chat.loading && <Skeleton height={60} radius="md" aria-label="Loading conversation" />}
        {chat.loadError && (
          <Alert color="red" variant="light" role="alert">
            {chat.loadError}
          </Alert>
        )}
        {!chat.loading && !chat.loadError && chat.messages.length === 0 && (
          <Stack gap="xs" data-testid="ai-empty">
            <Text size="sm">{words.intro}</Text>
            <Group gap="xs">
              {words.suggestions.map((q) => (
                <Button
                  key={q}
                  size="compact-sm"
                  variant="light"
                  h="auto"
                  py={4}
                  styles={WRAPPING_LABEL}
                  onClick={() => void chat.ask(q)}
                >
                  {q}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        {chat.messages.map((m) => (
          <ChatMessage
            key={m.id}
            message={m}
            onAsk={(q) => void chat.ask(q)}
            onRate={chat.rateAnswer}
            threadId={chat.threadId}
            canRate={!!chat.threadId && (!!m.serverId || !m.id.startsWith('pending-'))}
          />
        ))}
        <div ref={endRef} />
      </Stack>
      <VisuallyHidden aria-live="polite" data-testid="ai-live">
        {announcement}
      </VisuallyHidden>
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label={words.label}
            placeholder={words.placeholder}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={4000}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
          />
          <Group justify="space-between">
            <Group gap="xs">
              <Button variant="subtle" size="xs" onClick={chat.newChat} disabled={chat.streaming}>
                New chat
              </Button>
              {allowance.data && (
                <Text size="xs" c="dimmed" data-testid="ai-allowance">
                  {allowance.data.remaining === 1
                    ? '1 question left today'
                    : `${allowance.data.remaining} questions left today`}
                </Text>
              )}
            </Group>
            {chat.streaming ? (
              <Button
                color="gray"
                leftSection={<IconPlayerStop size={16} aria-hidden="true" />}
                onClick={chat.stop}
              >
                Stop
              </Button>
            ) : (
              <Button type="submit" leftSection={<IconSend size={16} aria-hidden="true" />}>
                {words.send}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
