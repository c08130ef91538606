import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { TSignatureInput, TSignerSession } from '../lib/types';
import { FieldInputs, fieldsToFill, missingFields, type TFieldEntries } from './field-inputs';
import { PdfPages } from './pdf-pages';
import { SignaturePicker } from './signature-picker';

type TProps = {
  session: TSignerSession;
  busy: boolean;
  error: string | null;
  onSign: (
    signature: TSignatureInput,
    values: { fieldId: string; text?: string; checked?: boolean }[],
  ) => void;
  onDecline: () => void;
};

/** The document in full, then the signer's fields and signature, then Sign. */
export function SignStep({ session, busy, error, onSign, onDecline }: TProps) {
  const [entries, setEntries] = useState<TFieldEntries>(() => prefilled(session));
  const [signature, setSignature] = useState<TSignatureInput | null>(null);
  const [tried, setTried] = useState(false);
  const onSignature = useCallback((value: TSignatureInput | null) => setSignature(value), []);
  const missing = missingFields(session.fields, entries);

  const submit = () => {
    setTried(true);
    if (!signature || missing.length > 0) return;
    onSign(
      signature,
      fieldsToFill(session.fields).map((f) => ({ fieldId: f.id, ...entries[f.id] })),
    );
  };

  return (
    <Stack gap="lg">
      {session.message ? (
        <Alert color="blue" title={`A message from ${session.senderName}`}>
          {session.message}
        </Alert>
      ) : null}
      <Stack gap={4}>
        <Title order={2} size="h3">
          Read the whole document
        </Title>
        <Text size="sm" c="dimmed">
          {session.pageCount} {session.pageCount === 1 ? 'page' : 'pages'}. Your places to sign are
          highlighted in yellow.
        </Text>
      </Stack>
      {/* The session carries this signer's own fields only. */}
      <PdfPages url={session.documentPdfUrl} fields={session.fields} mineOf={() => true} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            Your signature
          </Title>
          <FieldInputs
            fields={session.fields}
            entries={entries}
            onChange={setEntries}
            showMissing={tried}
          />
          <SignaturePicker name={session.recipientName} onChange={onSignature} />
          {tried && !signature ? (
            <Alert color="red" role="alert">
              Add your signature first: draw it, type it, upload a picture or use your name.
            </Alert>
          ) : null}
          {tried && missing.length > 0 ? (
            <Alert color="red" role="alert">
              Fill in the required {missing.length === 1 ? 'field' : `${missing.length} fields`}{' '}
              above before signing.
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Text size="xs" c="dimmed">
            By selecting Sign you sign “{session.title}” electronically as {session.recipientName}.
          </Text>
          <Group justify="space-between">
            <Anchor component="button" type="button" c="red.8" size="sm" onClick={onDecline}>
              Decline to sign
            </Anchor>
            <Button size="md" onClick={submit} loading={busy}>
              Sign
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Name fields start with the signer's name, which they can correct. */
function prefilled(session: TSignerSession): TFieldEntries {
  return Object.fromEntries(
    session.fields
      .filter((f) => f.type === 'NAME')
      .map((f) => [f.id, { text: session.recipientName }]),
  );
}
