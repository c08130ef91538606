import { Button, Group, Paper, Select, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { showErrorToast } from '../../../lib/toasts';
import { useAddStep, useStepChoices } from '../api/workflows';
import { STEP_KIND_LABELS } from './step-words';

/** Adds a step at the end: one the journeys use, or the customer's own with its title. */
export function AddStepForm({ workflowId }: { workflowId: string }) {
  const choices = useStepChoices();
  const add = useAddStep();
  const [choice, setChoice] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const own = choice === 'TASK';
  const data = (choices.data ?? []).map((c) => ({
    value: c.key,
    label:
      c.kind === 'TASK' ? 'Your own step…' : `${c.title} (${STEP_KIND_LABELS[c.kind] ?? c.kind})`,
  }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!choice) return setProblem('Choose a step to add.');
    if (own && !title.trim()) return setProblem('Give your own step a title.');
    setProblem(null);
    add.mutate(
      { workflowId, choice, title: own ? title.trim() : null },
      {
        onSuccess: () => {
          setChoice(null);
          setTitle('');
        },
        onError: (err) => showErrorToast(err.message),
      },
    );
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={submit}
      aria-labelledby="add-step-heading"
    >
      <Title order={2} size="h4" id="add-step-heading" mb="sm">
        Add a step
      </Title>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="Step"
          placeholder="Choose a step"
          data={data}
          value={choice}
          onChange={setChoice}
          searchable
          error={!own ? problem : undefined}
          w={{ base: '100%', sm: 360 }}
        />
        {own && (
          <TextInput
            label="Title of your step"
            value={title}
            maxLength={120}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={problem}
            w={{ base: '100%', sm: 300 }}
          />
        )}
        <Button type="submit" loading={add.isPending}>
          Add step
        </Button>
      </Group>
    </Paper>
  );
}
