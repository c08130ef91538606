import { z } from 'zod';
import { REFERRAL_PAYOUT_PERCENT } from './referral.js';
import { REFERRAL_KEY_PATTERN } from './referral-key.js';

// The referral ledger (SPEC §1 "20% cash payout"): what a partner has earned from the first
// payments of the customers they referred, and the payouts they ask for against it.

export const REFERRAL_MESSAGES = {
  payoutOverBalance: 'The amount is more than the balance owed to you.',
  payoutAlreadyOpen: 'You already have a payout request waiting to be paid.',
  payoutNotOpen: 'This payout request is not waiting to be paid.',
  payoutRequested: 'Payout requested. We will let you know once it is paid.',
  payoutMarkedPaid: 'Payout marked as paid.',
  ledgerFailed: 'Your referral figures could not be loaded. Try again.',
} as const;

/** Bank details and amount of a payout request; each message names its field. */
export const ZReferralPayoutRequest = z.object({
  accountName: z
    .string()
    .trim()
    .min(1, 'Account name is required')
    .max(100, 'Account name must be 100 characters or fewer'),
  bsb: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'BSB must be 6 digits')),
  accountNumber: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6,10}$/, 'Account number must be 6 to 10 digits')),
  amountInCents: z
    .number({ error: 'Amount is required' })
    .int('Amount must be a whole number of cents')
    .min(100, 'Amount must be at least $1.00'),
});
export type TReferralPayoutRequest = z.infer<typeof ZReferralPayoutRequest>;

/** The partner's commission on one first payment: 20% of what was kept after refunds. */
export function referralCommissionInCents(amountInCents: number, refundedInCents: number): number {
  const kept = Math.max(0, amountInCents - refundedInCents);
  return Math.floor((kept * REFERRAL_PAYOUT_PERCENT) / 100);
}

/** How a referred customer is shown to the partner: first name and last initial, no e-mail. */
export function referredCustomerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** The last digits of an account number, enough to recognise it. */
export function maskAccountNumber(accountNumber: string): string {
  return `••••${accountNumber.slice(-3)}`;
}

export const ZReferralKey = z
  .string()
  .trim()
  .regex(REFERRAL_KEY_PATTERN, 'Not a valid referral key');
