import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The server's message for a failed submit (a 429 says how long to wait). */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden="true" />}
      role="alert"
      data-testid="form-error"
    >
      {error.message}
    </Alert>
  );
}
