import { SHARE_ROLE_LABELS } from '@app/domain';
import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconFolderShare } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import {
  type TTeamFolderDocument,
  type TTeamFolderRole,
  useAddToTeamFolder,
  useRemoveFromTeamFolder,
  useTeamFolder,
} from '../api/team-folder';

const ROLE_LABEL: Record<string, string> = { OWNER: 'Yours', ...SHARE_ROLE_LABELS };

function FolderRow({ doc }: { doc: TTeamFolderDocument }) {
  const remove = useRemoveFromTeamFolder();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="team-folder-document">
      <Stack gap={0} style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Anchor component={Link} to={paths.documentQuestionnaire(doc.documentId)} fw={600}>
          {doc.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {doc.role === 'OWNER' ? 'Put here by you' : `From ${doc.ownerName}`}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" color={doc.role === 'VIEWER' ? 'gray' : 'blue'}>
          {ROLE_LABEL[doc.role] ?? doc.role}
        </Badge>
        {doc.canRemove && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            aria-label={`Take “${doc.title}” out of the team folder`}
            onClick={() =>
              remove.mutate(doc.documentId, {
                onSuccess: () => showSuccessToast(`“${doc.title}” taken out of the team folder`),
                onError: (e) => showErrorToast(e.message),
              })
            }
          >
            Take out
          </Button>
        )}
      </Group>
    </Group>
  );
}

/**
 * My documents' "Team" folder (for a team owner and the team's members): documents shared
 * with the whole team, each with the viewer's role, and a way to put one's own in.
 */
export function TeamFolder() {
  const folder = useTeamFolder();
  const add = useAddToTeamFolder();
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [role, setRole] = useState<TTeamFolderRole>('EDITOR');
  if (!folder.data?.available) return null;
  const { documents, addable } = folder.data;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!documentId) return;
    add.mutate(
      { documentId, role },
      {
        onSuccess: () => {
          setDocumentId(null);
          showSuccessToast('Shared with your team');
        },
        onError: (e) => showErrorToast(e.message),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="team-folder">
      <Group gap="xs" mb="xs">
        <IconFolderShare size={22} aria-hidden="true" />
        <Title order={2} size="h4" id="team-folder">
          Team
        </Title>
        <Text size="sm" c="dimmed">
          shared with everyone in your team
        </Text>
      </Group>
      <Stack gap="sm">
        {documents.length === 0 ? (
          <Text size="sm">Nothing in the team folder yet.</Text>
        ) : (
          documents.map((d) => <FolderRow key={d.documentId} doc={d} />)
        )}
        {addable.length === 0 && (
          <Text size="xs" c="dimmed">
            Documents you create or upload can be put here too.
          </Text>
        )}
        {addable.length > 0 && (
          <form onSubmit={submit} aria-label="Put a document in the team folder">
            <Group align="flex-end" gap="xs" wrap="wrap">
              <Select
                label="Put one of your documents here"
                placeholder="Choose a document"
                data={addable.map((d) => ({ value: d.documentId, label: d.title }))}
                value={documentId}
                onChange={setDocumentId}
                searchable
                w={{ base: '100%', sm: 280 }}
              />
              <Select
                label="Access for the team"
                data={[
                  { value: 'EDITOR', label: SHARE_ROLE_LABELS.EDITOR },
                  { value: 'VIEWER', label: SHARE_ROLE_LABELS.VIEWER },
                ]}
                value={role}
                onChange={(v) => setRole((v ?? 'EDITOR') as TTeamFolderRole)}
                allowDeselect={false}
                w={{ base: '100%', sm: 160 }}
              />
              <Button type="submit" disabled={!documentId} loading={add.isPending}>
                Share with team
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Card>
  );
}
