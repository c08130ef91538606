import { MESSAGES, REFERRAL_MESSAGES } from '@app/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { formatCents, formatDate } from '../../../lib/format';
import { useSignedInUser } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import {
  type TAdminReferralPayout,
  useAdminReferralPayouts,
  useMarkReferralPayoutPaid,
} from '../api/referral-payouts';
import { AdminNav } from '../components/admin-nav';

function PayoutRow({ payout }: { payout: TAdminReferralPayout }) {
  const mark = useMarkReferralPayoutPaid();
  return (
    <Paper withBorder radius="md" p="md" aria-label={`Payout to ${payout.partnerName}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            {formatCents(payout.amountInCents)} to {payout.partnerName} ({payout.partnerEmail})
          </Text>
          <Badge color={payout.status === 'paid' ? 'teal' : 'yellow'} variant="light">
            {payout.status === 'paid' ? 'Paid' : 'Requested'}
          </Badge>
        </Group>
        <Text size="sm">
          {payout.accountName}, BSB {payout.bsb}, account {payout.accountNumber}
        </Text>
        <Text size="xs" c="dimmed">
          {payout.events
            .map((e) => `${e.action === 'paid' ? 'Paid' : 'Requested'} ${formatDate(e.createdAt)}`)
            .join(' · ')}
        </Text>
        {mark.error && (
          <Alert color="red" role="alert">
            {mark.error instanceof ApiError ? mark.error.message : REFERRAL_MESSAGES.payoutNotOpen}
          </Alert>
        )}
        {payout.status === 'requested' && (
          <Group>
            <Button
              size="xs"
              loading={mark.isPending}
              onClick={() =>
                mark.mutate(payout.id, {
                  onSuccess: () => showSuccessToast(REFERRAL_MESSAGES.payoutMarkedPaid),
                })
              }
            >
              Mark paid
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** /admin/referral-payouts: partners' payout requests to pay by bank transfer, then mark paid. */
export function AdminReferralPayoutsPage() {
  const me = useSignedInUser();
  const payouts = useAdminReferralPayouts(me.isAdmin);
  if (!me.isAdmin) {
    return (
      <Stack gap="xs">
        <Title order={1}>Referral payouts</Title>
        <Text c="dimmed">{MESSAGES.forbidden}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <AdminNav />
      <Title order={1}>Referral payouts</Title>
      <QueryState query={payouts} loadingLabel="Loading payout requests" />
      {payouts.data?.length === 0 && <Text c="dimmed">No payout requests yet.</Text>}
      <Stack gap="sm">
        {payouts.data?.map((p) => (
          <PayoutRow key={p.id} payout={p} />
        ))}
      </Stack>
    </Stack>
  );
}
