import { MESSAGES } from '@app/domain';
import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { useVerifyEmail } from '../api/email-verification';
import { AuthLayout } from '../components/auth-layout';
import { ResendLinkForm } from '../components/resend-link-form';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** The server asks for the sign-up's password before it opens the account. */
const needsPassword = (error: unknown) =>
  error instanceof ApiError && typeof error.fields.password === 'string';

/**
 * Reached from the mailed link: /verify-email?token=...(&next=...). Following it confirms
 * the address and signs the person in. A link that finishes a sign-up also asks for the
 * password chosen with it, so only the person who signed up can open the account.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verify = useVerifyEmail();
  const completeSignIn = useCompleteSignIn();
  const [password, setPassword] = useState('');
  const [askPassword, setAskPassword] = useState(false);
  // The link works once: a second call (React's development double effects) would fail it.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(
      { token },
      {
        onSuccess: completeSignIn,
        onError: (error) => {
          if (needsPassword(error)) setAskPassword(true);
        },
      },
    );
  }, [token, verify, completeSignIn]);

  const finish = (event: React.FormEvent) => {
    event.preventDefault();
    verify.mutate({ token, password }, { onSuccess: completeSignIn });
  };

  const passwordError =
    verify.error instanceof ApiError && password ? verify.error.fields.password : undefined;
  const problem = !token
    ? MESSAGES.emailVerificationInvalid
    : askPassword
      ? null
      : verify.error?.message;

  return (
    <AuthLayout
      title={
        problem
          ? 'This link did not work'
          : askPassword
            ? 'Finish creating your account'
            : 'Confirming your email'
      }
      section="Confirm email"
      footer={
        <Anchor component={Link} to={paths.signIn()}>
          Back to sign in
        </Anchor>
      }
    >
      {problem ? (
        <Stack gap="sm">
          <Alert color="red" variant="light" role="alert" data-testid="verify-error">
            {problem}
          </Alert>
          <Text size="sm">Ask for a new link and we will e-mail it to you.</Text>
          <ResendLinkForm />
        </Stack>
      ) : askPassword ? (
        <form onSubmit={finish} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Enter the password you chose when you signed up. If you did not sign up, close this
              page: no account is created.
            </Text>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={passwordError}
              data-autofocus
            />
            <Button type="submit" loading={verify.isPending} disabled={!password}>
              Create my account
            </Button>
          </Stack>
        </form>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Confirming your email address…</Text>
        </Group>
      )}
    </AuthLayout>
  );
}
