import { MESSAGES } from '../shared/messages.js';
import { priceAfterRecurringDiscounts, type TSubscriptionCouponDiscount } from './coupons.js';
import { centsToDollars, formatDollars } from './pricing.js';
import { isEntitled, type TUserSubscription } from './subscription.js';
import { formatSydneyDate } from './sydney-time.js';

// Cancel and reactivate (SPEC §4): what may be undone, and the price shown when it is.

export type TReactivationOptions = {
  /** A plan set to end with its period can be kept (RemoveDelayedCancellation). */
  canRemoveDelayedCancellation: boolean;
  /** A cancelled or pending plan can be started again (ReactivateSubscription). */
  canReactivate: boolean;
};

export function reactivationOptions(
  subscription: Pick<TUserSubscription, 'state' | 'cancelAtEndPeriod'>,
): TReactivationOptions {
  return {
    canRemoveDelayedCancellation: subscription.cancelAtEndPeriod && isEntitled(subscription.state),
    canReactivate: subscription.state === 'canceled' || subscription.state === 'pending',
  };
}

/**
 * A cancelled plan is bought again, so the user has resubscribed; a pending plan, or one
 * whose end-of-period cancellation is withdrawn, carries on, so it is reactivated.
 */
export function reactivationSuccessMessage(subscription: Pick<TUserSubscription, 'state'>): string {
  return subscription.state === 'canceled' ? MESSAGES.planResubscribed : MESSAGES.planReactivated;
}

/**
 * A virtual office is billed yearly but priced per month: the yearly price after the
 * recurring discounts still running, divided by 12 and rounded down to the cent.
 */
export function virtualOfficeMonthlyPriceInCents(options: {
  annualPriceInCents: number;
  discounts: readonly TSubscriptionCouponDiscount[];
  now: Date;
}): number {
  const { annualPriceInCents, discounts, now } = options;
  return Math.floor(priceAfterRecurringDiscounts(annualPriceInCents, discounts, now) / 12);
}

export type TPendingReactivation = {
  /** price / 100, as the spec states it. */
  priceInDollars: number;
  priceText: string;
  /** dd/MM/yyyy in Sydney time; null when the billing provider has not set one. */
  nextAssessmentDate: string | null;
};

export function pendingReactivation(options: {
  priceInCents: number;
  nextAssessmentAt: Date | null;
}): TPendingReactivation {
  const { priceInCents, nextAssessmentAt } = options;
  return {
    priceInDollars: centsToDollars(priceInCents),
    priceText: formatDollars(priceInCents),
    nextAssessmentDate: nextAssessmentAt ? formatSydneyDate(nextAssessmentAt) : null,
  };
}
