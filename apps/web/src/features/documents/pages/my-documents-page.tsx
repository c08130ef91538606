import {
  ACTIVE_DOCUMENT_FILTER_KEYS,
  DOCUMENT_FILTER_LABELS,
  type TActiveDocumentFilterKey,
} from '@app/domain';
import { Alert, Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { closeButtonProps, showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { useChunkedList } from '../../../lib/use-chunked-list';
import { paths } from '../../../paths';
import { EmailVerificationNotice } from '../../account';
import { MyTemplates } from '../../editor';
import { TeamFolder } from '../../teams';
import { useDocumentLicences } from '../api/licences';
import {
  type TMyDocument,
  useDeleteDocument,
  useDuplicateDocument,
  useMyDocuments,
  useRestoreDocument,
} from '../api/my-documents';
import { EDocumentLinkModal } from '../components/edocument-link-modal';
import { FolderBar } from '../components/folder-bar';
import { FreemiumPanel } from '../components/freemium-panel';
import { LicenceAttachDialog } from '../components/licence-attach-dialog';
import { MoveToFolderModal } from '../components/move-to-folder-modal';
import { MyDocumentRow } from '../components/my-document-row';
import { RenameDocumentModal } from '../components/rename-document-modal';
import { ReviewModal } from '../components/review-modal';
import { ShareModal } from '../components/share-modal';
import { UnlockPdfModal } from '../components/unlock-pdf-modal';
import { UploadButton } from '../components/upload-button';
import { UploadedDocumentRow } from '../components/uploaded-document-row';
import { useDocumentDownload } from '../hooks/use-document-download';
import { useFolderView } from '../hooks/use-folder-view';

// Rows that fill a phone's or a desktop's first screen.
const FIRST_SCREEN = 10;

/** /documents/my-documents: the customer's documents, newest first. */
export function MyDocumentsPage() {
  const [filter, setFilter] = useState<TActiveDocumentFilterKey | 'all'>('all');
  const documents = useMyDocuments(filter === 'all' ? undefined : filter);
  const licences = useDocumentLicences();
  const [attaching, setAttaching] = useState(false);
  const [sharing, setSharing] = useState<TMyDocument | null>(null);
  const [linking, setLinking] = useState<TMyDocument | null>(null);
  const duplicate = useDuplicateDocument();
  const remove = useDeleteDocument();
  const restore = useRestoreDocument();
  const [renaming, setRenaming] = useState<TMyDocument | null>(null);
  const download = useDocumentDownload();
  // Folders (?folder=<id>) file the full list; the other filters show every match.
  const view = useFolderView();
  const [moving, setMoving] = useState<TMyDocument | null>(null);
  const [unlocking, setUnlocking] = useState<TMyDocument | null>(null);
  const shown = filter === 'all' ? documents.data?.filter(view.inView) : documents.data;
  // A long list is drawn a screenful first and the rest in chunks, each a short task.
  const rows = useChunkedList(shown ?? [], {
    first: FIRST_SCREEN,
    step: FIRST_SCREEN,
    view: `${filter} ${view.currentId ?? ''}`,
  });

  const onDelete = (d: TMyDocument) =>
    remove.mutate(d.id, {
      onSuccess: () => {
        // Deleting is a slip that is easy to make and costly: offer the way back at once.
        const id = notifications.show({
          closeButtonProps,
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
        <Group gap="xs" align="flex-start">
          <UploadButton folderId={view.currentId} />
          <Button component={Link} to={paths.documentLibrary()}>
            New document
          </Button>
        </Group>
      </Group>
      <EmailVerificationNotice />
      {(licences.data?.availableCount ?? 0) > 0 && (
        <Alert color="teal" variant="light" data-testid="available-licence">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">
              You have {licences.data?.availableCount} unused document{' '}
              {licences.data?.availableCount === 1 ? 'licence' : 'licences'}: PDF and Word downloads
              and unlimited versions of one document each.
            </Text>
            <Button size="xs" onClick={() => setAttaching(true)}>
              Attach licence
            </Button>
          </Group>
        </Alert>
      )}
      <Select
        label="Show"
        value={filter}
        onChange={(value) => setFilter((value ?? 'all') as typeof filter)}
        allowDeselect={false}
        data={[
          {
            group: 'Documents',
            items: [
              { value: 'all', label: 'All documents' },
              { value: 'shared', label: DOCUMENT_FILTER_LABELS.shared },
            ],
          },
          {
            group: 'Signing',
            items: ACTIVE_DOCUMENT_FILTER_KEYS.filter((key) => key !== 'shared').map((key) => ({
              value: key,
              label: DOCUMENT_FILTER_LABELS[key],
            })),
          },
        ]}
        w={{ base: '100%', xs: 280 }}
        // The options are drawn when the list opens, not with the page: kept mounted, the
        // closed list is measured and placed on first render, a long task on a phone.
        comboboxProps={{ keepMounted: false }}
      />
      {filter === 'all' && <FolderBar folders={view.folders} currentId={view.currentId} />}
      {filter === 'all' && !view.currentId && <TeamFolder />}
      <QueryState query={documents} loadingLabel="Loading your documents" />
      {filter !== 'all' && filter !== 'shared' && documents.data?.length === 0 && (
        <Text data-testid="my-documents-empty">
          No documents match “{DOCUMENT_FILTER_LABELS[filter]}”.
        </Text>
      )}
      {documents.data?.length === 0 && filter === 'shared' && (
        <Text data-testid="my-documents-empty">No documents have been shared with you yet.</Text>
      )}
      {documents.data?.length === 0 && filter === 'all' && (
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
      {filter === 'all' && view.currentId && shown?.length === 0 && (
        <Text c="dimmed" data-testid="folder-empty">
          This folder is empty. Upload a file here, or move documents into it.
        </Text>
      )}
      {shown && shown.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="My documents"
          aria-busy={!rows.complete}
        >
          {rows.shown.map((d) =>
            d.kind === 'upload' ? (
              <UploadedDocumentRow
                key={d.id}
                document={d}
                onRename={setRenaming}
                onDelete={onDelete}
                onMove={setMoving}
                onUnlock={setUnlocking}
              />
            ) : (
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
                onShare={setSharing}
                onCopyLink={setLinking}
                onMove={setMoving}
              />
            ),
          )}
        </Stack>
      )}
      {/* Below the documents once they are shown, so a server away says so once, not twice. */}
      {filter === 'all' && !view.currentId && documents.data && <MyTemplates />}
      <RenameDocumentModal document={renaming} onClose={() => setRenaming(null)} />
      <FreemiumPanel
        opened={download.panel !== null}
        reason={download.panel?.reason ?? null}
        freePdfAvailable={download.panel?.freePdfAvailable ?? false}
        assetId={download.panel?.assetId ?? null}
        onFreePdf={() => download.panel && download.start(download.panel.documentId, 'pdf')}
        onClose={download.closePanel}
      />
      <ReviewModal documentId={download.review.documentId} onClose={download.review.close} />
      <LicenceAttachDialog opened={attaching} onClose={() => setAttaching(false)} />
      <ShareModal document={sharing} onClose={() => setSharing(null)} />
      <EDocumentLinkModal document={linking} onClose={() => setLinking(null)} />
      <MoveToFolderModal document={moving} folders={view.folders} onClose={() => setMoving(null)} />
      <UnlockPdfModal document={unlocking} onClose={() => setUnlocking(null)} />
    </Stack>
  );
}
