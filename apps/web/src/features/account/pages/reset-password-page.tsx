import { MESSAGES, ZPasswordReset } from '@app/domain';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../paths';
import { useConfirmPasswordReset } from '../api/password-reset';
import { NewPasswordFields } from '../components/account-fields';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '../components/form-error';
import { applyServerErrors, useSchemaForm } from '../hooks/use-schema-form';

function checkConfirmation(values: { password: string; confirmPassword: string }) {
  const errors: Record<string, string> = {};
  if (!values.confirmPassword) errors.confirmPassword = 'Confirm your new password';
  else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = 'Passwords do not match';
  }
  return errors;
}

/** Reached from the e-mailed link: /reset-password?token=... */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useSchemaForm(
    ZPasswordReset,
    { token, password: '', confirmPassword: '' },
    checkConfirmation,
  );
  const confirm = useConfirmPasswordReset();

  const submit = form.onSubmit((values) => {
    confirm.mutate(ZPasswordReset.parse(values), {
      onError: (error) => applyServerErrors(form, error),
    });
  });

  const requestNewLink = (
    <Anchor component={Link} to={paths.forgotPassword()}>
      Request a new link
    </Anchor>
  );

  return (
    <AuthLayout
      title="Choose a new password"
      section="Reset password"
      footer={
        <Anchor component={Link} to={paths.signIn()}>
          Back to sign in
        </Anchor>
      }
    >
      {!token ? (
        <Stack gap="sm">
          <Alert color="red" variant="light" role="alert">
            {MESSAGES.passwordResetInvalid}
          </Alert>
          {requestNewLink}
        </Stack>
      ) : confirm.isSuccess ? (
        <Stack gap="sm">
          <Alert color="teal" variant="light" role="status" data-testid="form-success">
            {confirm.data?.message || MESSAGES.passwordResetDone}
          </Alert>
          <Button component={Link} to={paths.signIn()}>
            Sign in
          </Button>
        </Stack>
      ) : (
        <>
          <FormError error={confirm.error} />
          {confirm.error && requestNewLink}
          <form onSubmit={submit} noValidate aria-label="Choose a new password">
            <Stack gap="sm">
              <NewPasswordFields
                password={form.getInputProps('password')}
                confirmation={form.getInputProps('confirmPassword')}
              />
              <Button
                type="submit"
                loading={confirm.isPending}
                disabled={confirm.isPending}
                fullWidth
              >
                Set new password
              </Button>
            </Stack>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
