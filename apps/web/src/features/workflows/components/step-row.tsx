import '@mantine/dates/styles.css';
import {
  ActionIcon,
  Anchor,
  Badge,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Link } from 'react-router';
import { showErrorToast } from '../../../lib/toasts';
import {
  type TWorkflow,
  type TWorkflowStep,
  useMoveStep,
  useRemoveStep,
  useScheduleStep,
  useTickStep,
} from '../api/workflows';
import { parseDueDate } from './due-date';
import { doneHowText, STEP_KIND_LABELS, STEP_LINK_LABELS, ticksItself } from './step-words';

const ME = 'me';
const onError = (e: Error) => showErrorToast(e.message);

/** One step while customising: tick, where to do it, due day, who, and its place in order. */
export function StepRow({
  workflow,
  step,
  index,
}: {
  workflow: TWorkflow;
  step: TWorkflowStep;
  index: number;
}) {
  const tick = useTickStep();
  const move = useMoveStep();
  const remove = useRemoveStep();
  const schedule = useScheduleStep();
  const last = index === workflow.steps.length - 1;
  const how = doneHowText(step.doneHow, step.tickedBy);
  const assignees = [
    { value: ME, label: 'Me' },
    ...workflow.teamMembers.map((m) => ({ value: m.userId, label: m.name })),
  ];
  const reschedule = (change: { dueOn?: string | null; assigneeId?: string | null }) =>
    schedule.mutate(
      {
        stepId: step.id,
        dueOn: change.dueOn !== undefined ? change.dueOn : (step.dueOn ?? null),
        assigneeId: change.assigneeId !== undefined ? change.assigneeId : (step.assigneeId ?? null),
      },
      { onError },
    );

  return (
    <Paper withBorder p="md" radius="md" component="li" data-testid="workflow-step">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Checkbox
            size="md"
            checked={step.done}
            disabled={tick.isPending}
            onChange={(e) =>
              tick.mutate({ stepId: step.id, done: e.currentTarget.checked }, { onError })
            }
            label={
              <Text fw={600} td={step.done ? 'line-through' : undefined}>
                {step.title}
              </Text>
            }
          />
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={`Move "${step.title}" up`}
              disabled={index === 0 || move.isPending}
              onClick={() => move.mutate({ stepId: step.id, direction: 'UP' }, { onError })}
            >
              <span aria-hidden="true">↑</span>
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`Move "${step.title}" down`}
              disabled={last || move.isPending}
              onClick={() => move.mutate({ stepId: step.id, direction: 'DOWN' }, { onError })}
            >
              <span aria-hidden="true">↓</span>
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove "${step.title}"`}
              disabled={workflow.steps.length <= 1 || remove.isPending}
              onClick={() => remove.mutate(step.id, { onError })}
            >
              <span aria-hidden="true">✕</span>
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{STEP_KIND_LABELS[step.kind] ?? step.kind}</Badge>
          {how && (
            <Text size="sm" c="teal.8">
              {how}
            </Text>
          )}
          {!step.done && ticksItself(step.kind) && (
            <Text size="sm" c="dimmed">
              Ticks itself off when done here.
            </Text>
          )}
        </Group>
        {step.link && !step.done && (
          <Anchor component={Link} to={step.link} size="sm">
            {STEP_LINK_LABELS[step.kind] ?? 'Go to this step'}
          </Anchor>
        )}
        <Group gap="sm" wrap="wrap" align="flex-end">
          <DateInput
            label="Due date"
            placeholder="dd/mm/yyyy"
            valueFormat="DD/MM/YYYY"
            dateParser={parseDueDate}
            value={step.dueOn ?? null}
            onChange={(next) => reschedule({ dueOn: next ?? null })}
            clearable
            firstDayOfWeek={1}
            popoverProps={{ withinPortal: true }}
            w={170}
          />
          <Select
            label="Assigned to"
            data={assignees}
            // A member who has left the team is no longer among the choices: the owner has it.
            value={assignees.some((a) => a.value === step.assigneeId) ? step.assigneeId : ME}
            allowDeselect={false}
            onChange={(v) => reschedule({ assigneeId: !v || v === ME ? null : v })}
            w={200}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
