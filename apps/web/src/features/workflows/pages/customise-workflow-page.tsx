import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { showErrorToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { useDeleteWorkflow, useWorkflow } from '../api/workflows';
import { AddStepForm } from '../components/add-step-form';
import { StepRow } from '../components/step-row';
import { WorkflowProgress } from '../components/workflow-progress';

/**
 * /legal-solutions/customise-workflow/{id}: the workflow's steps, each linking to where it
 * is done, with due dates, assignees, reminders, and adding, removing and reordering.
 */
export function CustomiseWorkflowPage() {
  const { workflowId = '' } = useParams();
  const workflow = useWorkflow(workflowId);
  const remove = useDeleteWorkflow();
  const navigate = useNavigate();
  const w = workflow.data;

  const onDelete = () => {
    if (!w || !window.confirm(`Delete the workflow "${w.title}" and all its steps?`)) return;
    remove.mutate(w.id, {
      onSuccess: () => navigate(paths.myWorkflows()),
      onError: (e) => showErrorToast(e.message),
    });
  };

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to={paths.myWorkflows()} size="sm">
        ← All workflows
      </Anchor>
      {/* The page is named before the workflow arrives, and if it cannot be read. */}
      {!w && <Title order={1}>Customise workflow</Title>}
      <QueryState query={workflow} loadingLabel="Loading the workflow" />
      {w && (
        <>
          <div>
            <Title order={1}>{w.title}</Title>
            <Text c="dimmed" mt={4}>
              Reorder the steps, give them due dates and team members. Whoever has a step is
              reminded at 9 am (Sydney time) on its due date if it is not done, in their
              notifications and by e-mail; a team member ticks it off on their Workflows page.
            </Text>
          </div>
          <WorkflowProgress title={w.title} done={w.doneCount} total={w.stepCount} />
          <Stack
            component="ol"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Steps"
          >
            {w.steps.map((step, index) => (
              <StepRow key={step.id} workflow={w} step={step} index={index} />
            ))}
          </Stack>
          <AddStepForm workflowId={w.id} />
          <Group>
            <Button variant="subtle" color="red" onClick={onDelete} loading={remove.isPending}>
              Delete this workflow
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
