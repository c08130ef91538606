import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import {
  type TMyDocument,
  useDeleteDocument,
  useDuplicateDocument,
  useMyDocuments,
  useRestoreDocument,
} from '../api/my-documents';
import { FreemiumPanel } from '../components/freemium-panel';
import { MyDocumentRow } from '../components/my-document-row';
import { RenameDocumentModal } from '../components/rename-document-modal';
import { useDocumentDownload } from '../hooks/use-document-download';

/** /documents/my-documents: the customer's documents, newest first. */
export function MyDocumentsPage() {
  const documents = useMyDocuments();
  const duplicate = useDuplicateDocument();
  const remove = useDeleteDocument();
  const restore = useRestoreDocument();
  const [renaming, setRenaming] = useState<TMyDocument | null>(null);
  const download = useDocumentDownload();

  const onDelete = (d: TMyDocument) =>
    remove.mutate(d.id, {
      onSuccess: () => {
        // Deleting is a slip that is easy to make and costly: offer the way back at once.
        const id = notifications.show({
          message: (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">“{d.title}” deleted</Text>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => {
                  notifications.hide(id);
                  restore.mutate(d.id, {
                    onSuccess: () => showSuccessToast(`“${d.title}” restored`),
                    onError: (e) => showErrorToast(e.message),
                  });
                }}
              >
                Undo
              </Button>
            </Group>
          ),
        });
      },
      onError: (e) => showErrorToast(e.message),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>My documents</Title>
        <Button component={Link} to={paths.documentLibrary()}>
          New document
        </Button>
      </Group>
      {documents.isPending && <Loader aria-label="Loading your documents" />}
      {documents.isError && (
        <Alert color="red" variant="light" role="alert">
          {documents.error.message}
        </Alert>
      )}
      {documents.data?.length === 0 && (
        <Stack gap="xs" data-testid="my-documents-empty">
          <Text>You have no documents yet.</Text>
          <Text c="dimmed">
            Find the one you need in the{' '}
            <Anchor component={Link} to={paths.documentLibrary({ filter: 'popular' })}>
              document library
            </Anchor>
            , answer a few questions and it is ready to download.
          </Text>
        </Stack>
      )}
      {documents.data && documents.data.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="My documents"
        >
          {documents.data.map((d) => (
            <MyDocumentRow
              key={d.id}
              document={d}
              onRename={setRenaming}
              onDuplicate={(doc) =>
                duplicate.mutate(doc.id, {
                  onSuccess: (copy) => showSuccessToast(`“${copy.title}” created`),
                  onError: (e) => showErrorToast(e.message),
                })
              }
              onDelete={onDelete}
              onDownload={(doc, format) => download.start(doc.id, format)}
            />
          ))}
        </Stack>
      )}
      <RenameDocumentModal document={renaming} onClose={() => setRenaming(null)} />
      <FreemiumPanel
        opened={download.panel !== null}
        reason={download.panel?.reason ?? null}
        freePdfAvailable={download.panel?.freePdfAvailable ?? false}
        onFreePdf={() => download.panel && download.start(download.panel.documentId, 'pdf')}
        onClose={download.closePanel}
      />
    </Stack>
  );
}
