import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fieldErrorText } from '../../../lib/ui/server-field-errors';
import { type TDocumentFolder, useCreateFolder, useRenameFolder } from '../api/folders';

export type TFolderNaming =
  | { mode: 'create'; parentId: string | null }
  | { mode: 'rename'; folder: TDocumentFolder };

/** Names a new folder, or renames one. */
export function FolderNameModal({
  naming,
  onClose,
}: {
  naming: TFolderNaming | null;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const active = naming?.mode === 'rename' ? rename : create;
  useEffect(() => {
    setName(naming?.mode === 'rename' ? naming.folder.name : '');
    create.reset();
    rename.reset();
  }, [naming, create.reset, rename.reset]);

  return (
    <Modal
      opened={naming !== null}
      onClose={onClose}
      title={naming?.mode === 'rename' ? 'Rename folder' : 'New folder'}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!naming) return;
          if (naming.mode === 'rename') {
            rename.mutate({ folderId: naming.folder.id, name }, { onSuccess: onClose });
          } else {
            create.mutate({ name, parentId: naming.parentId }, { onSuccess: onClose });
          }
        }}
      >
        <TextInput
          label="Folder name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fieldErrorText(active.error, 'name')}
          data-autofocus
          maxLength={80}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={active.isPending}>
            {naming?.mode === 'rename' ? 'Save' : 'Create folder'}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
