import { fieldErrors, MESSAGES, ZAddTeamUser } from '@app/domain';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { applyServerErrors } from '../../../lib/ui/server-field-errors';
import { useAddTeamUser } from '../api/team';

const EMPTY = { firstName: '', lastName: '', email: '', message: '' };

/** SPEC §8: the limit has its own wording; any other failure the general one. */
export function inviteFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.code === 'LIMIT_REACHED'
    ? MESSAGES.teamInviteLimitReached
    : MESSAGES.teamInviteFailed;
}

/** The team invite form (SPEC §2.5), then its success view. */
export function InviteForm(props: { full: boolean; limit: number; onManage: () => void }) {
  const { full, limit, onManage } = props;
  const add = useAddTeamUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validateInputOnBlur: true,
    validate: (values) => {
      const result = ZAddTeamUser.safeParse(values);
      return result.success ? {} : fieldErrors(result.error);
    },
  });

  const submit = form.onSubmit((values) => {
    add.mutate(
      { ...values, message: values.message.trim() || undefined },
      {
        onSuccess: () => {
          showSuccessToast(MESSAGES.teamInviteSent);
          setSentTo(`${values.firstName.trim()} ${values.lastName.trim()}`);
          form.reset();
        },
        onError: (error) => {
          if (applyServerErrors(form, error)) return;
          showErrorToast(inviteFailureMessage(error), MESSAGES.teamInviteFailedTitle);
        },
      },
    );
  });

  if (sentTo) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="invite-success">
        <Stack gap="sm" align="flex-start">
          <Group gap="xs" role="status">
            <IconCircleCheck size={22} color="var(--mantine-color-teal-6)" aria-hidden="true" />
            <Title order={2} size="h4">
              {MESSAGES.teamInviteSent}
            </Title>
          </Group>
          <Text size="sm">We e-mailed {sentTo} a link to join your team. It works for 7 days.</Text>
          <Group gap="sm">
            <Button variant="default" onClick={onManage}>
              Manage my Team Members
            </Button>
            <Button
              onClick={() => {
                setSentTo(null);
                requestAnimationFrame(() => firstField.current?.focus());
              }}
            >
              Add Another Team Member
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  if (full) {
    return (
      <Text size="sm" c="dimmed" data-testid="team-full">
        All {limit} places on your team are taken. Remove someone to invite another person.
      </Text>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Invite a team member">
      <Stack gap="sm" maw={520}>
        <Title order={2} size="h4">
          Invite a team member
        </Title>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            ref={firstField}
            label="First name"
            autoComplete="off"
            withAsterisk
            miw={200}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="off"
            withAsterisk
            miw={200}
            {...form.getInputProps('lastName')}
          />
        </Group>
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Textarea
          label="Message (optional)"
          description="Added to the invitation e-mail."
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('message')}
        />
        <Group>
          <Button type="submit" loading={add.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
