import { bundleMonthlyPriceInCents, formatDollars, type TBundleBillingCycle } from '@app/domain';
import { Badge, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import type { TBundlePreview } from '../api/bundle-preview';

const PLAN_TYPES: Record<string, string> = {
  legal: 'Legal',
  accounting: 'Accounting',
  compliance: 'Compliance',
  virtualOffice: 'Virtual office',
};

const STATUS: Record<string, string> = { scheduled: 'Scheduled', paid: 'Paid', failed: 'Failed' };

/** A bundle as the server priced it: products, discount, monthly price and schedule. */
export function BundleSummary({ preview }: { preview: TBundlePreview }) {
  const cycle = preview.billingCycle as TBundleBillingCycle;
  const monthly = bundleMonthlyPriceInCents(preview.initialBundleCharge, cycle);
  return (
    <Paper withBorder radius="md" p="md" data-testid="bundle-summary">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Your bundle
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th ta="right">First year</Table.Th>
                <Table.Th ta="right">Renews at</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.products.map((p) => (
                <Table.Tr key={p.productHandle}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {p.productName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {PLAN_TYPES[p.planType] ?? p.planType}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatDollars(p.firstYearDiscountedPrice)}</Table.Td>
                  <Table.Td ta="right">{formatDollars(p.annualRenewalCost)}/year</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Divider />
        {preview.initialBundleDiscount > 0 && (
          <Group justify="space-between">
            <Group gap="xs">
              <Text size="sm">Bundle discount</Text>
              <Badge color="teal" variant="light">
                {preview.initialBundleDiscountPercentage}% off
              </Badge>
            </Group>
            <Text size="sm" fw={500} data-testid="bundle-discount">
              −{formatDollars(preview.initialBundleDiscount)}
            </Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text size="sm" fw={700}>
            Due today
          </Text>
          <Text size="lg" fw={700} data-testid="bundle-due-today">
            {formatDollars(preview.initialBundleCharge)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" data-testid="bundle-monthly">
          That is {formatDollars(monthly)}/month
          {cycle === 'quarterly' ? ', paid each quarter.' : ', paid for the year upfront.'}
        </Text>
        {preview.billingScheduleItems.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Billing schedule
            </Text>
            <Table fz="sm" verticalSpacing={4} data-testid="bundle-schedule">
              <Table.Tbody>
                {preview.billingScheduleItems.map((item) => (
                  <Table.Tr key={item.date}>
                    <Table.Td>{formatDate(item.date)}</Table.Td>
                    <Table.Td ta="right">{formatDollars(item.amountInCents)}</Table.Td>
                    <Table.Td ta="right">{STATUS[item.status] ?? item.status}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
