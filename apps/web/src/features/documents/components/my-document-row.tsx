import { SHARE_ROLE_LABELS } from '@app/domain';
import { Badge, Button, Group, Menu, Progress, Text } from '@mantine/core';
import {
  IconCopy,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFolderShare,
  IconLink,
  IconPencil,
  IconShare,
  IconSignature,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../paths';
import type { TDownloadFormat } from '../api/download';
import type { TMyDocument } from '../api/my-documents';
import { DocumentRowFrame, DocumentRowMenu } from './document-row-frame';
import { isSigning } from './esign-status';
import { SignNowButton } from './sign-now-button';

type TProps = {
  document: TMyDocument;
  onRename: (d: TMyDocument) => void;
  onDuplicate: (d: TMyDocument) => void;
  onDelete: (d: TMyDocument) => void;
  onDownload: (d: TMyDocument, format: TDownloadFormat) => void;
  /** Owner only: who else may open it. */
  onShare?: (d: TMyDocument) => void;
  /** The eDocument link modal. */
  onCopyLink?: (d: TMyDocument) => void;
  /** Owner only: file it in a folder. */
  onMove?: (d: TMyDocument) => void;
};

export function MyDocumentRow({
  document,
  onRename,
  onDuplicate,
  onDelete,
  onDownload,
  onShare,
  onCopyLink,
  onMove,
}: TProps) {
  const inProgress = document.status === 'IN_PROGRESS';
  // Rename, duplicate, delete and share are the owner's; the server refuses them to others.
  const owner = document.myRole === 'OWNER';
  const sharedRole = document.myRole === 'OWNER' ? null : document.myRole;
  const canEdit = document.myRole === 'OWNER' || document.myRole === 'EDITOR';
  const percent = Math.round(document.progress * 100);
  return (
    <DocumentRowFrame
      document={document}
      details={
        <>
          <Text size="xs" c="dimmed">
            Updated {formatDate(document.updatedAt)}
          </Text>
          {sharedRole && (
            <Badge variant="outline" color="gray" data-testid="document-shared">
              Shared{document.sharedBy ? ` by ${document.sharedBy}` : ''} ·{' '}
              {SHARE_ROLE_LABELS[sharedRole as keyof typeof SHARE_ROLE_LABELS] ?? sharedRole}
            </Badge>
          )}
        </>
      }
      below={
        inProgress && (
          <Group gap="xs" wrap="nowrap">
            <Progress value={percent} w={140} size="sm" aria-label={`${percent}% answered`} />
            <Text size="xs" c="dimmed">
              {percent}% answered
            </Text>
          </Group>
        )
      }
      actions={
        document.status === 'AWAITING_MY_SIGNATURE' ? (
          // Another customer's document waiting on this one's signature: signing is all there is.
          <SignNowButton documentId={document.id} title={document.title} />
        ) : (
          <>
            <Button
              component={Link}
              to={
                inProgress
                  ? paths.documentQuestionnaire(document.id)
                  : paths.documentEditor(document.id)
              }
              variant={inProgress && canEdit ? 'filled' : 'default'}
              size="xs"
            >
              {inProgress ? (canEdit ? 'Continue' : 'View') : canEdit ? 'Edit' : 'View'}
            </Button>
            <DocumentRowMenu title={document.title}>
              {!inProgress && (
                <>
                  <Menu.Item
                    leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
                    onClick={() => onDownload(document, 'pdf')}
                  >
                    Download PDF
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconFileTypeDocx size={16} aria-hidden="true" />}
                    onClick={() => onDownload(document, 'docx')}
                  >
                    Download Word
                  </Menu.Item>
                  <Menu.Divider />
                </>
              )}
              {owner && !inProgress && (
                <Menu.Item
                  component={Link}
                  to={paths.esignSend(document.id)}
                  leftSection={<IconSignature size={16} aria-hidden="true" />}
                >
                  {isSigning(document.status) ? 'Signing' : 'Sign and send'}
                </Menu.Item>
              )}
              {onCopyLink && (
                <Menu.Item
                  leftSection={<IconLink size={16} aria-hidden="true" />}
                  onClick={() => onCopyLink(document)}
                >
                  Copy link
                </Menu.Item>
              )}
              {owner && onShare && (
                <Menu.Item
                  leftSection={<IconShare size={16} aria-hidden="true" />}
                  onClick={() => onShare(document)}
                >
                  Share
                </Menu.Item>
              )}
              {owner && onMove && (
                <Menu.Item
                  leftSection={<IconFolderShare size={16} aria-hidden="true" />}
                  onClick={() => onMove(document)}
                >
                  Move to folder
                </Menu.Item>
              )}
              {owner && (
                <>
                  <Menu.Item
                    leftSection={<IconPencil size={16} aria-hidden="true" />}
                    onClick={() => onRename(document)}
                  >
                    Rename
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconCopy size={16} aria-hidden="true" />}
                    onClick={() => onDuplicate(document)}
                  >
                    Duplicate
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => onDelete(document)}
                  >
                    Delete
                  </Menu.Item>
                </>
              )}
            </DocumentRowMenu>
          </>
        )
      }
    />
  );
}
