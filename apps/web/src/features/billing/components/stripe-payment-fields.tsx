import { PRODUCT_NAME, type TPaymentType } from '@app/domain';
import {
  Anchor,
  Box,
  DEFAULT_THEME,
  Input,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  AuBankAccountElement,
  CardElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementStyle } from '@stripe/stripe-js';
import { type ReactNode, type RefObject, useImperativeHandle, useRef, useState } from 'react';
import { theme } from '../../../app/theme';

// Card and bank entry with the Stripe gateway. The details go from Stripe's own iframes to
// Stripe, which confirms the setup intent; only the saved payment method's id comes back,
// and the page then pays with it exactly as it pays with a saved method. This module (and
// with it Stripe.js) is loaded only when the gateway is Stripe.

export type TStripeEntry = 'card' | 'directDebit';

export type TStripeOutcome =
  /** fresh: just saved through the setup intent, which is now spent. */
  | { paymentMethodId: string; paymentType: TPaymentType; fresh: boolean }
  | { error: string }
  /** Our own fields are incomplete; they say what is missing. */
  | null;

export type TStripeFieldsHandle = { confirm: () => Promise<TStripeOutcome> };

type TProps = {
  publishableKey: string;
  /** The setup intent's client secret; read when the form is submitted. */
  clientSecret: string;
  entry: TStripeEntry;
  /** The direct debit account holder's name and email start as the customer's own. */
  holder: { name: string; email: string };
  handle: RefObject<TStripeFieldsHandle | null>;
  /** Any change to the details: a refusal shown for the old details no longer applies. */
  onChange?: () => void;
};

export const STRIPE_LOADING_MESSAGE = 'The payment form is still loading. Try again in a moment.';

// Stripe requires the BECS Direct Debit Request (DDR) acceptance text, with its service
// agreement, to be shown before the customer provides their account.
const DDR_SERVICE_AGREEMENT_URL = 'https://stripe.com/au-becs-dd-service-agreement/legal';

// One Stripe instance per key for the whole visit: Elements must keep the same one.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

// Stripe's iframes cannot read the page's CSS, so they get the theme's values.
const ELEMENT_STYLE: StripeElementStyle = {
  base: {
    fontFamily: theme.fontFamily,
    fontSize: '16px',
    color: DEFAULT_THEME.black,
    '::placeholder': { color: DEFAULT_THEME.colors.gray[6] },
  },
  invalid: { color: DEFAULT_THEME.colors.red[8] },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function StripePaymentFields(props: TProps) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ clientSecret, entry, holder, handle, onChange }: TProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState(holder.name);
  const [email, setEmail] = useState(holder.email);
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [bankName, setBankName] = useState<string | undefined>();
  // The method Stripe saved for the details on screen: a retry after a lost answer pays with
  // it again (same fingerprint, same idempotency key) instead of saving a second one.
  const saved = useRef<{ entry: TStripeEntry; paymentMethodId: string } | null>(null);

  const changed = () => {
    saved.current = null;
    onChange?.();
  };
  // A field mounted anew (after switching between card and direct debit) is empty: what was
  // saved before is no longer what is on screen.
  const mounted = () => {
    saved.current = null;
  };

  async function confirm(): Promise<TStripeOutcome> {
    const paymentType: TPaymentType = entry === 'card' ? 'creditCard' : 'directDebit';
    if (saved.current?.entry === entry) {
      return { paymentMethodId: saved.current.paymentMethodId, paymentType, fresh: false };
    }
    if (!stripe || !elements) return { error: STRIPE_LOADING_MESSAGE };
    let result: Awaited<ReturnType<Stripe['confirmCardSetup']>>;
    if (entry === 'card') {
      const card = elements.getElement(CardElement);
      if (!card) return { error: STRIPE_LOADING_MESSAGE };
      result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    } else {
      const found = {
        name: name.trim() ? undefined : 'Enter the account holder name.',
        email: EMAIL.test(email.trim()) ? undefined : 'Enter the account holder email.',
      };
      setErrors(found);
      if (found.name || found.email) return null;
      const account = elements.getElement(AuBankAccountElement);
      if (!account) return { error: STRIPE_LOADING_MESSAGE };
      result = await stripe.confirmAuBecsDebitSetup(clientSecret, {
        payment_method: {
          au_becs_debit: account,
          billing_details: { name: name.trim(), email: email.trim() },
        },
      });
    }
    if (result.error) {
      return { error: result.error.message ?? 'Your payment details could not be saved.' };
    }
    const method = result.setupIntent.payment_method;
    const paymentMethodId = typeof method === 'string' ? method : method?.id;
    if (!paymentMethodId) return { error: 'Your payment details could not be saved.' };
    saved.current = { entry, paymentMethodId };
    return { paymentMethodId, paymentType, fresh: true };
  }

  useImperativeHandle(handle, () => ({ confirm }));

  if (entry === 'card') {
    return (
      <ElementBox label="Card details" error={fieldError}>
        <CardElement
          options={{ style: ELEMENT_STYLE, hidePostalCode: true }}
          onReady={mounted}
          onChange={(event) => {
            setFieldError(event.error?.message);
            changed();
          }}
        />
      </ElementBox>
    );
  }
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Account holder name"
          autoComplete="name"
          value={name}
          error={errors.name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors((e) => ({ ...e, name: undefined }));
            changed();
          }}
        />
        <TextInput
          label="Account holder email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setErrors((e) => ({ ...e, email: undefined }));
            changed();
          }}
        />
      </SimpleGrid>
      <ElementBox label="BSB and account number" error={fieldError} description={bankName}>
        <AuBankAccountElement
          options={{ style: ELEMENT_STYLE }}
          onReady={mounted}
          onChange={(event) => {
            setFieldError(event.error?.message);
            setBankName(event.bankName);
            changed();
          }}
        />
      </ElementBox>
      <Text size="xs" c="dimmed" data-testid="becs-mandate">
        By providing your bank account details, you agree to this Direct Debit Request and the{' '}
        <Anchor href={DDR_SERVICE_AGREEMENT_URL} target="_blank" rel="noopener noreferrer" inherit>
          Direct Debit Request service agreement
        </Anchor>
        , and authorise Stripe Payments Australia Pty Ltd ACN 160 180 343 Direct Debit User ID
        number 507156 (“Stripe”) to debit your account through the Bulk Electronic Clearing System
        (BECS) on behalf of {PRODUCT_NAME} (the “Merchant”) for any amounts separately communicated
        to you by the Merchant. You certify that you are either an account holder or an authorised
        signatory on the account listed above.
      </Text>
    </Stack>
  );
}

/** A field frame around one of Stripe's iframes, which carry their own accessible labels. */
function ElementBox(props: {
  label: string;
  error?: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Input.Wrapper
      label={props.label}
      labelElement="div"
      error={props.error}
      description={props.description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <Box
        py={10}
        px="sm"
        style={{
          border: `1px solid var(--mantine-color-${props.error ? 'error' : 'default-border'})`,
          borderRadius: 'var(--mantine-radius-default)',
          background: 'var(--mantine-color-body)',
        }}
      >
        {props.children}
      </Box>
    </Input.Wrapper>
  );
}
