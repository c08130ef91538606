import { PRODUCT_NAME } from '@app/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { describePaymentMethod, type TPaymentMethod } from '../api/payment-methods';
import type { TSetupIntent } from '../api/setup-intent';
import { STRIPE_CARD_ENTRY_NOTE, type TPaymentChoice } from '../hooks/use-payment-attempt';
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

/**
 * Card or direct-debit entry for the sandbox gateway (or a saved method). The details go to
 * the gateway, never to our API; with the Stripe gateway, card entry needs Stripe.js.
 */
export function PaymentDetailsForm(props: TProps) {
  const { gateway, savedMethod, paying, error } = props;
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
  const cardEntryUnavailable = !usingSaved && gateway === 'stripe';

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
    <form onSubmit={submit} noValidate aria-label="Payment details">
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
            {cardEntryUnavailable && (
              <Alert color="yellow" variant="light" data-testid="stripe-note">
                {STRIPE_CARD_ENTRY_NOTE}
              </Alert>
            )}
            {!cardEntryUnavailable && entry === 'card' && (
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
            {!cardEntryUnavailable && entry === 'directDebit' && (
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
            loading={paying}
            disabled={props.disabled || paying || cardEntryUnavailable || (!usingSaved && !gateway)}
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
