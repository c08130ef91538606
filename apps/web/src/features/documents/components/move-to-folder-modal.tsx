import { Button, Group, Modal, Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import { folderPath, type TDocumentFolder, useMoveDocument } from '../api/folders';
import type { TMyDocument } from '../api/my-documents';

const TOP = '__top__';

/** Moves a document into one of the customer's folders, or back to the top level. */
export function MoveToFolderModal({
  document,
  folders,
  onClose,
}: {
  document: TMyDocument | null;
  folders: TDocumentFolder[];
  onClose: () => void;
}) {
  const [target, setTarget] = useState<string>(TOP);
  const move = useMoveDocument();
  useEffect(() => {
    setTarget(document?.folderId ?? TOP);
    move.reset();
  }, [document, move.reset]);
  const options = [
    { value: TOP, label: 'My documents (no folder)' },
    ...folders
      .map((f) => ({
        value: f.id,
        label: folderPath(folders, f.id)
          .map((p) => p.name)
          .join(' / '),
      }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];

  return (
    <Modal opened={document !== null} onClose={onClose} title="Move to folder">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!document) return;
          const folderId = target === TOP ? null : target;
          move.mutate(
            { documentId: document.id, folderId },
            {
              onSuccess: () => {
                const where = options.find((o) => o.value === target)?.label ?? '';
                showSuccessToast(`“${document.title}” moved to ${where}`);
                onClose();
              },
            },
          );
        }}
      >
        <Select
          label="Folder"
          data={options}
          value={target}
          onChange={(v) => setTarget(v ?? TOP)}
          allowDeselect={false}
          searchable
          error={move.error?.message}
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={move.isPending}>
            Move
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
