import { Anchor, Card, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../paths';
import type { THomeDocument } from '../api/home-overview';

const SHOWN = 5;

type TRecentDocumentsProps = { documents: THomeDocument[] | undefined; failed: boolean };

/** The customer's own documents, last changed first, each a way back into it. */
export function RecentDocuments({ documents, failed }: TRecentDocumentsProps) {
  const own = (documents ?? [])
    .filter((d) => d.myRole === 'OWNER')
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, SHOWN);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="recent-documents">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h4">
          Recent documents
        </Title>
        {own.length > 0 && (
          <Anchor component={Link} to={paths.myDocuments()} size="sm">
            See all
          </Anchor>
        )}
      </Group>
      {failed ? (
        <Text size="sm" c="dimmed">
          Your documents could not be loaded. They are still in{' '}
          <Anchor component={Link} to={paths.myDocuments()} inherit underline="always">
            Documents
          </Anchor>
          .
        </Text>
      ) : documents === undefined ? (
        <Loader size="sm" aria-label="Loading your documents" />
      ) : own.length === 0 ? (
        <Text size="sm" c="dimmed">
          No documents yet. The ones you start appear here, so you can pick up where you left off.
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {own.map((document) => (
            <li key={document.id}>
              <UnstyledButton
                component={Link}
                // An uploaded file has no questionnaire; it lives in the documents list.
                to={
                  document.kind === 'upload'
                    ? paths.myDocuments()
                    : paths.documentQuestionnaire(document.id)
                }
                display="block"
                w="100%"
                data-testid="recent-document"
              >
                <Group gap="sm" wrap="nowrap" py={6}>
                  <IconFileText size={18} aria-hidden="true" style={{ flex: '0 0 auto' }} />
                  <Text size="sm" fw={500} truncate="end" style={{ flex: 1, minWidth: 0 }}>
                    {document.title}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flex: '0 0 auto' }}>
                    {formatDate(document.updatedAt)}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
