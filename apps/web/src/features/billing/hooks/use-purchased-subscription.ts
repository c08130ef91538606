import { PURCHASE_TIMINGS, paymentSuccessTypeFor, type TPaymentSuccessType } from '@app/domain';
import { useEffect, useState } from 'react';
import { type TSubscriptionListItem, useUserSubscriptions } from '../api/user-subscriptions';

const startedAt = (s: TSubscriptionListItem) => Date.parse(s.activatedAt ?? '') || 0;

/**
 * The subscription a purchase just made: the plan named by the purchase, else the newest
 * subscription whose plan lands on this success type. After an error GetUserSubscriptions is
 * fetched again up to 3 times (SPEC §8), a little later each time, since the purchase itself
 * has gone through. (Done here rather than with the query's `retry`, which belongs to
 * whichever screen started the shared fetch.)
 */
export function usePurchasedSubscription(options: {
  type: TPaymentSuccessType;
  planHandle?: string;
}) {
  const subscriptions = useUserSubscriptions();
  const [retries, setRetries] = useState(0);
  const { isError, refetch } = subscriptions;

  useEffect(() => {
    if (!isError || retries >= PURCHASE_TIMINGS.subscriptionFetchRetries) return;
    const timer = setTimeout(
      () => {
        setRetries((n) => n + 1);
        void refetch();
      },
      1000 * (retries + 1),
    );
    return () => clearTimeout(timer);
  }, [isError, retries, refetch]);

  const list = [...(subscriptions.data?.subscriptionList ?? [])].sort(
    (a, b) => startedAt(b) - startedAt(a),
  );
  const subscription = options.planHandle
    ? list.find((s) => s.product === options.planHandle)
    : list.find((s) => paymentSuccessTypeFor(s.product) === options.type);
  const gaveUp = isError && retries >= PURCHASE_TIMINGS.subscriptionFetchRetries;
  return { subscriptions, subscription, gaveUp };
}
