import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

export type TNoteDialogProps = {
  opened: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
};

type TProps = TNoteDialogProps & {
  title: string;
  /** What happens once confirmed, said before the customer writes. */
  explanation: string;
  label: string;
  /** A required note is sent trimmed, and the confirm button waits for one. */
  required?: boolean;
  minRows: number;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: (note: string) => void;
};

/** A confirmation that ends a signing, with a note to the others: cancelling, declining. */
export function NoteDialog(props: TProps) {
  const { opened, busy, error, onClose, required = false } = props;
  const [note, setNote] = useState('');
  const trimmed = note.trim();
  return (
    <Modal opened={opened} onClose={onClose} title={props.title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!required) props.onConfirm(note);
          else if (trimmed) props.onConfirm(trimmed);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{props.explanation}</Text>
          <Textarea
            label={props.label}
            required={required}
            minRows={props.minRows}
            maxLength={1000}
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
              {props.keepLabel}
            </Button>
            <Button color="red" type="submit" loading={busy} disabled={required && !trimmed}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
