import type { TBannerFlavour } from '../shared/enums.js';
import { hasPaymentProblem, type TActiveCard, type TUserSubscription } from './subscription.js';
import { pastDueDate, unsignedSubscriptionIds } from './subscription-flags.js';
import { formatSydneyMonthYear, sydneyDay } from './sydney-time.js';

// The subscription billing banner of SPEC §4: one banner at most, by priority
// (1) agreements to sign, (2) a failed payment, (3) an expired card.

export type TBillingBannerKind = 'completeSetup' | 'paymentFailed' | 'cardExpired';

export type TBillingBanner = {
  kind: TBillingBannerKind;
  flavour: TBannerFlavour;
  text: string;
  /** Where the banner's action leads. */
  to: string;
};

/** Pages where the banner would get in the way of the task it asks for, or of editing. */
const HIDDEN_ON = ['/documents/editor', '/subscription-plan-agreement', '/pricing/bundle'];

export function isBillingBannerHidden(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return HIDDEN_ON.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A card counts as expired from the first day of its expiry month, in Sydney time. */
export function isCardExpired(
  card: Pick<TActiveCard, 'expiryMonth' | 'expiryYear'>,
  now: Date,
): boolean {
  const today = sydneyDay(now);
  if (card.expiryYear !== today.year) return card.expiryYear < today.year;
  return card.expiryMonth <= today.month;
}

export const BILLING_BANNER_TEXTS = {
  completeSetup: 'Complete your setup: sign your plan agreement so we can start working for you.',
  paymentFailed: (monthYear: string) =>
    `Your payment for ${monthYear} failed. Please update your payment details to keep your plan active.`,
  cardExpired: (lastFour: string) =>
    `Your card ending in ${lastFour} has expired. Please update your payment details to avoid any interruption.`,
  cardExpiring: (lastFour: string) =>
    `Your card ending in ${lastFour} expires this month. Please update your payment details to avoid any interruption.`,
} as const;

const SUBSCRIPTIONS_SETTINGS = '/settings/subscriptions';

export function billingBanner(options: {
  pathname: string;
  subscriptions: readonly TUserSubscription[];
  activeCard: Pick<TActiveCard, 'lastFour' | 'expiryMonth' | 'expiryYear'> | null;
  now: Date;
}): TBillingBanner | null {
  const { pathname, subscriptions, activeCard, now } = options;
  if (isBillingBannerHidden(pathname)) return null;

  const [unsignedId] = unsignedSubscriptionIds(subscriptions);
  if (unsignedId) {
    const callback = encodeURIComponent(pathname);
    return {
      kind: 'completeSetup',
      flavour: 'Info',
      text: BILLING_BANNER_TEXTS.completeSetup,
      to: `/subscription-plan-agreement?callback=${callback}&subscriptionId=${encodeURIComponent(unsignedId)}`,
    };
  }

  if (subscriptions.some((s) => hasPaymentProblem(s.state))) {
    const monthYear = formatSydneyMonthYear(pastDueDate(subscriptions) ?? now);
    return {
      kind: 'paymentFailed',
      flavour: 'Alert',
      text: BILLING_BANNER_TEXTS.paymentFailed(monthYear),
      to: SUBSCRIPTIONS_SETTINGS,
    };
  }

  if (activeCard && isCardExpired(activeCard, now)) {
    const today = sydneyDay(now);
    const thisMonth =
      activeCard.expiryYear === today.year && activeCard.expiryMonth === today.month;
    const text = thisMonth ? BILLING_BANNER_TEXTS.cardExpiring : BILLING_BANNER_TEXTS.cardExpired;
    return {
      kind: 'cardExpired',
      flavour: 'Warning',
      text: text(activeCard.lastFour),
      to: SUBSCRIPTIONS_SETTINGS,
    };
  }
  return null;
}
