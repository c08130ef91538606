import type { TMigrationPreview } from './subscription.js';

// Moving a subscription to another plan part-way through a period (SPEC §3 Migration
// preview): the unused part of what was paid comes back as credit, the new plan starts a
// fresh period today at its price, and the credit (plus any balance already held) pays
// for as much of it as it can. Whatever credit is left stays on the subscription.

export type TProrationInput = {
  now: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** What the current period actually cost after discounts. */
  periodPaidInCents: number;
  /** Credit already on the subscription. */
  balanceInCents: number;
  /** The new plan's first charge after any discount that applies to it. */
  targetChargeInCents: number;
  /** A trial has nothing paid to give back, and the new plan carries the trial on. */
  trialing: boolean;
};

export type TProration = TMigrationPreview & {
  /** Credit the subscription keeps after the migration. */
  remainingBalanceInCents: number;
};

/** Share of the period still unused at `now`, 0..1. */
export function unusedShare(now: Date, start: Date | null, end: Date | null): number {
  if (!start || !end) return 0;
  const length = end.getTime() - start.getTime();
  if (length <= 0) return 0;
  const left = end.getTime() - now.getTime();
  return Math.min(1, Math.max(0, left / length));
}

export function prorate(input: TProrationInput): TProration {
  if (input.trialing) {
    return {
      prorated_adjustment_in_cents: 0,
      charge_in_cents: 0,
      payment_due_in_cents: 0,
      credit_applied_in_cents: 0,
      remainingBalanceInCents: input.balanceInCents,
    };
  }
  const unused = Math.floor(
    input.periodPaidInCents * unusedShare(input.now, input.periodStart, input.periodEnd),
  );
  const credit = unused + input.balanceInCents;
  const applied = Math.min(credit, input.targetChargeInCents);
  return {
    // Negative: money given back, as billing providers report an adjustment in the
    // customer's favour.
    prorated_adjustment_in_cents: -unused,
    charge_in_cents: input.targetChargeInCents,
    payment_due_in_cents: input.targetChargeInCents - applied,
    credit_applied_in_cents: applied,
    remainingBalanceInCents: credit - applied,
  };
}
