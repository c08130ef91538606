import { Alert, Anchor, Button, Group, Paper, PinInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

type TProps = {
  email: string;
  busy: boolean;
  error: string | null;
  resending: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
};

/** The one-time code the sender asked for, e-mailed to the signer's own address. */
export function CodeStep({ email, busy, error, resending, onSubmit, onResend }: TProps) {
  const [code, setCode] = useState('');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === 6) onSubmit(code);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3">
            Enter the code we e-mailed you
          </Title>
          <Text size="sm">
            We sent a 6-digit code to {email}. It confirms that this link is in your hands.
          </Text>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            value={code}
            onChange={setCode}
            aria-label="The 6-digit code"
            getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of the code` })}
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={busy} disabled={code.length !== 6}>
              Confirm code
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onResend}
              disabled={resending}
            >
              Send a new code
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
