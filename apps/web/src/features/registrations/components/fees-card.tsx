import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { formatCents, formatDate } from '../../../lib/format';
import type { TCompanyApplication } from '../api/company-application';

/** Our service fee and ASIC's fee, apart: the government fee is passed on as it is. */
export function FeesCard(props: { application: TCompanyApplication }) {
  const { governmentFee: fee, serviceFeeInCents } = props.application;
  const url = fee.source.split(' ')[0];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Fees">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text>Clausewell company registration service</Text>
          <Text fw={600}>{formatCents(serviceFeeInCents)}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text>{fee.label}</Text>
          <Text fw={600}>{formatCents(fee.amountInCents)}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          Government fee from {formatDate(`${fee.effectiveFrom}T00:00:00`)}, no GST. Source:{' '}
          <Anchor href={url} target="_blank" rel="noreferrer" size="xs">
            ASIC fees for commonly lodged documents
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
