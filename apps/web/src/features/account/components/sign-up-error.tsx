import { MESSAGES } from '@app/domain';
import { Alert, Anchor } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { FormError } from './form-error';

// The catalogue sentence ends by naming the two ways out; they are shown as the links.
const TAKEN_LEAD = 'An account with this email already exists.';

/**
 * A refused sign-up. An address that already has an account gets its ways out as links
 * (sign in, or reset the password); any other refusal reads as the server words it.
 */
export function SignUpError({ error, next }: { error: Error | null; next?: string }) {
  if (error?.message !== MESSAGES.emailTaken) return <FormError error={error} />;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden="true" />}
      role="alert"
      data-testid="form-error"
    >
      {TAKEN_LEAD}{' '}
      <Anchor component={Link} to={paths.signIn({ next })} inherit fw={600} underline="always">
        Sign in
      </Anchor>{' '}
      or{' '}
      <Anchor component={Link} to={paths.forgotPassword()} inherit fw={600} underline="always">
        reset your password
      </Anchor>
      .
    </Alert>
  );
}
