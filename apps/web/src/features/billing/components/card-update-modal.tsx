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
import { useMutation } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import {
  type TUpdateIntentResult,
  updateIntent,
  useCardSetupIntent,
  useUpdateCard,
} from '../api/card-update';
import type { TSetupIntent } from '../api/setup-intent';
import {
  type TSubscriptionListItem,
  useInvalidateUserSubscriptions,
} from '../api/user-subscriptions';
import {
  EMPTY_CARD_FORM,
  formatCardNumber,
  formatExpiry,
  LazyStripePaymentFields,
  type TCardFormValues,
  toCardEntry,
  validateCardForm,
} from './card-entry';
import { STRIPE_KEY_MISSING_NOTE } from './payment-details-form';
import type { TStripeFieldsHandle } from './stripe-payment-fields';
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

/** Toast the outcome of a saved card and close the modal. */
function reportCardUpdated(
  subscription: TSubscriptionListItem,
  result: TUpdateIntentResult,
  onClose: () => void,
) {
  const message = cardUpdatedMessage(subscription.productName, result);
  if (message.ok) showSuccessToast(message.text, 'Card updated');
  else showErrorToast(message.text);
  onClose();
}

function NewCardNote({ subscription }: { subscription: TSubscriptionListItem }) {
  return (
    <Text size="sm" c="dimmed">
      The new card is used for {subscription.productName} from now on
      {subscription.state === 'past_due' || subscription.state === 'unpaid'
        ? ', and the overdue payment is retried at once.'
        : '.'}
    </Text>
  );
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
      { onSuccess: (result) => reportCardUpdated(subscription, result, onClose) },
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
        <StripeCardUpdateForm intent={intent.data} subscription={subscription} onClose={onClose} />
      )}
      {intent.data?.gateway === 'sandbox' && (
        <form onSubmit={submit} noValidate aria-label="New card details">
          <Stack gap="sm">
            <NewCardNote subscription={subscription} />
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

/**
 * With the Stripe gateway the card goes through Stripe.js to Stripe, which confirms the
 * intent; POST /stripe/update-intent then makes its card the subscription's.
 */
function StripeCardUpdateForm({
  intent,
  subscription,
  onClose,
}: {
  intent: TSetupIntent;
  subscription: TSubscriptionListItem;
  onClose: () => void;
}) {
  const user = useSignedInUser();
  const invalidate = useInvalidateUserSubscriptions();
  const save = useMutation({ mutationFn: updateIntent, onSettled: invalidate });
  const fields = useRef<TStripeFieldsHandle | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [stripeError, setStripeError] = useState<string | null>(null);

  if (!intent.publishableKey) {
    return (
      <Alert color="yellow" variant="light" data-testid="stripe-note">
        {STRIPE_KEY_MISSING_NOTE}
      </Alert>
    );
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirming || save.isPending || !fields.current) return;
    setStripeError(null);
    setConfirming(true);
    let outcome: Awaited<ReturnType<TStripeFieldsHandle['confirm']>>;
    try {
      outcome = await fields.current.confirm();
    } finally {
      setConfirming(false);
    }
    if (!outcome) return;
    if ('error' in outcome) {
      setStripeError(outcome.error);
      return;
    }
    save.mutate(
      { setupIntentId: intent.intentId, subscriptionId: subscription.id },
      { onSuccess: (result) => reportCardUpdated(subscription, result, onClose) },
    );
  };

  const error = stripeError ?? (save.isError ? save.error.message : null);
  return (
    <form onSubmit={submit} noValidate aria-label="New card details">
      <Stack gap="sm">
        <NewCardNote subscription={subscription} />
        <Suspense fallback={<Loader size="sm" aria-label="Loading the payment form" />}>
          <LazyStripePaymentFields
            publishableKey={intent.publishableKey}
            clientSecret={intent.clientSecret}
            entry="card"
            holder={{ name: user.name, email: user.email }}
            handle={fields}
            onChange={() => setStripeError(null)}
          />
        </Suspense>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={confirming || save.isPending}>
            Save card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
