import { PRODUCT_NAME } from '@app/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { describePaymentMethod, type TPaymentMethod } from '../api/payment-methods';
import { setupIntentQueryOptions, type TSetupIntent, useSetupIntent } from '../api/setup-intent';
import type { TPaymentChoice } from '../hooks/use-payment-attempt';
import { LazyStripePaymentFields } from './card-entry';
import type { TStripeFieldsHandle } from './stripe-payment-fields';
import { TestCardsHelp } from './test-cards-help';

type TEntry = 'card' | 'directDebit';

type TValues = {
  source: 'saved' | 'new';
  entry: TEntry;
  cardNumber: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
  bsb: string;
  accountNumber: string;
  accountName: string;
  debitAuthorised: boolean;
};

type TProps = {
  gateway: TSetupIntent['gateway'] | undefined;
  savedMethod?: TPaymentMethod | null;
  submitLabel: string;
  paying: boolean;
  /** Set when the purchase cannot go ahead; the button stays disabled. */
  disabled?: boolean;
  error: string | null;
  onSubmit: (choice: TPaymentChoice) => void;
  /** Typing after a refusal clears its message. */
  onChange?: () => void;
};

/** 'MM/YY' (or MM/YYYY) → month and four-digit year; null when it is not a date. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

const isEntry = (values: TValues, entry: TEntry) =>
  values.source === 'new' && values.entry === entry;

const required = (label: string) => (value: string) =>
  value.trim() ? null : `Enter the ${label}.`;

export const STRIPE_KEY_MISSING_NOTE =
  'Card and bank entry needs Stripe.js, which is not set up here (no publishable key). Use a saved payment method, or contact support.';

/**
 * Card or direct-debit entry, or a saved method. The details go to the gateway, never to our
 * API: to the sandbox's confirm route, or through Stripe.js to Stripe, which hands back a
 * saved payment method that is then paid with like any saved one.
 */
