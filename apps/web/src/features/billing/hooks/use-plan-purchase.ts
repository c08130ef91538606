import { checkMigration, type TPaymentType, type TSubscriptionState } from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../paths';
import type { TSubscriptionListItem } from '../api/user-subscriptions';

// Buying a plan from the pricing tables or a promo page: a subscription the customer may
// migrate (SPEC §4 migration check) is moved with a preview and a confirmation; anything else
// goes to the checkout.

export type TMigrationRequest = {
  subscription: TSubscriptionListItem;
  targetHandle: string;
  couponCodes: string[];
};

export type TPurchaseSuccess = {
  planHandle: string;
  paymentType: TPaymentType;
  offer?: string;
  nothingCharged?: boolean;
};

/** The held subscription that may move to `targetHandle`, if any. */
export function migrationCandidate(
  list: readonly TSubscriptionListItem[],
  targetHandle: string,
): TSubscriptionListItem | undefined {
  const subscriptions = list.map((s) => ({
    handle: s.product,
    state: s.state as TSubscriptionState,
  }));
  return list.find(
    (s) =>
      (s.state === 'active' || s.state === 'trialing') &&
      checkMigration({ currentHandle: s.product, targetHandle, subscriptions }).ok,
  );
}

export function usePlanPurchase(list: readonly TSubscriptionListItem[] | undefined) {
  const navigate = useNavigate();
  const [migration, setMigration] = useState<TMigrationRequest | null>(null);
  const [success, setSuccess] = useState<TPurchaseSuccess | null>(null);

  const buy = (targetHandle: string, opts: { coupon?: string } = {}) => {
    const candidate = migrationCandidate(list ?? [], targetHandle);
    if (candidate) {
      setMigration({
        subscription: candidate,
        targetHandle,
        couponCodes: opts.coupon ? [opts.coupon] : [],
      });
      return;
    }
    navigate(paths.checkout(targetHandle, { coupon: opts.coupon }));
  };

  return {
    buy,
    migration,
    closeMigration: () => setMigration(null),
    migrated: (result: TPurchaseSuccess) => {
      setMigration(null);
      setSuccess(result);
    },
    success,
    closeSuccess: () => setSuccess(null),
  };
}
