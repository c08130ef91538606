import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

const MAX_NAME = 80;

/** Asks for a name for the version being kept. */
export function SaveVersionModal(props: {
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('Give the version a name.');
    if (trimmed.length > MAX_NAME)
      return setError('A version name must be 80 characters or fewer.');
    props.onSave(trimmed);
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Save version" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label="Version name"
            description="For example: Sent to the other party"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={MAX_NAME + 20}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={props.saving}>
              Save version
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
