import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import {
  type TDocumentVersion,
  type TVersionStatus,
  useDocumentVersions,
  useRestoreDocumentVersion,
} from '../api/editor';
import { versionTitle } from './version-compare';

const STATUS_LABELS: Record<TVersionStatus, string> = {
  IN_PROGRESS: 'Autosaved',
  CREATED: 'Saved',
  FINALISED: 'Final',
  DELETED: 'Deleted',
};

/** Every saved version, newest first; an earlier one can be brought back as a new version. */
export function VersionsPanel(props: {
  documentId: string;
  canRestore: boolean;
  /** Opens the comparison of two of these versions. */
  onCompare: (versions: TDocumentVersion[]) => void;
}) {
  const versions = useDocumentVersions(props.documentId, true);
  const restore = useRestoreDocumentVersion(props.documentId);
  const [asked, setAsked] = useState<TDocumentVersion | null>(null);

  const confirm = () => {
    if (!asked) return;
    restore.mutate(asked.id, {
      onSuccess: (made) => {
        showSuccessToast(`${versionTitle(asked)} restored as version ${made.number}`);
        setAsked(null);
      },
      onError: (error) => showErrorToast(error.message),
    });
  };

  if (versions.isPending) return <Loader size="sm" aria-label="Loading versions" />;
  if (versions.isError) {
    return (
      <Alert color="red" title="Versions could not be loaded">
        <Button size="xs" variant="light" onClick={() => versions.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (versions.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No versions yet. Your changes save themselves as you type; use Save version to keep one with
        a name.
      </Text>
    );
  }
  return (
    <>
      {versions.data.length >= 2 && (
        <Button size="xs" variant="light" mb="sm" onClick={() => props.onCompare(versions.data)}>
          Compare versions
        </Button>
      )}
      <Stack
        gap="sm"
        component="ul"
        aria-label="Versions"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {versions.data.map((v, i) => (
          <li key={v.id} data-testid="version">
            <Stack gap={2}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600}>
                  {versionTitle(v)}
                </Text>
                <Badge
                  size="sm"
                  variant="light"
                  color={v.status === 'FINALISED' ? 'green' : 'gray'}
                >
                  {STATUS_LABELS[v.status]}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(v.updatedAt)}
                {v.authorName ? ` · ${v.authorName}` : ''}
                {i === 0 ? ' · current' : ''}
              </Text>
              {props.canRestore && i > 0 && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  w="fit-content"
                  onClick={() => setAsked(v)}
                  aria-label={`Restore ${versionTitle(v)}`}
                >
                  Restore
                </Button>
              )}
            </Stack>
          </li>
        ))}
      </Stack>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title="Restore this version?"
        centered
      >
        <Stack>
          <Text size="sm">
            {asked ? versionTitle(asked) : ''} becomes the document's wording again, saved as a new
            version. Nothing is lost: the current wording stays in the list.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsked(null)}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={restore.isPending}>
              Restore version
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
