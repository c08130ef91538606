import {
  Anchor,
  Card,
  Group,
  List,
  Progress,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TOnboardingStep } from './onboarding-steps';

/** "Get started": the first steps, ticked as the account really does them. */
export function OnboardingChecklist({ steps }: { steps: TOnboardingStep[] }) {
  const done = steps.filter((step) => step.done).length;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="onboarding-checklist">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4">
          Get started
        </Title>
        <Text size="sm" c="dimmed" data-testid="onboarding-progress">
          {done} of {steps.length} done
        </Text>
      </Group>
      <Progress
        value={(done / steps.length) * 100}
        size="sm"
        mt="xs"
        mb="md"
        aria-label={`${done} of ${steps.length} steps done`}
      />
      <List spacing="sm" center>
        {steps.map((step) => (
          <List.Item
            key={step.key}
            data-testid={`onboarding-step-${step.key}`}
            data-done={step.done || undefined}
            icon={
              <ThemeIcon
                size={22}
                radius="xl"
                variant={step.done ? 'filled' : 'light'}
                color={step.done ? 'teal' : 'gray'}
                aria-hidden="true"
              >
                {step.done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
            }
          >
            {step.done || !step.to ? (
              <Text
                size="sm"
                c={step.done ? 'dimmed' : undefined}
                td={step.done ? 'line-through' : undefined}
              >
                {step.label}
                {step.done && <VisuallyHidden> (done)</VisuallyHidden>}
              </Text>
            ) : (
              <Anchor component={Link} to={step.to} size="sm" fw={500}>
                {step.label}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
