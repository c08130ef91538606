import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import { setupIntentQueryOptions, type TSetupIntent } from '../api/setup-intent';
import { subscriptionItem, userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { billingServer } from '../pages/billing-test-server';
import { PaymentDetailsForm } from './payment-details-form';

// Stripe.js stands in as a fake: its card and bank fields are plain boxes whose "typing" is a
// click, and confirmCardSetup / confirmAuBecsDebitSetup answer as each test says.
const fake = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmCardSetup: vi.fn(),
  confirmAuBecsDebitSetup: vi.fn(),
  cardElement: { kind: 'card-element' },
  bankElement: { kind: 'au-bank-account-element' },
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: fake.loadStripe }));

vi.mock('@stripe/react-stripe-js', async () => {
  const { createElement } = await import('react');
  type TElementProps = { onChange?: (event: { error?: { message: string } }) => void };
  const fakeElement = (testId: string) => (props: TElementProps) =>
    createElement('button', {
      type: 'button',
      'data-testid': testId,
      onClick: () => props.onChange?.({}),
    });
  const CardElement = fakeElement('stripe-card');
  const AuBankAccountElement = fakeElement('stripe-au-bank-account');
  const stripe = {
    confirmCardSetup: fake.confirmCardSetup,
    confirmAuBecsDebitSetup: fake.confirmAuBecsDebitSetup,
  };
  return {
    Elements: (props: { children: unknown }) => props.children,
    CardElement,
    AuBankAccountElement,
    useStripe: () => stripe,
    useElements: () => ({
      getElement: (type: unknown) =>
        type === CardElement
          ? fake.cardElement
          : type === AuBankAccountElement
            ? fake.bankElement
            : null,
    }),
  };
});

const INTENT: TSetupIntent = {
  stripeCustomerId: 'cus_1',
  intentId: 'seti_1',
  clientSecret: 'seti_1_secret_abc',
  gateway: 'stripe',
  publishableKey: 'pk_test_123',
};

const succeeded = (paymentMethod: unknown) => ({
  setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: paymentMethod },
});

beforeEach(() => {
  fake.loadStripe.mockReset().mockResolvedValue({});
  fake.confirmCardSetup.mockReset().mockResolvedValue(succeeded('pm_stripe_1'));
  fake.confirmAuBecsDebitSetup.mockReset().mockResolvedValue(succeeded({ id: 'pm_becs_1' }));
});
afterEach(() => notifications.clean());

function renderForm(props: Partial<Parameters<typeof PaymentDetailsForm>[0]> = {}) {
  window.localStorage.setItem('auth-token', 'test-token');
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  queryClient.setQueryData(['current-user'], CUSTOMER);
  queryClient.setQueryData(setupIntentQueryOptions(CUSTOMER).queryKey, INTENT);
  const onSubmit = vi.fn();
  render(
    <Providers queryClient={queryClient} env="test">
      <PaymentDetailsForm
        gateway="stripe"
        submitLabel="Pay $299"
        paying={false}
        error={null}
        onSubmit={onSubmit}
        {...props}
      />
    </Providers>,
  );
  return { onSubmit, queryClient };
}

const pay = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay $299' })));

describe('payment details with the Stripe gateway', () => {
  it("loads Stripe with the publishable key, confirms the card with the intent's secret and pays with its method", async () => {
    const { onSubmit } = renderForm();
    await screen.findByTestId('stripe-card');
    expect(fake.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test cards' })).toBeNull();

    await pay();
    expect(fake.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_abc', {
      payment_method: { card: fake.cardElement },
    });
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'saved',
      paymentMethodId: 'pm_stripe_1',
      paymentType: 'creditCard',
    });
  });

  it("shows Stripe's message when the card is refused, and pays nothing", async () => {
    fake.confirmCardSetup.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    const { onSubmit } = renderForm();
    await screen.findByTestId('stripe-card');
    await pay();
    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      'Your card was declined.',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    // Changing the card clears the refusal.
    fireEvent.click(screen.getByTestId('stripe-card'));
    expect(screen.queryByTestId('payment-error')).toBeNull();
  });

  it('pays again with the same saved method when the details did not change, and saves anew when they did', async () => {
    const { onSubmit, queryClient } = renderForm();
    await screen.findByTestId('stripe-card');
    await pay();
    await pay();
    expect(fake.confirmCardSetup).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ paymentMethodId: 'pm_stripe_1' });
    // The spent intent is marked for replacement.
    expect(
      queryClient.getQueryState(setupIntentQueryOptions(CUSTOMER).queryKey)?.isInvalidated,
    ).toBe(true);

    fireEvent.click(screen.getByTestId('stripe-card'));
    fake.confirmCardSetup.mockClear().mockResolvedValue(succeeded('pm_stripe_2'));
    await pay();
    expect(fake.confirmCardSetup).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[2]?.[0]).toMatchObject({ paymentMethodId: 'pm_stripe_2' });
  });

  it('takes a BECS direct debit with the holder details, showing the DDR agreement', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(await screen.findByRole('radio', { name: 'Direct debit' }));
    await screen.findByTestId('stripe-au-bank-account');
    const mandate = screen.getByTestId('becs-mandate');
    expect(mandate.textContent).toContain(
      'authorise Stripe Payments Australia Pty Ltd ACN 160 180 343 Direct Debit User ID number 507156',
    );
    expect(
      within(mandate)
        .getByRole('link', { name: 'Direct Debit Request service agreement' })
        .getAttribute('href'),
    ).toBe('https://stripe.com/au-becs-dd-service-agreement/legal');

    const holder = screen.getByLabelText('Account holder name') as HTMLInputElement;
    expect(holder.value).toBe('Alex Nguyen');
    fireEvent.change(holder, { target: { value: ' ' } });
    await pay();
    expect(await screen.findByText('Enter the account holder name.')).toBeTruthy();
    expect(fake.confirmAuBecsDebitSetup).not.toHaveBeenCalled();

    fireEvent.change(holder, { target: { value: 'Nguyen Holdings Pty Ltd' } });
    await pay();
    expect(fake.confirmAuBecsDebitSetup).toHaveBeenCalledWith('seti_1_secret_abc', {
      payment_method: {
        au_becs_debit: fake.bankElement,
        billing_details: { name: 'Nguyen Holdings Pty Ltd', email: 'alex@example.com.au' },
      },
    });
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'saved',
      paymentMethodId: 'pm_becs_1',
      paymentType: 'directDebit',
    });
  });
});

