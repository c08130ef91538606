import { MESSAGES, ZPasswordResetRequest } from '@app/domain';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '../components/form-error';
import { applyServerErrors, useSchemaForm } from '../hooks/use-schema-form';

export function ForgotPasswordPage() {
  const form = useSchemaForm(ZPasswordResetRequest, { email: '' });
  const request = useRequestPasswordReset();

  const submit = form.onSubmit((values) => {
    request.mutate(ZPasswordResetRequest.parse(values), {
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <AuthLayout
      title="Reset your password"
      section="Forgot password"
      intro="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <Anchor component={Link} to={paths.signIn()}>
          Back to sign in
        </Anchor>
      }
    >
      {request.isSuccess ? (
        <Alert color="teal" variant="light" role="status" data-testid="form-success">
          {request.data?.message || MESSAGES.passwordResetSent}
        </Alert>
      ) : (
        <>
          <FormError error={request.error} />
          <form onSubmit={submit} noValidate aria-label="Reset your password">
            <Stack gap="sm">
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                required
                withAsterisk={false}
                {...form.getInputProps('email')}
              />
              <Button
                type="submit"
                loading={request.isPending}
                disabled={request.isPending}
                fullWidth
              >
                Send reset link
              </Button>
            </Stack>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
