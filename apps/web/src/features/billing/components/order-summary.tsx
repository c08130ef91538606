import { catalogueItem, formatDollars } from '@app/domain';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import type { TCheckoutPreview } from '../api/checkout-preview';
import { billingPeriodLabel, perIntervalSuffix } from './plan-billing';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** What the customer is about to pay, as the server priced it. */
export function OrderSummary({ preview }: { preview: TCheckoutPreview }) {
  const item = catalogueItem(preview.productHandle);
  const recurring = item !== undefined && item.interval !== 'once';
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-summary">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Order summary
        </Title>
        <div>
          <Text fw={600}>{preview.productName}</Text>
          {item && (
            <Text size="sm" c="dimmed">
              {billingPeriodLabel(item)}
            </Text>
          )}
        </div>
        <Divider />
        <Line
          label="Price"
          value={`${formatDollars(preview.listPriceInCents)}${item ? perIntervalSuffix(item) : ''}`}
        />
        {preview.discountInCents > 0 && (
          <Line
            label={`Discount${preview.couponCodes.length ? ` (${preview.couponCodes.join(', ')})` : ''}`}
            value={`−${formatDollars(preview.discountInCents)}`}
          />
        )}
        {preview.trialDays ? <Line label="Free trial" value={`${preview.trialDays} days`} /> : null}
        <Divider />
        <Line label="Due today" value={formatDollars(preview.dueTodayInCents)} strong />
        {recurring && (
          <Text size="sm" c="dimmed" data-testid="renewal-note">
            {preview.trialDays ? 'Then' : 'Renews at'} {formatDollars(preview.renewalPriceInCents)}
            {item ? perIntervalSuffix(item) : ''} from {formatDate(preview.renewalDate)}, until you
            cancel.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
