import { formatDateShort } from '@app/domain';
import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useSignedInUser } from '../../../lib/session';
import { showErrorToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { type TAssignedStep, useAssignedSteps, useTickAssignedStep } from '../api/workflows';

/**
 * "Assigned to you": the steps a team owner gave this member, ticked off here (the owner sees
 * who ticked). Only a team member can have any, so nobody else is asked.
 */
export function AssignedSteps() {
  const user = useSignedInUser();
  const steps = useAssignedSteps(user.teamUser);
  if (!user.teamUser) return null;
  if (steps.data?.length === 0) return null;
  return (
    <section aria-labelledby="assigned-steps-heading">
      <Title order={2} size="h3" id="assigned-steps-heading" mb="sm">
        Assigned to you
      </Title>
      <QueryState query={steps} loadingLabel="Loading the steps assigned to you" />
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.data?.map((step) => (
          <AssignedStepRow key={step.id} step={step} />
        ))}
      </Stack>
    </section>
  );
}

function AssignedStepRow({ step }: { step: TAssignedStep }) {
  const tick = useTickAssignedStep();
  return (
    <Paper withBorder p="md" radius="md" component="li" data-testid="assigned-step">
      <Checkbox
        size="md"
        checked={step.done}
        disabled={tick.isPending}
        onChange={(e) =>
          tick.mutate(
            { stepId: step.id, done: e.currentTarget.checked },
            { onError: (error) => showErrorToast(error.message) },
          )
        }
        label={
          <Text fw={600} td={step.done ? 'line-through' : undefined}>
            {step.title}
          </Text>
        }
        description={
          <>
            {step.workflowTitle}, for {step.ownerName}
            {step.dueOn ? ` · Due ${formatDateShort(step.dueOn)}` : ''}
          </>
        }
      />
    </Paper>
  );
}
