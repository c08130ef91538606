import {
  COMPLIANCE_MESSAGES,
  carePlan,
  formatDateShort,
  type TAttachedPlanKind,
} from '@app/domain';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { showSuccessToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { useComplianceWorkQueue, useMarkComplianceItemDone } from '../api/compliance';
import { StatusBadge } from './status-badge';

/** Staff only: every open obligation of a business with a compliance plan, soonest first. */
export function WorkQueue() {
  const queue = useComplianceWorkQueue(true);
  const done = useMarkComplianceItemDone();
  const rows = queue.data ?? [];
  return (
    <Stack gap="sm" data-testid="work-queue">
      <Title order={2} size="h3">
        Compliance work queue
      </Title>
      <QueryState query={queue} loadingLabel="Loading the work queue" />
      {queue.data && rows.length === 0 && (
        <Text c="dimmed">Nothing is waiting: every plan's work is done.</Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Compliance work queue">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Business</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.item.id} data-testid="queue-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {row.businessName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.customerEmail} ·{' '}
                      {row.planKinds.map((k) => carePlan(k as TAttachedPlanKind).title).join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.item.title}</Table.Td>
                  <Table.Td>{formatDateShort(row.item.dueOn)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.item.status} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Mark ${row.item.title} for ${row.businessName} done`}
                      loading={done.isPending && done.variables === row.item.id}
                      onClick={() =>
                        done.mutate(row.item.id, {
                          onSuccess: () => showSuccessToast(COMPLIANCE_MESSAGES.markedDone),
                        })
                      }
                    >
                      Mark done
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {done.error && (
        <Text c="red" size="sm" role="alert">
          {done.error.message}
        </Text>
      )}
    </Stack>
  );
}
