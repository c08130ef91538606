import { Anchor, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useHomeWorkflows } from '../api/home-workflows';

/** The customer's workflows on Home, each with its progress; nothing until one is started. */
export function WorkflowsProgress() {
  const workflows = useHomeWorkflows();
  const list = workflows.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="home-workflows">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h4">
          Your workflows
        </Title>
        <Anchor component={Link} to={paths.myWorkflows()} size="sm">
          See all
        </Anchor>
      </Group>
      <Stack gap="sm">
        {list.slice(0, 3).map((w) => (
          <div key={w.id}>
            <Group justify="space-between" mb={4} wrap="nowrap">
              <Anchor component={Link} to={paths.customiseWorkflow(w.id)} fw={600} size="sm">
                {w.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {w.doneCount} of {w.stepCount} done
              </Text>
            </Group>
            <Progress
              value={w.stepCount ? (w.doneCount / w.stepCount) * 100 : 0}
              size="sm"
              aria-label={`${w.title}: ${w.doneCount} of ${w.stepCount} steps done`}
            />
          </div>
        ))}
      </Stack>
    </Card>
  );
}
