import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useResendVerification } from '../api/email-verification';
import { FormError } from './form-error';

type TCheckInboxProps = {
  /** The server's answer, naming the address the link went to. */
  message: string;
  email: string;
  onChangeEmail: () => void;
};

/** After sign-up: the account opens through the mailed link, and a lost mail can be re-sent. */
export function CheckInbox({ message, email, onChangeEmail }: TCheckInboxProps) {
  const resend = useResendVerification();
  return (
    <Stack gap="sm">
      <Alert
        color="teal"
        variant="light"
        role="status"
        icon={<IconMailCheck size={18} aria-hidden="true" />}
        data-testid="sign-up-sent"
      >
        {message}
      </Alert>
      <Text size="sm" c="dimmed">
        The link works once, for 24 hours. Nothing arrived after a few minutes? Look in your spam
        folder, or ask for a new link.
      </Text>
      <FormError error={resend.error} />
      {resend.isSuccess && (
        <Text size="sm" role="status" data-testid="resend-answer">
          {resend.data.message}
        </Text>
      )}
      <Group gap="sm">
        <Button
          variant="light"
          loading={resend.isPending}
          disabled={resend.isPending}
          onClick={() => resend.mutate(email)}
        >
          Send the link again
        </Button>
        <Button variant="subtle" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </Group>
    </Stack>
  );
}
