import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import {
  type TTemplateAction,
  type TTemplateEntry,
  useRestoreTemplate,
  useTemplateHistory,
} from '../api/customer-templates';

const ACTION_LABELS: Record<TTemplateAction, string> = {
  CREATE: 'Saved',
  UPDATE: 'Updated',
  RESTORE: 'Restored',
  CLONE: 'Used',
};

/** What an entry did, in words: which document, or which earlier entry came back. */
export function entryText(e: TTemplateEntry): string {
  const doc = e.documentTitle ? `“${e.documentTitle}”` : 'a document';
  if (e.action === 'CREATE') return `Saved from ${doc}`;
  if (e.action === 'UPDATE') return `Wording replaced with ${doc}`;
  if (e.action === 'RESTORE') return `Wording of entry ${e.restoredFrom ?? ''} brought back`;
  return `Used to make ${doc}`;
}

/** A template's history, newest first; an earlier wording can be brought back as a new entry. */
export function TemplateHistory({ templateId }: { templateId: string }) {
  const history = useTemplateHistory(templateId);
  const restore = useRestoreTemplate();
  const [asked, setAsked] = useState<TTemplateEntry | null>(null);

  const confirm = () => {
    if (!asked) return;
    restore.mutate(
      { templateId, entryId: asked.id },
      {
        onSuccess: (made) => {
          showSuccessToast(`Entry ${asked.number} restored as entry ${made.number}`);
          setAsked(null);
        },
        onError: (error) => showErrorToast(error.message),
      },
    );
  };

  return (
    <>
      <QueryState query={history} loadingLabel="Loading the template’s history" />
      {history.data && (
        <Stack
          gap="sm"
          component="ol"
          aria-label="Template history"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {history.data.map((e, i) => (
            <li key={e.id} data-testid="template-entry">
              <Stack gap={2}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600}>
                    {e.number}. {entryText(e)}
                  </Text>
                  <Badge
                    size="sm"
                    variant="light"
                    color={e.action === 'CLONE' ? 'gray' : 'blue'}
                    style={{ flexShrink: 0 }}
                  >
                    {ACTION_LABELS[e.action]}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDate(e.createdAt)}
                  {e.actorName ? ` · ${e.actorName}` : ''}
                  {i === 0 ? ' · current wording' : ''}
                </Text>
                {i > 0 && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    w="fit-content"
                    onClick={() => setAsked(e)}
                    aria-label={`Restore the wording of entry ${e.number}`}
                  >
                    Restore
                  </Button>
                )}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title="Restore this wording?"
        centered
      >
        <Stack>
          <Text size="sm">
            The wording of entry {asked?.number} becomes the template’s wording again, as a new
            entry. Nothing is lost: the current wording stays in the history.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsked(null)}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={restore.isPending}>
              Restore wording
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
