import {
  AREAS_OF_LAW,
  AU_STATES,
  MARKETPLACE_MESSAGES,
  URGENCIES,
  URGENCY_LABELS,
  ZPostBrief,
} from '@app/domain';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { serverFieldErrors } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { type TPostBriefInput, usePostBrief } from '../api/marketplace';

type TErrors = Record<string, string>;

/** The customer's brief: what they need, where, their budget and how soon. */
export function BriefForm() {
  const post = usePostBrief();
  const [areaOfLaw, setArea] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [urgency, setUrgency] = useState<string | null>('STANDARD');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [min, setMin] = useState<number | string>('');
  const [max, setMax] = useState<number | string>('');
  const [errors, setErrors] = useState<TErrors>({});

  const submit = () => {
    const input = {
      areaOfLaw: areaOfLaw ?? '',
      state: state ?? '',
      title,
      description,
      budgetMinCents: Math.round(Number(min || 0) * 100),
      budgetMaxCents: Math.round(Number(max || 0) * 100),
      urgency: urgency ?? '',
    };
    const parsed = ZPostBrief.safeParse(input);
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    post.mutate(parsed.data as TPostBriefInput, {
      onSuccess: () => {
        showSuccessToast(MARKETPLACE_MESSAGES.briefPosted);
        setTitle('');
        setDescription('');
      },
      onError: (e) => {
        setErrors(serverFieldErrors(e));
        showErrorToast(e.message);
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="brief-form-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="brief-form-title">
          Get quotes from lawyers
        </Title>
        <Group grow wrap="wrap" align="flex-start">
          <Select
            label="Area of law"
            data={[...AREAS_OF_LAW]}
            value={areaOfLaw}
            onChange={setArea}
            error={errors.areaOfLaw}
            required
          />
          <Select
            label="State or territory"
            data={[...AU_STATES]}
            value={state}
            onChange={setState}
            error={errors.state}
            required
          />
        </Group>
        <TextInput
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          maxLength={120}
          required
        />
        <Textarea
          label="What do you need?"
          description="Lawyers see this without your name. Contact details are hidden until you accept a quote."
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          autosize
          minRows={4}
          required
        />
        <Group grow wrap="wrap" align="flex-start">
          <NumberInput
            label="Budget from ($)"
            value={min}
            onChange={setMin}
            min={0}
            error={errors.budgetMinCents}
            required
          />
          <NumberInput
            label="Budget to ($)"
            value={max}
            onChange={setMax}
            min={0}
            error={errors.budgetMaxCents}
            required
          />
          <Select
            label="How soon"
            data={URGENCIES.map((u) => ({ value: u, label: URGENCY_LABELS[u] }))}
            value={urgency}
            onChange={setUrgency}
            error={errors.urgency}
            required
          />
        </Group>
        <Group justify="flex-end">
          <Button onClick={submit} loading={post.isPending}>
            Post brief
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
