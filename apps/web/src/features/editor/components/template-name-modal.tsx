import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fieldErrorText } from '../../../lib/ui/server-field-errors';

/** A template's name is 1 to 120 characters once trimmed, as the server requires. */
export const TEMPLATE_NAME_MAX = 120;

export function templateNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Give the template a name.';
  if (trimmed.length > TEMPLATE_NAME_MAX) return 'A template name must be 120 characters or fewer.';
  return null;
}

/** Asks for a template's name: to save a document as one, or to rename one. */
export function TemplateNameModal(props: {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  description?: string;
  saving: boolean;
  /** The server's refusal (a name already taken, say), shown under the name. */
  error: unknown;
  onClose: () => void;
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState(props.initialName ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // Each opening starts from the name given, without the last attempt's message.
  useEffect(() => {
    if (!props.opened) return;
    setName(props.initialName ?? '');
    setProblem(null);
  }, [props.opened, props.initialName]);
  const serverProblem = fieldErrorText(props.error, 'name');

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const found = templateNameProblem(name);
          if (found) return setProblem(found);
          props.onSubmit(name.trim());
        }}
      >
        <Stack>
          <TextInput
            label="Template name"
            description={props.description}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setProblem(null);
            }}
            error={problem ?? serverProblem}
            required
            maxLength={TEMPLATE_NAME_MAX + 20}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={props.saving}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
