import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../lib/ui/query-state';
import { useMyWorkflows, useWorkflowTemplates } from '../api/workflows';
import { AssignedSteps } from '../components/assigned-steps';
import { TemplateCard } from '../components/template-card';
import { WorkflowCard } from '../components/workflow-card';

/**
 * /legal-solutions/my-workflows: the steps a team owner gave this member, the customer's
 * guided journeys with their progress, and the journeys they can still start.
 */
export function MyWorkflowsPage() {
  const mine = useMyWorkflows();
  const templates = useWorkflowTemplates();
  const started = new Set(mine.data?.map((w) => w.templateKey));
  const startable = templates.data?.filter((t) => !started.has(t.key)) ?? [];
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>Workflows</Title>
        <Text c="dimmed" mt={4}>
          Step-by-step guides that tick themselves off as you finish each step here.
        </Text>
      </div>
      <AssignedSteps />
      <QueryState query={mine} loadingLabel="Loading your workflows" />
      {mine.data?.length === 0 && (
        <Paper withBorder p="lg" radius="md" data-testid="workflows-empty">
          <Text>You have not started a workflow yet. Pick one below to get going.</Text>
        </Paper>
      )}
      {!!mine.data?.length && (
        <section aria-labelledby="my-workflows-heading">
          <Title order={2} size="h3" id="my-workflows-heading" mb="sm">
            My workflows
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {mine.data.map((w) => (
              <WorkflowCard key={w.id} workflow={w} />
            ))}
          </SimpleGrid>
        </section>
      )}
      <section aria-labelledby="start-workflow-heading">
        <Title order={2} size="h3" id="start-workflow-heading" mb="sm">
          Start a workflow
        </Title>
        <QueryState query={templates} loadingLabel="Loading the workflows you can start" />
        {templates.data && startable.length === 0 && (
          <Text c="dimmed">You have started every workflow we offer.</Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {startable.map((t) => (
            <TemplateCard key={t.key} template={t} />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
