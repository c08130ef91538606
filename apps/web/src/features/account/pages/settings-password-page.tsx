import { ZChangePassword } from '@app/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { showSuccessToast } from '../../../lib/toasts';
import { useChangePassword } from '../api/change-password';
import { CurrentPasswordField, NewPasswordFields } from '../components/account-fields';
import { FormError } from '../components/form-error';
import { SettingsFrame } from '../components/settings-frame';
import { applyServerErrors, useSchemaForm } from '../hooks/use-schema-form';

function checkConfirmation(values: {
  newPassword: string;
  confirmNewPassword: string;
}): Record<string, string> {
  if (!values.confirmNewPassword) return { confirmNewPassword: 'Confirm your new password' };
  if (values.confirmNewPassword !== values.newPassword) {
    return { confirmNewPassword: 'Passwords do not match' };
  }
  return {};
}

/** /settings/password: a new password, given the current one; other sessions end. */
export function SettingsPasswordPage() {
  const form = useSchemaForm(
    ZChangePassword,
    { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    checkConfirmation,
  );
  const change = useChangePassword();
  const submit = form.onSubmit((values) => {
    change.mutate(ZChangePassword.parse(values), {
      onSuccess: (result) => {
        form.reset();
        showSuccessToast(result.message);
      },
      onError: (error) => applyServerErrors(form, error),
    });
  });
  const fieldErrors = Object.keys(form.errors).length > 0;

  return (
    <SettingsFrame>
      <Stack gap="md">
        <Title order={1}>Password</Title>
        <Text size="sm" maw={560}>
          Changing your password signs you out on every other phone, tablet and computer. You stay
          signed in here.
        </Text>
        <form onSubmit={submit} noValidate aria-label="Change password">
          <Stack gap="sm" maw={420}>
            {!fieldErrors && <FormError error={change.error} />}
            <CurrentPasswordField input={form.getInputProps('currentPassword')} />
            <NewPasswordFields
              password={form.getInputProps('newPassword')}
              confirmation={form.getInputProps('confirmNewPassword')}
            />
            <Group>
              <Button type="submit" loading={change.isPending} disabled={change.isPending}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </SettingsFrame>
  );
}
