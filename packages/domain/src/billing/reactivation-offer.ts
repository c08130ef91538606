import type { TSubscriptionCouponDiscount } from './coupons.js';
import { isInPlanClass, VIRTUAL_OFFICE_PLANS } from './plan-classes.js';
import { formatDollars } from './pricing.js';
import { pendingReactivation, virtualOfficeMonthlyPriceInCents } from './reactivation.js';
import type { TSubscriptionState } from './subscription.js';
import { formatSydneyDate } from './sydney-time.js';

// What the reactivate dialog offers (SPEC §4): a pending plan shows its price / 100 and the
// next assessment date; a cancelled virtual office its monthly price (the yearly price after
// recurring coupons, / 12, rounded down); any other cancelled plan its list price per
// interval, which is what buying it again charges. A cancelled plan whose paid period has not
// run out resumes it rather than paying again.

/** 'per month', 'per quarter', 'per year', 'every 6 months'; '' for a one-off charge. */
export function billingIntervalText(interval: string, intervalCount = 1): string {
  if (interval === 'once') return '';
  if (interval === 'year') return intervalCount === 1 ? 'per year' : `every ${intervalCount} years`;
  if (interval === 'month') {
    if (intervalCount === 1) return 'per month';
    if (intervalCount === 3) return 'per quarter';
    if (intervalCount === 12) return 'per year';
    return `every ${intervalCount} months`;
  }
  if (interval === 'day') return intervalCount === 1 ? 'per day' : `every ${intervalCount} days`;
  return `every ${intervalCount} ${interval}`;
}

function monthsPerInterval(interval: string, intervalCount: number): number | null {
  if (interval === 'year') return 12 * intervalCount;
  if (interval === 'month') return intervalCount;
  return null;
}

function billedText(months: number): string {
  if (months === 12) return 'billed yearly';
  if (months === 3) return 'billed quarterly';
  if (months === 1) return 'billed monthly';
  return `billed every ${months} months`;
}

export type TReactivationOffer =
  | { kind: 'pending'; priceText: string; nextAssessmentDate: string | null }
  | {
      kind: 'virtualOffice';
      monthlyPriceInCents: number;
      priceText: string;
      billedText: string;
      /** dd/MM/yyyy the resumed paid period runs to; null when it restarts today. */
      paidUntil: string | null;
    }
  | {
      kind: 'plan';
      priceInCents: number;
      priceText: string;
      intervalText: string;
      paidUntil: string | null;
    };

export function reactivationOffer(options: {
  handle: string;
  state: TSubscriptionState;
  priceInCents: number;
  interval: string;
  intervalCount: number;
  nextAssessmentAt: Date | null;
  /** The end of the period last paid for. */
  currentPeriodEndsAt: Date | null;
  couponDiscounts: readonly TSubscriptionCouponDiscount[];
  now: Date;
}): TReactivationOffer | null {
  const { handle, state, priceInCents, interval, intervalCount, couponDiscounts, now } = options;
  if (state === 'pending') {
    const pending = pendingReactivation({
      priceInCents,
      nextAssessmentAt: options.nextAssessmentAt,
    });
    return {
      kind: 'pending',
      priceText: pending.priceText,
      nextAssessmentDate: pending.nextAssessmentDate,
    };
  }
  if (state !== 'canceled') return null;
  const periodEnd = options.currentPeriodEndsAt;
  const paidUntil =
    periodEnd && periodEnd.getTime() > now.getTime() ? formatSydneyDate(periodEnd) : null;
  const months = monthsPerInterval(interval, intervalCount);
  if (isInPlanClass(VIRTUAL_OFFICE_PLANS, handle) && months !== null) {
    const annualPriceInCents = Math.round((priceInCents * 12) / months);
    const monthly = virtualOfficeMonthlyPriceInCents({
      annualPriceInCents,
      discounts: couponDiscounts,
      now,
    });
    return {
      kind: 'virtualOffice',
      monthlyPriceInCents: monthly,
      priceText: formatDollars(monthly),
      billedText: billedText(months),
      paidUntil,
    };
  }
  return {
    kind: 'plan',
    priceInCents,
    priceText: formatDollars(priceInCents),
    intervalText: billingIntervalText(interval, intervalCount),
    paidUntil,
  };
}

function restarts(productName: string, paidUntil: string | null, price: string): string {
  return paidUntil
    ? `${productName} carries on until ${paidUntil}, then renews at ${price}.`
    : `${productName} restarts today at ${price}.`;
}

/** The sentence the reactivate dialog shows for an offer. */
export function reactivationOfferText(productName: string, offer: TReactivationOffer): string {
  switch (offer.kind) {
    case 'pending':
      return offer.nextAssessmentDate
        ? `${productName} will be reactivated at ${offer.priceText}, next charged on ${offer.nextAssessmentDate}.`
        : `${productName} will be reactivated at ${offer.priceText}.`;
    case 'virtualOffice':
      return restarts(
        productName,
        offer.paidUntil,
        `${offer.priceText} per month, ${offer.billedText}`,
      );
    case 'plan':
      return restarts(
        productName,
        offer.paidUntil,
        offer.intervalText ? `${offer.priceText} ${offer.intervalText}` : offer.priceText,
      );
  }
}
