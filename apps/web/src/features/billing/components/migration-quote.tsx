import { formatDollars } from '@app/domain';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import type { TMigrationQuote } from '../api/migration-preview';

function Row({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500}>
        {cents < 0 ? `−${formatDollars(-cents)}` : formatDollars(cents)}
      </Text>
    </Group>
  );
}

/** What a change of plan costs now, and what the new plan costs from when: said plainly. */
export function MigrationQuote({ quote, interval }: { quote: TMigrationQuote; interval: string }) {
  return (
    <Stack gap="xs" data-testid="migration-preview">
      <Row label="Prorated adjustment" cents={quote.prorated_adjustment_in_cents} />
      <Row label="Credit applied" cents={-quote.credit_applied_in_cents} />
      <Divider />
      <Row label="Due now" cents={quote.payment_due_in_cents} strong />
      {quote.renewalDate && (
        <Text size="sm" c="dimmed" data-testid="migration-renewal">
          Then {formatDollars(quote.renewalPriceInCents)} {interval}, charged on{' '}
          {formatDate(quote.renewalDate)} unless you cancel before then.
        </Text>
      )}
    </Stack>
  );
}

/** "a year" or "a quarter", as the plan is billed. */
export function intervalWords(item: { interval: string; intervalCount: number } | undefined) {
  if (!item) return '';
  if (item.interval === 'year') return 'a year';
  if (item.interval === 'month' && item.intervalCount === 3) return 'a quarter';
  return 'a month';
}
