import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

// Staff: referral payout requests, waiting ones first, and marking one paid.

const PAYOUTS = graphql(`
  query AdminReferralPayouts {
    adminReferralPayouts {
      id amountInCents status accountName bsb accountNumber createdAt paidAt
      partnerName partnerEmail events { action createdAt }
    }
  }
`);

const MARK_PAID = graphql(`
  mutation MarkReferralPayoutPaid($payoutId: ID!) {
    markReferralPayoutPaid(payoutId: $payoutId) { id status paidAt }
  }
`);

export type TAdminReferralPayout = ResultOf<typeof PAYOUTS>['adminReferralPayouts'][number];

const key = ['admin', 'referral-payouts'] as const;

export function useAdminReferralPayouts(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: () => graphqlRequest(PAYOUTS).then((d) => d.adminReferralPayouts),
    enabled,
  });
}

export function useMarkReferralPayoutPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: string) =>
      graphqlRequest(MARK_PAID, { payoutId }).then((d) => d.markReferralPayoutPaid),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
