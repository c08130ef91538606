import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { type TUpdateIntentResult, useCardSetupIntent, useUpdateCard } from '../api/card-update';
import type { TSubscriptionListItem } from '../api/user-subscriptions';
import {
  EMPTY_CARD_FORM,
  formatCardNumber,
  formatExpiry,
  type TCardFormValues,
  toCardEntry,
  validateCardForm,
} from './card-entry';
import { stateLabel } from './subscription-texts';
import { TestCardsHelp } from './test-cards-help';

/** The toast after a new card is saved: a retried payment says how it went. */
export function cardUpdatedMessage(
  productName: string,
  result: Pick<TUpdateIntentResult, 'retried' | 'state'>,
): { ok: boolean; text: string } {
  if (!result.retried) return { ok: true, text: `Your new card will be used for ${productName}.` };
  if (result.state === 'active' || result.state === 'trialing') {
    return {
      ok: true,
      text: `Card updated. Your payment went through and ${productName} is active again.`,
    };
  }
  const state =
    result.state === 'past_due' || !result.state
      ? 'overdue'
      : stateLabel(result.state).label.toLowerCase();
  return {
    ok: false,
    text: `Card updated, but the payment was declined again. ${productName} is still ${state}.`,
  };
}

type TProps = { subscription: TSubscriptionListItem | null; onClose: () => void };

export function CardUpdateModal({ subscription, onClose }: TProps) {
  return (
    <Modal
      opened={subscription !== null}
      onClose={onClose}
      title="Update card"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted only while open: every opening asks for a fresh setup intent. */}
      {subscription && <CardUpdateForm subscription={subscription} onClose={onClose} />}
    </Modal>
  );
}

function CardUpdateForm({
  subscription,
  onClose,
}: {
  subscription: TSubscriptionListItem;
  onClose: () => void;
}) {
  const user = useSignedInUser();
  const intent = useCardSetupIntent(user, subscription.id);
  const update = useUpdateCard();
  const [values, setValues] = useState<TCardFormValues>({ ...EMPTY_CARD_FORM, name: user.name });
  const [errors, setErrors] = useState<Partial<Record<keyof TCardFormValues, string>>>({});

  const field = (key: keyof TCardFormValues, format?: (v: string) => string) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = format ? format(event.currentTarget.value) : event.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!intent.data) return;
    const found = validateCardForm(values, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { intent: intent.data, card: toCardEntry(values), subscriptionId: subscription.id },
      {
        onSuccess: (result) => {
          const message = cardUpdatedMessage(subscription.productName, result);
          if (message.ok) showSuccessToast(message.text, 'Card updated');
          else showErrorToast(message.text);
          onClose();
        },
      },
    );
  };

  return (
    <>
      {intent.isPending && <Loader size="sm" aria-label="Preparing the card form" />}
      {intent.isError && (
        <Alert color="red" variant="light" role="alert">
          {intent.error.message}
        </Alert>
      )}
      {intent.data?.gateway === 'stripe' && (
        <Alert color="yellow" variant="light" title="Card entry is not available here">
          Card details are collected by Stripe.js, which this build does not load. Update your card
          from the billing portal instead, or contact support.
        </Alert>
      )}
      {intent.data?.gateway === 'sandbox' && (
        <form onSubmit={submit} noValidate aria-label="New card details">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              The new card is used for {subscription.productName} from now on
              {subscription.state === 'past_due' || subscription.state === 'unpaid'
                ? ', and the overdue payment is retried at once.'
                : '.'}
            </Text>
            <TextInput
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              data-autofocus
              {...field('number', formatCardNumber)}
            />
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="Expiry (MM/YY)"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                {...field('expiry', formatExpiry)}
              />
              <TextInput
                label="CVC"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                {...field('cvc')}
              />
            </SimpleGrid>
            <TextInput label="Name on card" autoComplete="cc-name" {...field('name')} />
            {update.isError && (
              <Alert color="red" variant="light" role="alert">
                {update.error.message}
              </Alert>
            )}
            <TestCardsHelp />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save card
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </>
  );
}
