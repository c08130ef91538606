import { formatDollars } from '@app/domain';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { QueryState } from '../../../lib/ui/query-state';
import { usePayoutLedger } from '../api/marketplace';

const PAYOUT_LABELS: Record<string, string> = {
  HELD: 'Held until the client accepts',
  DUE: 'Due to you',
  REFUNDED: 'Refunded to the client',
};

/** /my-clients/payouts: earnings per job less the platform fee, and where each stands. */
export function PayoutsPage() {
  const ledger = usePayoutLedger();
  const l = ledger.data;
  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1}>Payouts</Title>
      <QueryState query={ledger} loadingLabel="Loading your payouts" />
      {l && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Paper withBorder p="md" radius="md">
              <Text size="sm">Due to you</Text>
              <Text size="xl" fw={700} data-testid="payout-due">
                {formatDollars(l.dueInCents)}
              </Text>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Text size="sm">Held for jobs under way</Text>
              <Text size="xl" fw={700}>
                {formatDollars(l.heldInCents)}
              </Text>
            </Paper>
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            The platform fee is {l.feeBasisPoints / 100}% of each job’s fixed fee.
          </Text>
          {l.lines.length === 0 ? (
            <Paper withBorder p="lg" radius="md" data-testid="payouts-empty">
              <Text>No earnings yet. Win a brief and your earnings appear here.</Text>
            </Paper>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Job</Table.Th>
                    <Table.Th>Fee</Table.Th>
                    <Table.Th>Platform fee</Table.Th>
                    <Table.Th>Your earnings</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {l.lines.map((j) => (
                    <Table.Tr key={j.id}>
                      <Table.Td>{j.briefTitle}</Table.Td>
                      <Table.Td>{formatDollars(j.amountInCents)}</Table.Td>
                      <Table.Td>{formatDollars(j.feeInCents)}</Table.Td>
                      <Table.Td>
                        {j.payoutStatus === 'REFUNDED'
                          ? formatDollars(0)
                          : formatDollars(j.netInCents)}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          <Badge variant="light">
                            {PAYOUT_LABELS[j.payoutStatus] ?? j.payoutStatus}
                          </Badge>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
