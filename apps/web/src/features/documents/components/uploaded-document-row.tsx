import { Badge, Button, Menu, Text } from '@mantine/core';
import {
  IconDownload,
  IconFolderShare,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { formatDate } from '../../../lib/format';
import { showErrorToast } from '../../../lib/toasts';
import { useDownloadDocument } from '../api/download';
import type { TMyDocument } from '../api/my-documents';
import { DocumentRowFrame, DocumentRowMenu } from './document-row-frame';

type TProps = {
  document: TMyDocument;
  onRename: (d: TMyDocument) => void;
  onDelete: (d: TMyDocument) => void;
  onMove: (d: TMyDocument) => void;
  onUnlock: (d: TMyDocument) => void;
};

const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A file the customer uploaded: download it as uploaded, unlock a locked PDF, file it away. */
export function UploadedDocumentRow({ document, onRename, onDelete, onMove, onUnlock }: TProps) {
  const download = useDownloadDocument();
  const owner = document.myRole === 'OWNER';
  const locked = document.upload?.locked === true;
  const downloadFile = () =>
    download.mutate(
      { documentId: document.id, format: 'pdf' },
      { onError: (e) => showErrorToast(e.message) },
    );
  return (
    <DocumentRowFrame
      document={document}
      details={
        <>
          {document.upload && (
            <Text size="xs" c="dimmed">
              {document.upload.fileType} · {sizeLabel(document.upload.size)}
            </Text>
          )}
          {locked && (
            <Badge
              variant="light"
              color="orange"
              leftSection={<IconLock size={12} aria-hidden="true" />}
              data-testid="document-locked"
            >
              Password protected
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            Uploaded {formatDate(document.updatedAt)}
          </Text>
        </>
      }
      actions={
        <>
          {locked && owner ? (
            <Button
              size="xs"
              onClick={() => onUnlock(document)}
              aria-label={`Unlock ${document.title}`}
            >
              Unlock
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              loading={download.isPending}
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={downloadFile}
              aria-label={`Download ${document.title}`}
            >
              Download
            </Button>
          )}
          {owner && (
            <DocumentRowMenu title={document.title}>
              {locked && (
                <Menu.Item
                  leftSection={<IconLockOpen size={16} aria-hidden="true" />}
                  onClick={() => onUnlock(document)}
                >
                  Unlock with password
                </Menu.Item>
              )}
              {locked && (
                <Menu.Item
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  onClick={downloadFile}
                >
                  Download
                </Menu.Item>
              )}
              <Menu.Item
                leftSection={<IconFolderShare size={16} aria-hidden="true" />}
                onClick={() => onMove(document)}
              >
                Move to folder
              </Menu.Item>
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={() => onRename(document)}
              >
                Rename
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => onDelete(document)}
              >
                Delete
              </Menu.Item>
            </DocumentRowMenu>
          )}
        </>
      }
    />
  );
}
