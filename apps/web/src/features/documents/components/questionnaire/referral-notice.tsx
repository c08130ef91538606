import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../paths';

/**
 * Shown at once under an answer that means this document is the wrong tool: a law applies
 * that the template does not deal with, so the customer is pointed to a lawyer instead.
 */
export function ReferralNotice({ message, path }: { message: string; path: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      title="This needs a lawyer"
      data-testid="referral-notice"
      data-referral-path={path}
      role="status"
    >
      <Text size="sm">{message}</Text>
      <Anchor component={Link} to={paths.consultations()} size="sm" mt="xs" display="inline-block">
        Book a consultation with a lawyer
      </Anchor>
    </Alert>
  );
}
