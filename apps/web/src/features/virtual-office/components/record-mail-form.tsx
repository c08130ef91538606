import { Alert, Button, FileInput, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { useRecordMail } from '../api/virtual-offices';

/** Staff: records an item received at the office, with its scan as a PDF. */
export function RecordMailForm({ officeId }: { officeId: string }) {
  const user = useSignedInUser();
  const record = useRecordMail();
  const [sender, setSender] = useState('');
  const [receivedOn, setReceivedOn] = useState('');
  const [scan, setScan] = useState<File | null>(null);
  const ready = sender.trim() && /^\d{4}-\d{2}-\d{2}$/.test(receivedOn) && scan;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready || !scan) return;
        record.mutate(
          { officeId, userId: user.flakeId, scan, input: { sender: sender.trim(), receivedOn } },
          {
            onSuccess: () => {
              setSender('');
              setScan(null);
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          Record received mail (staff)
        </Title>
        <TextInput
          label="Sender"
          required
          value={sender}
          onChange={(e) => setSender(e.currentTarget.value)}
        />
        <TextInput
          label="Date received"
          type="date"
          required
          value={receivedOn}
          onChange={(e) => setReceivedOn(e.currentTarget.value)}
        />
        <FileInput
          label="Scan (PDF)"
          required
          accept="application/pdf"
          value={scan}
          onChange={setScan}
          clearable
        />
        {record.isError && (
          <Alert color="red" variant="light" role="alert">
            {record.error.message}
          </Alert>
        )}
        {record.isSuccess && (
          <Alert color="green" variant="light" role="status">
            Mail recorded; the customer has been told.
          </Alert>
        )}
        <Button type="submit" disabled={!ready} loading={record.isPending}>
          Record mail
        </Button>
      </Stack>
    </form>
  );
}
