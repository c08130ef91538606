import { Group, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import type { TSaveStatus } from '../../hooks/use-autosave';
import type { TQuestionnaireState } from '../../hooks/use-questionnaire';
import { REVIEW_STEP } from './questionnaire-logic';

const STATUS_TEXT: Record<TSaveStatus, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Could not save — retrying',
  failed: 'Could not save',
};

export function SaveStatus({ status, failure }: { status: TSaveStatus; failure: string | null }) {
  const text = status === 'failed' && failure ? `Could not save: ${failure}` : STATUS_TEXT[status];
  const problem = status === 'retrying' || status === 'failed';
  return (
    <Text
      size="sm"
      role="status"
      aria-live="polite"
      c={problem ? 'var(--mantine-color-error)' : 'dimmed'}
      data-testid="save-status"
      mih="1.5em"
    >
      {text}
    </Text>
  );
}

/** Title, how far along the document is, whether it is saved, and where the customer is. */
export function QuestionnaireHeader({
  title,
  state,
}: {
  title: string;
  state: TQuestionnaireState;
}) {
  const percent = Math.round(state.view.progress * 100);
  const steps = [
    ...state.view.visibleSections.map((section) => ({ id: section.id, label: section.title })),
    { id: REVIEW_STEP, label: 'Review' },
  ];
  const active = steps.findIndex((step) => step.id === state.stepId);
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {!state.readOnly && (
        <>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">
              {percent}% complete · Step {active + 1} of {steps.length}
            </Text>
            <SaveStatus status={state.saveStatus} failure={state.saveFailure} />
          </Group>
          <Progress.Root size="md">
            <Progress.Section value={percent} aria-label="Questionnaire progress" />
          </Progress.Root>
          <nav aria-label="Questionnaire steps">
            <Stepper
              active={active}
              onStepClick={(index) => {
                const target = steps[index];
                if (target && target.id !== state.stepId) state.goTo(target.id);
              }}
              size="sm"
              visibleFrom="sm"
              mt="xs"
            >
              {steps.map((step, index) => (
                <Stepper.Step
                  key={step.id}
                  label={step.label}
                  allowStepSelect={index !== active && state.canOpen(step.id)}
                  aria-current={index === active ? 'step' : undefined}
                />
              ))}
            </Stepper>
          </nav>
        </>
      )}
    </Stack>
  );
}
