import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';

export const MESSAGE_MAX_LENGTH = 2000;

/** A labelled text box and Send; the text is kept when sending fails. */
export function MessageForm({
  label,
  pending,
  error,
  onSend,
}: {
  label: string;
  pending: boolean;
  error: string | null;
  onSend: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setProblem('Write a message before sending it.');
      return;
    }
    setProblem(null);
    try {
      await onSend(trimmed);
      setText('');
    } catch {
      // The caller's error names the problem below; the text stays to be corrected.
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
          }}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          description={`${text.length}/${MESSAGE_MAX_LENGTH} characters`}
          error={problem ?? error}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
