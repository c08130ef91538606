import { Alert, Button, Checkbox, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

type TProps = {
  senderName: string;
  recipientName: string;
  recipientEmail: string;
  busy: boolean;
  error: string | null;
  onAgree: () => void;
};

/**
 * Consent to sign electronically, asked before anything is signed. Under the Electronic
 * Transactions Act 1999 (Cth) s 10 an electronic signature counts when the method identifies
 * the person and shows their intention, is reliable for the purpose, and the person consents
 * to it: this screen says so in plain words and records the agreement.
 */
export function ConsentStep({
  senderName,
  recipientName,
  recipientEmail,
  busy,
  error,
  onAgree,
}: TProps) {
  const [agreed, setAgreed] = useState(false);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Before you sign
        </Title>
        <Text>
          {senderName} asks you, {recipientName} ({recipientEmail}), to sign this document
          electronically.
        </Text>
        <Text fw={500}>Signing electronically means:</Text>
        <List spacing={4} size="sm">
          <List.Item>
            Your electronic signature has the same effect as signing on paper, under the Electronic
            Transactions Act 1999 (Cth).
          </List.Item>
          <List.Item>
            You are identified by this link, sent only to your e-mail address, and by a code if the
            sender asked for one.
          </List.Item>
          <List.Item>
            You will see the whole document before you sign, and signing shows that you intend to be
            bound by it.
          </List.Item>
          <List.Item>
            We record when you open and sign it, with your IP address and browser, on a certificate
            attached to the signed PDF. Everyone receives the signed PDF by e-mail.
          </List.Item>
          <List.Item>
            You may decline instead, and you can ask the sender for a paper copy.
          </List.Item>
        </List>
        <Checkbox
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          label="I agree to sign electronically"
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button onClick={onAgree} disabled={!agreed} loading={busy} fullWidth={false}>
          Continue to the document
        </Button>
      </Stack>
    </Paper>
  );
}
