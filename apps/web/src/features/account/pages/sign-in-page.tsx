import { MESSAGES, ZSignIn } from '@app/domain';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { useSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '../components/form-error';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { applyServerErrors, useSchemaForm } from '../hooks/use-schema-form';

export function SignInPage() {
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next') ?? undefined;
  const form = useSchemaForm(ZSignIn, { email: '', password: '' });
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();

  const submit = form.onSubmit((values) => {
    signIn.mutate(ZSignIn.parse(values), {
      onSuccess: completeSignIn,
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <AuthLayout
      title="Sign in"
      section="Sign in"
      footer={
        <>
          New to Clausewell?{' '}
          <Anchor component={Link} to={paths.signUp({ next })}>
            Create an account
          </Anchor>
        </>
      }
    >
      {next && (
        <Alert color="blue" variant="light">
          {MESSAGES.signInRequired}
        </Alert>
      )}
      <FormError error={signIn.error} />
      {/* A sign-up not yet confirmed is refused like a wrong password, so say why it may be. */}
      {signIn.error instanceof ApiError && signIn.error.status === 401 && (
        <Text size="sm" c="dimmed" data-testid="pending-hint">
          {MESSAGES.signInPendingHint}
        </Text>
      )}
      <form onSubmit={submit} noValidate aria-label="Sign in">
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to={paths.forgotPassword()} size="sm">
            Forgot your password?
          </Anchor>
          <Button type="submit" loading={signIn.isPending} disabled={signIn.isPending} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
