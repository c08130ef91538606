import { Button, Checkbox, Group, Modal, PasswordInput, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import type { TMyDocument } from '../api/my-documents';
import { useUnlockPdf } from '../api/uploads';

/** Asks for a locked PDF's password and stores an unlocked copy (or replaces the original). */
export function UnlockPdfModal({
  document,
  onClose,
}: {
  document: TMyDocument | null;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [replace, setReplace] = useState(true);
  const unlock = useUnlockPdf();
  // A fresh form for each document opened.
  const documentId = document?.id;
  useEffect(() => {
    if (documentId === undefined) return;
    setPassword('');
    setReplace(true);
    unlock.reset();
  }, [documentId, unlock.reset]);

  return (
    <Modal opened={document !== null} onClose={onClose} title="Unlock PDF">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!document) return;
          unlock.mutate(
            { fileId: document.id, password, replace },
            {
              onSuccess: () => {
                showSuccessToast(`“${document.title}” unlocked`);
                onClose();
              },
            },
          );
        }}
      >
        <Text size="sm" mb="sm">
          “{document?.title}” is protected with a password. Enter it once and we keep an unlocked
          copy, so it opens without the password from now on.
        </Text>
        <PasswordInput
          label="PDF password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={unlock.error?.message.replace(/^replaceInput\.password: /, '')}
          autoComplete="off"
          data-autofocus
          required
        />
        <Checkbox
          mt="sm"
          label="Replace the locked file with the unlocked one"
          checked={replace}
          onChange={(e) => setReplace(e.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={unlock.isPending}>
            Unlock
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
