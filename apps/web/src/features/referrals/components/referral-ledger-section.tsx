import { REFERRAL_MESSAGES } from '@app/domain';
import { Alert, Badge, Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents, formatDate } from '../../../lib/format';
import { type TReferralLedger, useReferralLedger } from '../api/referral-ledger';
import { PayoutRequestForm } from './payout-request-form';

function Figure(props: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} size="lg">
        {props.value}
      </Text>
    </Paper>
  );
}

function Customers({ ledger }: { ledger: TReferralLedger }) {
  if (ledger.customers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No one has signed up through your link yet. Share it to start earning.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label="Referred customers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Signed up</Table.Th>
            <Table.Th>First payment</Table.Th>
            <Table.Th>Your commission</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ledger.customers.map((c) => (
            <Table.Tr key={`${c.signedUpAt}-${c.name}`}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>{formatDate(c.signedUpAt)}</Table.Td>
              <Table.Td>
                {c.firstPaymentInCents === null ? 'Not yet' : formatCents(c.firstPaymentInCents)}
                {c.refundedInCents > 0 && ` (${formatCents(c.refundedInCents)} refunded)`}
              </Table.Td>
              <Table.Td>{formatCents(c.commissionInCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Payouts({ ledger }: { ledger: TReferralLedger }) {
  if (ledger.payouts.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Payouts
      </Title>
      {ledger.payouts.map((p) => (
        <Paper key={p.id} withBorder radius="sm" p="xs">
          <Text size="sm">
            {formatCents(p.amountInCents)} to BSB {p.bsb}, account {p.maskedAccountNumber},
            requested {formatDate(p.createdAt)}{' '}
            <Badge color={p.status === 'paid' ? 'teal' : 'yellow'} variant="light">
              {p.status === 'paid' ? `Paid ${formatDate(p.paidAt ?? p.createdAt)}` : 'Requested'}
            </Badge>
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** The partner's figures (SPEC §1): what the link brought in, what is owed and paid. */
export function ReferralLedgerSection({ user }: { user: { flakeId: string } }) {
  const ledger = useReferralLedger(user);
  return (
    <Paper withBorder radius="md" p="md" aria-labelledby="ledger-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="ledger-title">
          Your referrals
        </Title>
        <div aria-live="polite">
          {ledger.isPending && <Text size="sm">Loading your referral figures…</Text>}
        </div>
        {ledger.isError && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{REFERRAL_MESSAGES.ledgerFailed}</Text>
              <Button size="xs" variant="light" onClick={() => ledger.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {ledger.data && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Figure label="Visits" value={String(ledger.data.visits)} />
              <Figure label="Sign-ups" value={String(ledger.data.signUps)} />
              <Figure label="Purchases" value={String(ledger.data.purchases)} />
              <Figure label="Balance owed" value={formatCents(ledger.data.balanceInCents)} />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              Earned {formatCents(ledger.data.commissionsInCents)}, paid out{' '}
              {formatCents(ledger.data.paidOutInCents)}
              {ledger.data.pendingPayoutInCents > 0 &&
                `, ${formatCents(ledger.data.pendingPayoutInCents)} waiting to be paid`}
              .
            </Text>
            <Customers ledger={ledger.data} />
            <Payouts ledger={ledger.data} />
            {ledger.data.pendingPayoutInCents > 0 ? (
              <Text size="sm">{REFERRAL_MESSAGES.payoutRequested}</Text>
            ) : ledger.data.balanceInCents >= 100 ? (
              <PayoutRequestForm user={user} balanceInCents={ledger.data.balanceInCents} />
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
