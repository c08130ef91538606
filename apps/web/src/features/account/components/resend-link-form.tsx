import { ZEmailVerificationResend } from '@app/domain';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useResendVerification } from '../api/email-verification';
import { applyServerErrors, useSchemaForm } from '../hooks/use-schema-form';
import { FormError } from './form-error';

/** Asks for a new confirmation link for an address (signed out: the answer never says more). */
export function ResendLinkForm() {
  const form = useSchemaForm(ZEmailVerificationResend, { email: '' });
  const resend = useResendVerification();
  const submit = form.onSubmit((values) => {
    resend.mutate(ZEmailVerificationResend.parse(values).email, {
      onError: (error) => applyServerErrors(form, error),
    });
  });

  if (resend.isSuccess) {
    return (
      <Alert color="teal" variant="light" role="status" data-testid="resend-answer">
        {resend.data.message}
      </Alert>
    );
  }
  return (
    <>
      <FormError error={resend.error} />
      <form onSubmit={submit} noValidate aria-label="Ask for a new link">
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            {...form.getInputProps('email')}
          />
          <Button type="submit" variant="light" loading={resend.isPending} fullWidth>
            Send a new link
          </Button>
        </Stack>
      </form>
    </>
  );
}