export function PaymentDetailsForm(props: TProps) {
  const { gateway, savedMethod, paying } = props;
  const user = useSignedInUser();
  const client = useQueryClient();
  // The same cached intent the page pays through; only the Stripe fields need its secret.
  const intent = useSetupIntent(user, { enabled: gateway === 'stripe' });
  const stripeFields = useRef<TStripeFieldsHandle | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [stripeError, setStripeError] = useState<string | null>(null);
  const error = stripeError ?? props.error;
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: {
      source: savedMethod ? 'saved' : 'new',
      entry: 'card',
      cardNumber: '',
      expiry: '',
      cvc: '',
      nameOnCard: '',
      bsb: '',
      accountNumber: '',
      accountName: '',
      debitAuthorised: false,
    },
    // Rules read the entry from the values, so only the fields on screen are checked.
    validate: {
      cardNumber: (v, all) => (isEntry(all, 'card') ? required('card number')(v) : null),
      expiry: (v, all) =>
        !isEntry(all, 'card') ? null : parseExpiry(v) ? null : 'Enter the expiry as MM/YY.',
      cvc: (v, all) => (isEntry(all, 'card') ? required('CVC')(v) : null),
      nameOnCard: (v, all) => (isEntry(all, 'card') ? required('name on card')(v) : null),
      bsb: (v, all) => (isEntry(all, 'directDebit') ? required('BSB')(v) : null),
      accountNumber: (v, all) =>
        isEntry(all, 'directDebit') ? required('account number')(v) : null,
      accountName: (v, all) => (isEntry(all, 'directDebit') ? required('account name')(v) : null),
      debitAuthorised: (v, all) =>
        isEntry(all, 'directDebit') && !v ? 'Authorise the direct debit to continue.' : null,
    },
    onValuesChange: () => props.onChange?.(),
  });

  const { source, entry } = form.getValues();
  const usingSaved = Boolean(savedMethod) && source === 'saved';
  const usingStripe = !usingSaved && gateway === 'stripe';
  const stripeSetup = usingStripe ? intent.data : undefined;
  const stripeKeyMissing = Boolean(stripeSetup && !stripeSetup.publishableKey);
  const stripeReady = Boolean(stripeSetup?.publishableKey);

  const submitThroughStripe = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirming || paying || !stripeFields.current) return;
    setStripeError(null);
    setConfirming(true);
    try {
      const outcome = await stripeFields.current.confirm();
      if (!outcome) return;
      if ('error' in outcome) {
        setStripeError(outcome.error);
        return;
      }
      // A confirmed intent is spent: other details typed after a refusal need a fresh one.
      if (outcome.fresh) {
        void client.invalidateQueries({ queryKey: setupIntentQueryOptions(user).queryKey });
      }
      props.onSubmit({
        kind: 'saved',
        paymentMethodId: outcome.paymentMethodId,
        paymentType: outcome.paymentType,
      });
    } finally {
      setConfirming(false);
    }
  };

  const submit = form.onSubmit((values) => {
    if (usingSaved && savedMethod) {
      props.onSubmit({
        kind: 'saved',
        paymentMethodId: savedMethod.id,
        paymentType: savedMethod.type === 'card' ? 'creditCard' : 'directDebit',
      });
      return;
    }
    if (entry === 'card') {
      const expiry = parseExpiry(values.expiry);
      if (!expiry) return;
      props.onSubmit({
        kind: 'new',
        details: {
          card: {
            number: values.cardNumber.replace(/\s+/g, ''),
            ...expiry,
            cvc: values.cvc.trim(),
            name: values.nameOnCard.trim(),
          },
        },
      });
      return;
    }
    props.onSubmit({
      kind: 'new',
      details: {
        auBecsDebit: {
          bsb: values.bsb.trim(),
          accountNumber: values.accountNumber.replace(/\s+/g, ''),
          accountName: values.accountName.trim(),
        },
      },
    });
  });

  return (
    <form
      onSubmit={usingStripe ? submitThroughStripe : submit}
      noValidate
      aria-label="Payment details"
    >
      <Stack gap="md">
        {savedMethod && (
          <Radio.Group
            label="Pay with"
            value={source}
            onChange={(value) => form.setFieldValue('source', value as TValues['source'])}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="saved" label={describePaymentMethod(savedMethod)} />
              <Radio value="new" label="A new card or bank account" />
            </Stack>
          </Radio.Group>
        )}
        {!usingSaved && (
          <>
            <SegmentedControl
              aria-label="Payment method"
              value={entry}
              onChange={(value) => {
                form.setFieldValue('entry', value as TEntry);
                form.clearErrors();
              }}
              data={[
                { value: 'card', label: 'Card' },
                { value: 'directDebit', label: 'Direct debit' },
              ]}
            />
            {usingStripe && intent.isPending && (
              <Loader size="sm" aria-label="Loading the payment form" />
            )}
            {stripeKeyMissing && (
              <Alert color="yellow" variant="light" data-testid="stripe-note">
                {STRIPE_KEY_MISSING_NOTE}
              </Alert>
            )}
            {stripeSetup?.publishableKey && (
              <Suspense fallback={<Loader size="sm" aria-label="Loading the payment form" />}>
                <LazyStripePaymentFields
                  publishableKey={stripeSetup.publishableKey}
                  clientSecret={stripeSetup.clientSecret}
                  entry={entry}
                  holder={{ name: user.name, email: user.email }}
                  handle={stripeFields}
                  onChange={() => {
                    setStripeError(null);
                    props.onChange?.();
                  }}
                />
              </Suspense>
            )}
            {!usingStripe && entry === 'card' && (
              <Stack gap="sm">
                <TextInput
                  label="Card number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  leftSection={<IconCreditCard size={16} aria-hidden="true" />}
                  {...form.getInputProps('cardNumber')}
                />
                <SimpleGrid cols={2} spacing="sm">
                  <TextInput
                    label="Expiry (MM/YY)"
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM/YY"
                    {...form.getInputProps('expiry')}
                  />
                  <TextInput
                    label="CVC"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="123"
                    {...form.getInputProps('cvc')}
                  />
                </SimpleGrid>
                <TextInput
                  label="Name on card"
                  autoComplete="cc-name"
                  {...form.getInputProps('nameOnCard')}
                />
              </Stack>
            )}
            {!usingStripe && entry === 'directDebit' && (
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <TextInput
                    label="BSB"
                    inputMode="numeric"
                    placeholder="000-000"
                    {...form.getInputProps('bsb')}
                  />
                  <TextInput
                    label="Account number"
                    inputMode="numeric"
                    {...form.getInputProps('accountNumber')}
                  />
                </SimpleGrid>
                <TextInput
                  label="Account name"
                  autoComplete="name"
                  {...form.getInputProps('accountName')}
                />
                <Checkbox
                  label={`I authorise ${PRODUCT_NAME} to debit this account for this plan and its renewals.`}
                  {...form.getInputProps('debitAuthorised', { type: 'checkbox' })}
                />
              </Stack>
            )}
            {gateway === 'sandbox' && <TestCardsHelp />}
          </>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="payment-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={paying || confirming}
            disabled={
              props.disabled ||
              paying ||
              confirming ||
              (usingStripe && !stripeReady) ||
              (!usingSaved && !gateway)
            }
            leftSection={<IconLock size={16} aria-hidden="true" />}
            fullWidth
          >
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
