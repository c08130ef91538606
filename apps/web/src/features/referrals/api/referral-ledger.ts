import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

// The referral ledger: visits, sign-ups, purchases, commission and payouts, computed by the
// server from the books each time it is asked.

const LEDGER = graphql(`
  query ReferralLedger($userId: String!) {
    referralLedger(userId: $userId) {
      visits signUps purchases commissionsInCents paidOutInCents pendingPayoutInCents balanceInCents
      customers { name signedUpAt firstPaymentInCents refundedInCents commissionInCents paidAt }
      payouts { id amountInCents status accountName bsb maskedAccountNumber createdAt paidAt }
    }
  }
`);

const REQUEST_PAYOUT = graphql(`
  mutation RequestReferralPayout(
    $accountName: String!, $bsb: String!, $accountNumber: String!, $amountInCents: Int!
  ) {
    requestReferralPayout(
      accountName: $accountName, bsb: $bsb, accountNumber: $accountNumber,
      amountInCents: $amountInCents
    ) { id amountInCents status }
  }
`);

export type TReferralLedger = ResultOf<typeof LEDGER>['referralLedger'];

export const referralLedgerKey = (userId: string) => ['growth', 'referral-ledger', userId] as const;

export function useReferralLedger(user: { flakeId: string }) {
  return useQuery({
    queryKey: referralLedgerKey(user.flakeId),
    queryFn: () => graphqlRequest(LEDGER, { userId: user.flakeId }).then((d) => d.referralLedger),
  });
}

export type TPayoutInput = {
  accountName: string;
  bsb: string;
  accountNumber: string;
  amountInCents: number;
};

export function useRequestReferralPayout(user: { flakeId: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TPayoutInput) =>
      graphqlRequest(REQUEST_PAYOUT, input).then((d) => d.requestReferralPayout),
    onSettled: () => client.invalidateQueries({ queryKey: referralLedgerKey(user.flakeId) }),
  });
}
