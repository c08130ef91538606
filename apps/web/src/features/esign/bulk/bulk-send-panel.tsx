import { Alert, Button, FileInput, Stack, Text, Textarea } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useSendBulk } from './bulk-api';

/** Lines that look like recipients, for the count shown before sending. */
export const countRecipients = (csv: string) =>
  csv
    .split(/\r\n|\n|\r/)
    .filter((line, i) => line.trim() && !(i === 0 && /^\s*"?name"?\s*,/i.test(line))).length;

/** The chosen file's text (FileReader: every browser has it, and so does the test DOM). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/**
 * Send to a list: one copy of the document per person in a CSV (name,email[,role[,state]]), each
 * signing their own. Problems come back naming each line, and nothing is sent until all
 * lines are right.
 */
export function BulkSendPanel({
  documentId,
  blocked,
  onSent,
}: {
  documentId: string;
  blocked: boolean;
  /** Told how many copies went, so the page can say so whatever it shows next. */
  onSent?: (copies: number) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendBulk();
  const count = countRecipients(csv);
  const choose = async (f: File | null) => {
    setFile(f);
    send.reset();
    setCsv(f ? await readText(f) : '');
  };
  if (send.data) return <BulkSentNotice copies={send.data.copies} />;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Upload a CSV file with one person per line: <code>name,email</code>, and optionally a role
        (signer, approver or witness) and the State or territory they sign in (NSW, VIC, QLD, WA,
        SA, TAS, ACT or NT). Each person gets their own copy to sign.
      </Text>
      <FileInput
        label="Recipient list (CSV)"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
        value={file}
        onChange={choose}
        clearable
      />
      {csv ? (
        <Text size="sm" c="dimmed" data-testid="bulk-count" aria-live="polite">
          {count} {count === 1 ? 'recipient' : 'recipients'} found. Each copy uses one e-signature.
        </Text>
      ) : null}
      <Textarea
        label="Message to every recipient (optional)"
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
      />
      {send.error ? (
        <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {send.error.message.replace(/ (?=Line \d+:)/g, '\n')}
        </Alert>
      ) : null}
      <Button
        onClick={() =>
          send.mutate(
            { documentId, csv, message: message || null },
            { onSuccess: (sent) => onSent?.(sent.copies) },
          )
        }
        disabled={!count || blocked}
        loading={send.isPending}
      >
        Send {count || ''} {count === 1 ? 'copy' : 'copies'}
      </Button>
    </Stack>
  );
}

/** What a finished bulk send says, where the customer is looking. */
export function BulkSentNotice({ copies }: { copies: number }) {
  return (
    <Alert color="green" title="Sent" data-testid="bulk-sent" role="status">
      {copies} {copies === 1 ? 'copy is' : 'copies are'} on the way, each to its own recipient.
      Follow them under “Sent in bulk” in My documents.
    </Alert>
  );
}
