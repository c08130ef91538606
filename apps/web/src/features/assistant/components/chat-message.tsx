import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { TChatMessage, TSentiment } from '../lib/types';
import { AnswerText } from './answer-text';
import { DraftArtifactCard } from './draft-artifact';

type TProps = {
  message: TChatMessage;
  /** The thread the message is in, for saving an edited draft. */
  threadId?: string | null;
  onRate: (messageId: string, sentiment: TSentiment) => void;
  onAsk: (question: string) => void;
  canRate: boolean;
};

// A suggested question as long as a sentence wraps instead of running off a phone's screen.
export const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'left' } } as const;

function Progress({ message }: { message: TChatMessage }) {
  if (message.message) return null;
  const label = message.isResearching ? 'Searching our guides…' : 'Thinking…';
  return (
    <Group gap="xs" data-testid="ai-progress">
      <Loader size="xs" aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/** One turn of the conversation: the customer's question or the assistant's answer. */
export function ChatMessage({ message, onRate, onAsk, canRate, threadId = null }: TProps) {
  if (message.entity === 'USER') {
    return (
      <Paper p="sm" radius="md" bg="blue.0" ml="auto" maw="85%" data-testid="ai-question">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Text>
      </Paper>
    );
  }
  const finished = !message.isStreaming && !message.error && message.message.length > 0;
  const rate = (s: TSentiment) =>
    onRate(message.serverId ?? message.id, message.sentiment === s ? 'NONE' : s);
  return (
    <Paper p="sm" radius="md" withBorder maw="100%" data-testid="ai-answer">
      <Stack gap="xs">
        <Progress message={message} />
        {message.message && <AnswerText text={message.message} citations={message.citations} />}
        {message.artifact && (
          <DraftArtifactCard
            artifact={message.artifact}
            threadId={threadId}
            messageId={
              message.serverId ?? (message.id.startsWith('pending-') ? undefined : message.id)
            }
          />
        )}
        {message.footnote && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="ai-footnote">
            {message.footnote}
          </Text>
        )}
        {message.error && (
          <Alert color="red" variant="light" role="alert">
            {message.error}
          </Alert>
        )}
        {message.citations.length > 0 && (
          <nav aria-label="Sources">
            <Text size="xs" fw={600} c="dimmed">
              Sources
            </Text>
            <ol
              style={{
                margin: 0,
                paddingInlineStart: '1.25rem',
                fontSize: 'var(--mantine-font-size-xs)',
              }}
            >
              {message.citations.map((c) => (
                <li key={c.number}>
                  <Anchor size="xs" href={c.url} target="_blank" rel="noopener noreferrer">
                    {c.title}
                  </Anchor>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {finished && (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              {message.recommendedQuestions.map((q) => (
                <Button
                  key={q}
                  size="compact-xs"
                  variant="light"
                  h="auto"
                  py={4}
                  styles={WRAPPING_LABEL}
                  onClick={() => onAsk(q)}
                >
                  {q}
                </Button>
              ))}
            </Group>
            {canRate && (
              <Group gap={4}>
                <ActionIcon
                  variant={message.sentiment === 'POSITIVE' ? 'filled' : 'subtle'}
                  aria-label="Helpful answer"
                  aria-pressed={message.sentiment === 'POSITIVE'}
                  onClick={() => rate('POSITIVE')}
                >
                  <IconThumbUp size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant={message.sentiment === 'NEGATIVE' ? 'filled' : 'subtle'}
                  color="red"
                  aria-label="Unhelpful answer"
                  aria-pressed={message.sentiment === 'NEGATIVE'}
                  onClick={() => rate('NEGATIVE')}
                >
                  <IconThumbDown size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
