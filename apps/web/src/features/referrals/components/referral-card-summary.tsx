import { Text } from '@mantine/core';
import { formatCents } from '../../../lib/format';
import { useReferralLedger } from '../api/referral-ledger';

/**
 * The ledger in one line for the payment-success referral card: the same figures as the
 * referral program page, shown only once there is something to show.
 */
export function ReferralCardSummary({ user }: { user: { flakeId: string } }) {
  const ledger = useReferralLedger(user);
  if (!ledger.data || ledger.data.signUps === 0) return null;
  const { signUps, purchases, balanceInCents } = ledger.data;
  return (
    <Text size="sm" data-testid="referral-summary">
      {signUps} {signUps === 1 ? 'sign-up' : 'sign-ups'}, {purchases}{' '}
      {purchases === 1 ? 'purchase' : 'purchases'} through your link; {formatCents(balanceInCents)}{' '}
      owed to you.
    </Text>
  );
}
