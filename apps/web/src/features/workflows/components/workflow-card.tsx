import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import type { TWorkflow } from '../api/workflows';
import { WorkflowProgress } from './workflow-progress';

/** A started workflow in the list: its progress, the next step, and a way in. */
export function WorkflowCard({ workflow }: { workflow: TWorkflow }) {
  const next = workflow.steps.find((s) => !s.done);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={`wf-${workflow.id}`}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={`wf-${workflow.id}`}>
          {workflow.title}
        </Title>
        <WorkflowProgress
          title={workflow.title}
          done={workflow.doneCount}
          total={workflow.stepCount}
        />
        <Text size="sm">
          {next ? (
            <>
              Next:{' '}
              {next.link ? (
                <Anchor component={Link} to={next.link}>
                  {next.title}
                </Anchor>
              ) : (
                next.title
              )}
            </>
          ) : (
            'Every step is done.'
          )}
        </Text>
        <Group>
          <Button
            component={Link}
            to={paths.customiseWorkflow(workflow.id)}
            variant="light"
            aria-label={`Open ${workflow.title}`}
          >
            Open and customise
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
