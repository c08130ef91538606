import type { TVirtualOffice } from '@app/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';

export const statusLabel = (o: TVirtualOffice) =>
  o.status === 'Active' ? 'Active' : 'Waiting for payment and authorisation';

/** The office in a few lines: whose it is, where, and where it stands. */
export function OfficeSummary({ office }: { office: TVirtualOffice }) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{office.businessName}</Text>
        <Badge color={office.status === 'Active' ? 'green' : 'yellow'} variant="light">
          {statusLabel(office)}
        </Badge>
      </Group>
      <Text size="sm">{office.address}</Text>
      <Text size="xs" c="dimmed">
        Mailbox reference {office.reference}
      </Text>
    </Stack>
  );
}
