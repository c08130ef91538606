import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { CUSTOMER } from '../../../test/render-app';
import { setupIntentQueryOptions, type TSetupIntent } from '../api/setup-intent';
import { PaymentDetailsForm } from './payment-details-form';

// The sandbox path must never load Stripe: each Stripe module records being imported.
const imported = vi.hoisted(() => ({ stripeJs: false, reactStripe: false, loadStripe: vi.fn() }));

vi.mock('@stripe/stripe-js', () => {
  imported.stripeJs = true;
  return { loadStripe: imported.loadStripe };
});
vi.mock('@stripe/react-stripe-js', () => {
  imported.reactStripe = true;
  return {};
});

function renderForm(gateway: 'sandbox' | 'stripe', intent?: TSetupIntent) {
  window.localStorage.setItem('auth-token', 'test-token');
  const queryClient = createQueryClient();
  queryClient.setQueryData(['current-user'], CUSTOMER);
  if (intent) queryClient.setQueryData(setupIntentQueryOptions(CUSTOMER).queryKey, intent);
  const onSubmit = vi.fn();
  render(
    <Providers queryClient={queryClient} env="test">
      <PaymentDetailsForm
        gateway={gateway}
        submitLabel="Pay $299"
        paying={false}
        error={null}
        onSubmit={onSubmit}
      />
    </Providers>,
  );
  return { onSubmit };
}

describe('payment details with the sandbox gateway', () => {
  it('posts the typed card as before, offers the test cards, and never imports Stripe', async () => {
    const { onSubmit } = renderForm('sandbox');
    fireEvent.change(screen.getByLabelText('Card number'), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Alex Nguyen' } });
    expect(screen.getByRole('button', { name: 'Test cards' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay $299' })));

    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'new',
      details: {
        card: {
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
          name: 'Alex Nguyen',
        },
      },
    });
    expect(imported).toMatchObject({ stripeJs: false, reactStripe: false });
    expect(imported.loadStripe).not.toHaveBeenCalled();
  });

  it('still asks for every sandbox field before paying', async () => {
    const { onSubmit } = renderForm('sandbox');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay $299' })));
    expect(screen.getByText('Enter the card number.')).toBeTruthy();
    expect(screen.getByText('Enter the expiry as MM/YY.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('payment details with the Stripe gateway but no publishable key', () => {
  it('says card entry is not set up and keeps the pay button disabled', async () => {
    renderForm('stripe', {
      stripeCustomerId: 'cus_1',
      intentId: 'seti_1',
      clientSecret: 'seti_1_secret',
      gateway: 'stripe',
      publishableKey: null,
    });
    expect((await screen.findByTestId('stripe-note')).textContent).toContain('no publishable key');
    expect((screen.getByRole('button', { name: 'Pay $299' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(imported.loadStripe).not.toHaveBeenCalled();
  });
});
