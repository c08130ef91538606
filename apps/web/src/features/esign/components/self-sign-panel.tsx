import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { TSignatureInput } from '../lib/types';
import { SignaturePicker } from './signature-picker';

type TProps = {
  myName: string;
  blocked: boolean;
  busy: boolean;
  error: string | null;
  onSign: (signature: TSignatureInput) => void;
};

/** Signing one's own document in one step: the sealed PDF is ready straight after. */
export function SelfSignPanel({ myName, blocked, busy, error, onSign }: TProps) {
  const [signature, setSignature] = useState<TSignatureInput | null>(null);
  const [tried, setTried] = useState(false);
  const onSignature = useCallback((value: TSignatureInput | null) => setSignature(value), []);
  return (
    <Stack gap="md">
      <Text size="sm">
        Your signature and today's date go on the signature block, and you get the signed, sealed
        PDF at once. Signing electronically is as binding as signing on paper (Electronic
        Transactions Act 1999 (Cth)).
      </Text>
      <SignaturePicker name={myName} onChange={onSignature} />
      {tried && !signature ? (
        <Alert color="red" role="alert">
          Add your signature first.
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group>
        <Button
          size="md"
          loading={busy}
          disabled={blocked}
          onClick={() => {
            setTried(true);
            if (signature) onSign(signature);
          }}
        >
          Sign the document
        </Button>
      </Group>
    </Stack>
  );
}
