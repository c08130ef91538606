import { formatDollars } from '@app/domain';
import { Accordion, ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { showErrorToast } from '../../../lib/toasts';
import { useDownloadInvoice } from '../api/invoice-download';
import type { TInvoice } from '../api/user-subscriptions';
import { invoiceStatusLabel, shortDate } from './subscription-texts';

/** A subscription's (or bundle's) invoices, newest first, each with its PDF. */
export function InvoiceList({ invoices, label }: { invoices: TInvoice[]; label: string }) {
  const download = useDownloadInvoice();
  if (invoices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No invoices yet.
      </Text>
    );
  }
  const sorted = [...invoices].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {sorted.map((invoice) => {
        const status = invoiceStatusLabel(invoice.status);
        return (
          <Group
            key={invoice.id}
            component="li"
            data-testid="invoice"
            justify="space-between"
            wrap="wrap"
            gap="xs"
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {invoice.number}
              </Text>
              <Text size="xs" c="dimmed">
                Issued {shortDate(invoice.issuedAt)}
              </Text>
            </Stack>
            <Group gap="sm" wrap="nowrap">
              <Badge variant="dot" color={status.color}>
                {status.label}
              </Badge>
              <Stack gap={0} align="flex-end">
                <Text size="sm">Total {formatDollars(invoice.totalInCents)}</Text>
                {invoice.refundedInCents > 0 && (
                  <Text size="xs" c="teal.9">
                    Refunded {formatDollars(invoice.refundedInCents)}
                  </Text>
                )}
                {invoice.amountDueInCents > 0 && (
                  <Text size="xs" c="red.8">
                    Due {formatDollars(invoice.amountDueInCents)}
                  </Text>
                )}
              </Stack>
              <Tooltip label="Download PDF">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Download invoice ${invoice.number}`}
                  loading={
                    download.isPending && download.variables?.downloadUrl === invoice.downloadUrl
                  }
                  onClick={() =>
                    download.mutate(invoice, { onError: (error) => showErrorToast(error.message) })
                  }
                >
                  <IconDownload size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}

/** Invoices folded under their plan: most visits are not about old invoices. */
export function InvoicesSection({ invoices, label }: { invoices: TInvoice[]; label: string }) {
  return (
    // Opens at once: a list of a few rows needs no animation.
    <Accordion chevronPosition="right" transitionDuration={0}>
      <Accordion.Item value="invoices">
        <Accordion.Control px={0}>
          <Text size="sm" fw={600}>
            Invoices ({invoices.length})
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <InvoiceList invoices={invoices} label={label} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
