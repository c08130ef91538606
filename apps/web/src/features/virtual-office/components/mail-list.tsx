import type { TVirtualOffice } from '@app/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { downloadMailScan } from '../api/virtual-offices';

const dmy = (ymd: string) => ymd.split('-').reverse().join('/');

/** Mail received at the office, newest first, each scan downloadable. */
export function MailList({ office }: { office: TVirtualOffice }) {
  const download = useMutation({
    mutationFn: (mailId: string) => downloadMailScan(office.id, mailId),
  });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Received mail
      </Title>
      {download.isError && (
        <Alert color="red" variant="light" role="alert">
          {download.error.message}
        </Alert>
      )}
      {office.mail.length === 0 ? (
        <Text c="dimmed" size="sm">
          No mail has arrived yet. When it does, we scan it and you will be told here and by e-mail.
        </Text>
      ) : (
        office.mail.map((m) => (
          <Paper key={m.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>{m.sender}</Text>
                <Text size="sm" c="dimmed">
                  Received {dmy(m.receivedOn)}
                </Text>
              </Stack>
              <Button
                variant="light"
                size="xs"
                onClick={() => download.mutate(m.id)}
                loading={download.isPending && download.variables === m.id}
                aria-label={`Download the scan of the mail from ${m.sender}`}
              >
                Download scan
              </Button>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
