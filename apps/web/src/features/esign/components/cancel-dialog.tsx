import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

type TProps = {
  opened: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onCancel: (note: string) => void;
};

/** Cancelling closes every link; the note goes to everyone who was asked. */
export function CancelDialog({ opened, busy, error, onClose, onCancel }: TProps) {
  const [note, setNote] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel this signing" centered>
      <Stack gap="sm">
        <Text size="sm">
          Nobody can sign after this. Everyone asked to sign is told by e-mail, with your note.
        </Text>
        <Textarea
          label="Note to the recipients (optional)"
          maxLength={1000}
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it going
          </Button>
          <Button color="red" loading={busy} onClick={() => onCancel(note)}>
            Cancel signing
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
