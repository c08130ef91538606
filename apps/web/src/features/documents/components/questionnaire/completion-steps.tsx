import {
  completionSteps,
  type TAnswers,
  type TCompletionStepKind,
  type TQuestionnaire,
} from '@app/domain';
import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';

const KIND_LABELS: Record<TCompletionStepKind, string> = {
  sign: 'Sign',
  witness: 'Witness',
  stamp: 'Duty',
  register: 'Register',
  lodge: 'Lodge',
  give: 'Give',
  keep: 'Keep',
  deadline: 'Deadline',
  warning: 'Check',
};

/**
 * What to do once the document is finished (signing and witnessing where the customer is,
 * duty, registrations, lodgements), chosen by the answers with the template's own conditions.
 */
export function CompletionSteps({
  questionnaire,
  answers,
}: {
  questionnaire: TQuestionnaire;
  answers: TAnswers;
}) {
  const steps = completionSteps(questionnaire, answers);
  if (steps.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="next-steps">
      <Title order={2} size="h4" id="next-steps" mb="sm">
        What to do next
      </Title>
      <List spacing="md" listStyleType="none" p={0} data-testid="completion-steps">
        {steps.map((step) => (
          <List.Item key={step.title}>
            <Stack gap={4}>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light" size="sm">
                  {KIND_LABELS[step.kind]}
                </Badge>
                <Text fw={600}>{step.title}</Text>
              </Group>
              <Text size="sm">{step.text}</Text>
              {step.link && (
                <Anchor href={step.link} target="_blank" rel="noopener noreferrer" size="sm">
                  More information (opens in a new tab)
                </Anchor>
              )}
            </Stack>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
