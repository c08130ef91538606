import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatWhen } from '../lib/times';
import type { TBulkSend } from './bulk-api';

/**
 * Each list this document went to, read as one: "3 of 5 signed", in progress until every copy
 * is done. The copies themselves are listed one by one under the signing of this document.
 */
export function BulkProgress({ sends }: { sends: readonly TBulkSend[] }) {
  if (sends.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="bulk-progress">
      <Title order={2} size="h4">
        Sent to a list
      </Title>
      {sends.map((send) => {
        const label = `${send.signedCopies} of ${send.copies} signed`;
        return (
          <Paper key={send.id} withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Text fw={600} size="sm">
                {send.copies} {send.copies === 1 ? 'copy' : 'copies'} sent{' '}
                {formatWhen(send.createdAt)}
              </Text>
              <Progress
                value={send.copies ? (100 * send.signedCopies) / send.copies : 0}
                aria-label={label}
                color={send.signedCopies === send.copies ? 'teal' : 'blue'}
              />
              <Text size="sm" c="dimmed">
                {label}
                {send.signedCopies < send.copies ? ', in progress' : ''}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
