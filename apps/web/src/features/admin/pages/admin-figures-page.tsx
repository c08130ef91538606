import { MESSAGES } from '@app/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSignedInUser } from '../../../lib/session';
import { QueryState } from '../../../lib/ui/query-state';
import { useBusinessFigures } from '../api/business-figures';
import { AdminNav } from '../components/admin-nav';
import { FigureCards } from '../components/figure-cards';

// The figures are counted in Sydney, so the "as of" time is shown there too.
const asOfFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

/** /admin: the business figures, the admin console's home. */
export function AdminFiguresPage() {
  const me = useSignedInUser();
  const figures = useBusinessFigures(me.isAdmin);
  if (!me.isAdmin) {
    return (
      <Stack gap="xs">
        <Title order={1}>Business figures</Title>
        <Text c="dimmed">{MESSAGES.forbidden}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <AdminNav />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={1}>Business figures</Title>
          {figures.data && (
            <Text size="sm" c="dimmed">
              As of {asOfFormat.format(new Date(figures.data.asOf))} Sydney time
            </Text>
          )}
        </Stack>
        {figures.data && (
          <Button
            variant="default"
            size="xs"
            loading={figures.isFetching}
            onClick={() => void figures.refetch()}
          >
            Refresh
          </Button>
        )}
      </Group>
      <QueryState query={figures} loadingLabel="Loading business figures" />
      {figures.data && <FigureCards figures={figures.data} />}
    </Stack>
  );
}
