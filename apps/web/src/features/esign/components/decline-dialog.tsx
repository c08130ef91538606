import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

type TProps = {
  opened: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onDecline: (reason: string) => void;
};

/** Declining tells the sender why; the reason is required so they know what to fix. */
export function DeclineDialog({ opened, busy, error, onClose, onDecline }: TProps) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal opened={opened} onClose={onClose} title="Decline to sign" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onDecline(trimmed);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            The sender and anyone else asked to sign are told that you declined, with your reason.
            Nobody can sign this request afterwards.
          </Text>
          <Textarea
            label="Why are you declining?"
            required
            minRows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep the request
            </Button>
            <Button color="red" type="submit" loading={busy} disabled={!trimmed}>
              Decline
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
