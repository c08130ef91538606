import { formatDollars } from '@app/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../lib/ui/query-state';
import { useClientJobs } from '../api/marketplace';
import { JobPanel, JobStatusBadge } from '../components/job-panel';
import { MyReviews } from '../components/my-reviews';

/** /my-clients: everyone whose brief the lawyer won, with the job's state and steps. */
export function MyClientsPage() {
  const jobs = useClientJobs();
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>My clients</Title>
      <QueryState query={jobs} loadingLabel="Loading your clients" />
      {jobs.data?.length === 0 && (
        <Paper withBorder p="lg" radius="md" data-testid="clients-empty">
          <Text>Clients appear here when they accept one of your quotes.</Text>
        </Paper>
      )}
      {jobs.data?.map((j) => (
        <Paper
          key={j.id}
          withBorder
          p="md"
          radius="md"
          component="article"
          aria-label={j.client.name}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h4">
                {j.client.name}
              </Title>
              <JobStatusBadge status={j.status} />
            </Group>
            <Text size="sm">
              {j.briefTitle} · {formatDollars(j.amountInCents)} · {j.client.email}
            </Text>
            {(j.actions.length > 0 || j.review) && <JobPanel job={j} />}
          </Stack>
        </Paper>
      ))}
      <MyReviews />
    </Stack>
  );
}
