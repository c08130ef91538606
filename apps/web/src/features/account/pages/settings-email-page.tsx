import { ZEmailChangeRequest } from '@app/domain';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSignedInUser } from '../../../lib/session';
import { NotificationEmailSettings } from '../../notifications';
import { useRequestEmailChange } from '../api/email-change';
import { CurrentPasswordField } from '../components/account-fields';
import { FormError } from '../components/form-error';
import { SettingsFrame } from '../components/settings-frame';
import { applyServerErrors, useSchemaForm } from '../hooks/use-schema-form';

/** /settings/email: the sign-in address moves only once the new one is confirmed. */
export function SettingsEmailPage() {
  const user = useSignedInUser();
  const form = useSchemaForm(ZEmailChangeRequest, { newEmail: '', password: '' });
  const request = useRequestEmailChange();
  const submit = form.onSubmit((values) => {
    request.mutate(ZEmailChangeRequest.parse(values), {
      onSuccess: () => form.setFieldValue('password', ''),
      onError: (error) => applyServerErrors(form, error),
    });
  });
  const fieldErrors = Object.keys(form.errors).length > 0;

  return (
    <SettingsFrame>
      <Stack gap="md">
        <Title order={1}>Email address</Title>
        <Text size="sm">
          You sign in with <strong>{user.email}</strong>
        </Text>
        <Text size="sm" maw={560}>
          We send a link to the new address. Your account moves to it when you open that link while
          signed in here; until then nothing changes. We also tell your current address once the
          change is made.
        </Text>
        {request.isSuccess && (
          <Alert
            color="teal"
            variant="light"
            role="status"
            data-testid="email-change-sent"
            maw={560}
          >
            {request.data.message}
          </Alert>
        )}
        <form onSubmit={submit} noValidate aria-label="Change email address">
          <Stack gap="sm" maw={420}>
            {!fieldErrors && <FormError error={request.error} />}
            <TextInput
              label="New email address"
              type="email"
              autoComplete="email"
              required
              withAsterisk={false}
              {...form.getInputProps('newEmail')}
            />
            <CurrentPasswordField
              input={form.getInputProps('password')}
              label="Your password"
              description="To make sure it is you."
            />
            <Group>
              <Button type="submit" loading={request.isPending} disabled={request.isPending}>
                Send confirmation link
              </Button>
            </Group>
          </Stack>
        </form>
        <NotificationEmailSettings />
      </Stack>
    </SettingsFrame>
  );
}
