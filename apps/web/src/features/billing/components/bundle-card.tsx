import { formatDollars } from '@app/domain';
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TBundleView, TInvoice } from '../api/user-subscriptions';
import { InvoicesSection } from './invoice-list';
import { cardBrandText, shortDate } from './subscription-texts';

const SCHEDULE_STATUS: Record<string, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  paid: { label: 'Paid', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

export function bundlePaymentText(bundle: TBundleView): string {
  if (bundle.paymentType === 'directDebit') {
    return `Direct debit from ${bundle.bankName ?? 'your bank account'}`;
  }
  return bundle.lastFour
    ? `${cardBrandText(bundle.cardType)} ending in ${bundle.lastFour}`
    : 'No card on file';
}

/** A bundle: its plans, what the first year cost and when the next payment falls. */
export function BundleCard({ bundle, invoices }: { bundle: TBundleView; invoices: TInvoice[] }) {
  const titleId = `bundle-${bundle.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      data-testid="bundle-card"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {bundle.name}
          </Title>
          <Badge variant="dot" color="indigo">
            {bundle.type === 'quarterly' ? 'Paid quarterly' : 'Paid upfront'}
          </Badge>
        </Group>
        {bundle.entityName && (
          <Text size="sm" c="dimmed">
            For {bundle.entityName}
          </Text>
        )}
        <Stack
          component="ul"
          gap={4}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Plans in this bundle"
        >
          {bundle.products.map((p) => (
            <Group
              key={p.productHandle}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
            >
              <Text size="sm" fw={600}>
                {p.productName}
              </Text>
              <Text size="sm">
                {formatDollars(p.firstYearDiscountedPrice)} first year, then{' '}
                {formatDollars(p.annualRenewalCost)} per year
              </Text>
            </Group>
          ))}
        </Stack>
        <Text size="sm">
          First charge {formatDollars(bundle.initialBundleCharge)}, saving{' '}
          {formatDollars(bundle.initialBundleDiscount)} ({bundle.initialBundleDiscountPercentage}%)
        </Text>
        <Text size="sm">Payment: {bundlePaymentText(bundle)}</Text>
        {bundle.nextBillingDate && (
          <Text size="sm">
            Next payment {formatDollars(bundle.nextBillingAmountInCents)} on{' '}
            {shortDate(bundle.nextBillingDate)}
          </Text>
        )}
        <Text size="sm">Renews on {shortDate(bundle.nextBundleRenewalDate)}</Text>
        {bundle.billingScheduleItems.length > 0 && (
          <Table.ScrollContainer minWidth={280}>
            <Table striped withTableBorder fz="sm" aria-label="Billing schedule">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bundle.billingScheduleItems.map((item) => {
                  const status = SCHEDULE_STATUS[item.status] ?? {
                    label: item.status,
                    color: 'gray',
                  };
                  return (
                    <Table.Tr key={`${item.date}-${item.amountInCents}`}>
                      <Table.Td>{shortDate(item.date)}</Table.Td>
                      <Table.Td>{formatDollars(item.amountInCents)}</Table.Td>
                      <Table.Td>
                        <Badge variant="dot" size="sm" color={status.color}>
                          {status.label}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <InvoicesSection invoices={invoices} label={`Invoices for ${bundle.name}`} />
      </Stack>
    </Card>
  );
}
