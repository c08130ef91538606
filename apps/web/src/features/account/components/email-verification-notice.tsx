import { MESSAGES } from '@app/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useEmailVerification, useResendVerification } from '../api/email-verification';

/**
 * Shown to a customer whose address is unconfirmed: documents shared to that address stay
 * hidden until it is, so say so and offer a new link.
 */
export function EmailVerificationNotice() {
  const state = useEmailVerification();
  const resend = useResendVerification();
  if (state.data?.emailVerified !== false) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Confirm your email address"
      icon={<IconMailExclamation size={18} aria-hidden="true" />}
      data-testid="email-unverified"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{MESSAGES.emailUnverifiedShares(state.data.email)}</Text>
        {resend.isSuccess ? (
          <Text size="sm" fw={500} role="status">
            {resend.data.message}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="light"
            loading={resend.isPending}
            onClick={() => resend.mutate(undefined)}
          >
            Send a new link
          </Button>
        )}
      </Group>
      {resend.isError && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {resend.error.message}
        </Text>
      )}
    </Alert>
  );
}
