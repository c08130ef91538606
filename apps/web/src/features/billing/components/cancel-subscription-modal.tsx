import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type TCancelSubscription, useCancelSubscription } from '../api/cancel-subscription';
import type { TSubscriptionListItem } from '../api/user-subscriptions';
import { changeErrorMessage } from './change-error';
import { renewalDate, shortDate } from './subscription-texts';

export const CANCEL_REASONS = [
  'It costs too much',
  'I no longer need it',
  'It is missing something I need',
  'I found another provider',
  'I am closing my business',
  'Other',
] as const;

type TWhen = 'end' | 'now';

/** The reason as the server stores it: the choice, then the user's own words. */
export function cancelReason(reason: string | null, comment: string): string {
  const words = comment.trim();
  if (reason && words) return `${reason}: ${words}`;
  return reason ?? words;
}

type TProps = {
  subscription: TSubscriptionListItem | null;
  onClose: () => void;
  onCancelled: (input: TCancelSubscription, subscription: TSubscriptionListItem) => void;
};

export function CancelSubscriptionModal({ subscription, onClose, onCancelled }: TProps) {
  const [when, setWhen] = useState<TWhen>('end');
  const [reason, setReason] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const cancel = useCancelSubscription();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new subscription starts afresh.
  useEffect(() => {
    setWhen('end');
    setReason(null);
    setComment('');
    cancel.reset();
  }, [subscription?.id]);

  const ends = subscription
    ? shortDate(subscription.currentPeriodEndsAt ?? renewalDate(subscription))
    : '';
  const name = subscription?.productName ?? '';

  return (
    <Modal
      opened={subscription !== null}
      onClose={onClose}
      title={`Cancel ${name}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!subscription) return;
          const input = {
            subscriptionId: subscription.id,
            cancelAtEndOfPeriod: when === 'end',
            reason: cancelReason(reason, comment),
          };
          cancel.mutate(input, { onSuccess: (updated) => onCancelled(input, updated) });
        }}
      >
        <Stack gap="md">
          <Radio.Group
            label="When should it end?"
            value={when}
            onChange={(value) => setWhen(value as TWhen)}
          >
            <Stack gap="sm" mt="xs">
              <Radio
                value="end"
                label="At the end of the billing period"
                description={
                  ends
                    ? `Keep using it until ${ends}. You will not be charged again.`
                    : 'Keep using it until the period you paid for ends. You will not be charged again.'
                }
              />
              <Radio value="now" label="Now" description="It ends straight away." />
            </Stack>
          </Radio.Group>
          <Select
            label="Why are you cancelling?"
            placeholder="Choose a reason (optional)"
            data={[...CANCEL_REASONS]}
            value={reason}
            onChange={setReason}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="Anything else you would like to tell us?"
            description="Optional"
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={400}
            autosize
            minRows={2}
          />
          {when === 'now' && (
            <Text size="sm" c="red.8">
              Its features stop working today. You can resubscribe later from this page.
            </Text>
          )}
          {cancel.isError && (
            <Alert color="red" variant="light" role="alert">
              {changeErrorMessage(cancel.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Keep my plan
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {when === 'end' ? 'Cancel at period end' : 'Cancel now'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
