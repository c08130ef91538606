import {
  reactivationOffer,
  reactivationOfferText,
  reactivationSuccessMessage,
  SUBSCRIPTION_STATES,
  type TSubscriptionState,
} from '@app/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import { type TReactivateInput, useReactivateSubscription } from '../api/reactivate-subscription';
import type { TSubscriptionListItem } from '../api/user-subscriptions';
import { changeErrorMessage } from './change-error';
import { couponDiscounts, paymentMethodText } from './subscription-texts';

const asState = (state: string): TSubscriptionState =>
  (SUBSCRIPTION_STATES as readonly string[]).includes(state)
    ? (state as TSubscriptionState)
    : 'expired';

/** The offer sentence for a cancelled or pending plan, priced by the domain rules. */
export function reactivationText(item: TSubscriptionListItem, now: Date): string | null {
  const offer = reactivationOffer({
    handle: item.product,
    state: asState(item.state),
    priceInCents: item.price,
    interval: item.interval,
    intervalCount: item.intervalCount,
    nextAssessmentAt: item.nextAssessmentAt ? new Date(item.nextAssessmentAt) : null,
    currentPeriodEndsAt: item.currentPeriodEndsAt ? new Date(item.currentPeriodEndsAt) : null,
    couponDiscounts: couponDiscounts(item),
    now,
  });
  return offer ? reactivationOfferText(item.productName, offer) : null;
}

/**
 * A cancelled plan starts again keeping any credit it holds, and carries on with a period
 * it already paid for rather than paying twice; a pending plan resumes where it stopped.
 */
export function reactivateOptions(item: Pick<TSubscriptionListItem, 'state'>): TReactivateInput {
  return item.state === 'pending'
    ? { resume: true }
    : { preserve_balance: true, resume: true, include_trial: false };
}

type TProps = {
  subscription: TSubscriptionListItem | null;
  now: Date;
  onClose: () => void;
};

export function ReactivateSubscriptionModal({ subscription, now, onClose }: TProps) {
  const reactivate = useReactivateSubscription();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new subscription starts afresh.
  useEffect(() => reactivate.reset(), [subscription?.id]);
  const text = subscription ? reactivationText(subscription, now) : null;
  const verb = subscription?.state === 'canceled' ? 'Resubscribe' : 'Reactivate';

  return (
    <Modal
      opened={subscription !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`${verb} ${subscription?.productName ?? ''}`}
    >
      <Stack gap="md">
        {text && <Text>{text}</Text>}
        {subscription && (
          <Text size="sm" c="dimmed">
            Paid with: {paymentMethodText(subscription)}
          </Text>
        )}
        {reactivate.isError && (
          <Alert color="red" variant="light" role="alert">
            {changeErrorMessage(reactivate.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button
            loading={reactivate.isPending}
            onClick={() => {
              if (!subscription) return;
              reactivate.mutate(
                { subscriptionId: subscription.id, options: reactivateOptions(subscription) },
                {
                  onSuccess: () => {
                    // Worded by the state it was in: a cancelled plan is resubscribed.
                    showSuccessToast(
                      reactivationSuccessMessage({ state: asState(subscription.state) }),
                    );
                    onClose();
                  },
                },
              );
            }}
          >
            {verb}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
