/**
 * The marketplace's money and timing rules. The platform fee is the share of each job the
 * platform keeps, in basis points (1500 = 15%); the rest is the lawyer's payout.
 */
export const MARKETPLACE_RULES = {
  platformFeeBasisPoints: 1500,
  /** A job the lawyer marked done completes by itself if the customer says nothing for this long. */
  autoCompleteDays: 14,
  minimumQuoteCents: 5_000,
  maximumQuoteCents: 10_000_000,
  briefDescriptionMax: 5_000,
  messageMax: 4_000,
} as const;

/** The fee and the lawyer's share of a job's fixed fee; the fee rounds half up to the cent. */
export function payoutSplit(
  amountInCents: number,
  feeBasisPoints: number = MARKETPLACE_RULES.platformFeeBasisPoints,
): { amountInCents: number; feeInCents: number; netInCents: number } {
  if (!Number.isInteger(amountInCents) || amountInCents < 0) {
    throw new Error('amount must be a whole number of cents');
  }
  if (!Number.isInteger(feeBasisPoints) || feeBasisPoints < 0 || feeBasisPoints > 10_000) {
    throw new Error('fee must be between 0 and 10000 basis points');
  }
  const feeInCents = Math.floor((amountInCents * feeBasisPoints + 5_000) / 10_000);
  return { amountInCents, feeInCents, netInCents: amountInCents - feeInCents };
}

/** When a job marked done completes on its own. */
export function autoCompleteAt(lawyerDoneAt: Date): Date {
  return new Date(lawyerDoneAt.getTime() + MARKETPLACE_RULES.autoCompleteDays * 86_400_000);
}