describe('checkout and card update with the Stripe gateway', () => {
  function intentResolver() {
    return () => ({ createSetupIntent: INTENT });
  }

  it('buys a plan with the method Stripe saved', async () => {
    const server = billingServer({
      data: userSubscriptionsData(),
      resolvers: {
        PreviewCheckout: (vars) => ({
          previewCheckout: {
            productHandle: vars.productHandle,
            productName: 'Essentials',
            listPriceInCents: 29900,
            discountInCents: 0,
            dueTodayInCents: 29900,
            trialDays: null,
            renewalPriceInCents: 29900,
            renewalDate: '2027-11-21T00:00:00.000Z',
            couponCodes: [],
          },
        }),
        ListPaymentMethod: () => ({ listPaymentMethod: [] }),
        CreateSetupIntent: intentResolver(),
        CreateSubscription: () => ({
          createSubscription: {
            subscription: subscriptionItem(),
            invoice: null,
            paymentType: 'creditCard',
            successType: 'essentials',
          },
        }),
      },
    });
    const app = renderApp('/checkout/standard-annual-plan-current', {
      routes: { 'POST /graphql': server.handler },
    });
    await screen.findByTestId('stripe-card', {}, { timeout: 5000 });
    await pay();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment-success'));
    expect(fake.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_abc', expect.anything());
    expect(server.called('CreateSubscription')[0]?.variables).toMatchObject({
      paymentProfile: {
        paymentMethodId: 'pm_stripe_1',
        pricePointHandle: 'standard-annual-plan-current',
      },
    });
    // Nothing went to the sandbox's confirm route.
    expect(app.calls.some((c) => c.url.includes('/sandbox-gateway/'))).toBe(false);
  });

  it('updates the card of a past_due plan through Stripe, then POST /stripe/update-intent', async () => {
    const server = billingServer({
      data: userSubscriptionsData({
        subscriptionList: [
          subscriptionItem({ state: 'past_due', pastDueSince: '2026-11-01T00:00:00.000Z' }),
        ],
      }),
      resolvers: { CreateSetupIntent: intentResolver() },
    });
    const posts: unknown[] = [];
    renderApp('/settings/subscriptions', {
      routes: {
        'POST /graphql': server.handler,
        'POST /stripe/update-intent': (body) => {
          posts.push(body);
          return Response.json({ paymentMethodId: 'pm_stripe_1', retried: true, state: 'active' });
        },
      },
    });
    const plan = within(
      await screen.findByRole('listitem', { name: 'Essentials' }, { timeout: 5000 }),
    );
    fireEvent.click(plan.getByRole('button', { name: 'Update card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update card' }));

    fake.confirmCardSetup.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card number is incorrect.' },
    });
    await dialog.findByTestId('stripe-card');
    expect(dialog.queryByText('Test cards')).toBeNull();
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save card' })));
    expect((await dialog.findByRole('alert')).textContent).toBe('Your card number is incorrect.');
    expect(posts).toHaveLength(0);

    fake.confirmCardSetup.mockResolvedValue(succeeded('pm_stripe_1'));
    fireEvent.click(dialog.getByTestId('stripe-card'));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save card' })));
    await screen.findByText(
      'Card updated. Your payment went through and Essentials is active again.',
    );
    expect(fake.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_abc', {
      payment_method: { card: fake.cardElement },
    });
    expect(posts).toEqual([{ setupIntentId: 'seti_1', subscriptionId: 'sub-1' }]);
  });
});
