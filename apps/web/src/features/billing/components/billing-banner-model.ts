import {
  billingBanner,
  SUBSCRIPTION_STATES,
  type TBannerFlavour,
  type TBillingBanner,
  type TSubscriptionState,
  type TUserSubscription,
} from '@app/domain';
import type { TSubscriptionListItem, TUserSubscriptions } from '../api/user-subscriptions';

// GetUserSubscriptions speaks GraphQL (ISO strings, the product handle as `product`); the
// domain banner rules speak TUserSubscription. This is the one translation between them.

function isState(state: string): state is TSubscriptionState {
  return (SUBSCRIPTION_STATES as readonly string[]).includes(state);
}

const toDate = (value: string | null): Date | null => (value ? new Date(value) : null);

/** null for a state the rules do not know, so an unexpected value never raises a banner. */
export function toUserSubscription(item: TSubscriptionListItem): TUserSubscription | null {
  if (!isState(item.state)) return null;
  return {
    id: item.id,
    handle: item.product,
    state: item.state,
    cancelAtEndPeriod: item.cancelAtEndPeriod,
    trialEndsAt: toDate(item.trialEndsAt),
    currentPeriodEndsAt: toDate(item.currentPeriodEndsAt),
    pastDueSince: toDate(item.pastDueSince),
    activatedAt: toDate(item.activatedAt),
    needsSignedAgreement: item.needsSignedAgreement,
    signed: item.signed,
    isTeamSubscription: item.isTeamSubscription,
  };
}

export function toUserSubscriptions(list: readonly TSubscriptionListItem[]): TUserSubscription[] {
  return list.flatMap((item) => {
    const mapped = toUserSubscription(item);
    return mapped ? [mapped] : [];
  });
}

/** The banner for this page, judged by the server's clock (SPEC §4 priority). */
export function billingBannerFor(options: {
  pathname: string;
  search?: string;
  data: Pick<TUserSubscriptions, 'now' | 'subscriptionList' | 'activeCard'>;
}): TBillingBanner | null {
  const { data, pathname, search = '' } = options;
  const banner = billingBanner({
    // The domain builds the agreement's callback from this, so keep the query string.
    pathname: `${pathname}${search}`,
    subscriptions: toUserSubscriptions(data.subscriptionList),
    activeCard: data.activeCard,
    now: new Date(data.now),
  });
  return banner;
}

/** Banner flavours on Mantine's palette. */
export const BANNER_COLOURS: Record<TBannerFlavour, string> = {
  Alert: 'red',
  Warning: 'yellow',
  Info: 'blue',
  Primary: 'indigo',
  Success: 'teal',
};

export const BANNER_ACTIONS: Record<TBillingBanner['kind'], string> = {
  completeSetup: 'Sign agreement',
  paymentFailed: 'Update payment details',
  cardExpired: 'Update card',
};
