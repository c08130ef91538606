import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fieldErrorText } from '../../../lib/ui/server-field-errors';
import type { TMyDocument } from '../api/my-documents';
import { useRenameDocument } from '../api/my-documents';

export function RenameDocumentModal({
  document,
  onClose,
}: {
  document: TMyDocument | null;
  onClose: () => void;
}) {
  const [title, setTitle] = useState('');
  const rename = useRenameDocument();
  useEffect(() => {
    if (document) setTitle(document.title);
    rename.reset();
  }, [document, rename.reset]);

  return (
    <Modal opened={document !== null} onClose={onClose} title="Rename document">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!document) return;
          rename.mutate({ documentId: document.id, title }, { onSuccess: onClose });
        }}
      >
        <TextInput
          label="Document name"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={fieldErrorText(rename.error, 'title')}
          data-autofocus
          maxLength={150}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={rename.isPending}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
