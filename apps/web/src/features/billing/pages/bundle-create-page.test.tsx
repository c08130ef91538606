import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { bundleItem, userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { billingServer } from './billing-test-server';
import { parseCart } from './bundle-create-page';

type TVars = Record<string, unknown>;

function bundlePreview(vars: TVars) {
  const handles = vars.handles as string[];
  const quarterly = vars.billingCycle === 'quarterly';
  return {
    previewBundle: {
      handles,
      billingCycle: vars.billingCycle,
      products: handles.map((h) => ({
        productHandle: h,
        productName: h === 'essentials-quarterly' ? 'Essentials' : 'Virtual Office',
        planType: h === 'essentials-quarterly' ? 'legal' : 'virtualOffice',
        firstYearDiscountedPrice: h === 'essentials-quarterly' ? 29580 : 60180,
        annualRenewalCost: h === 'essentials-quarterly' ? 34800 : 70800,
      })),
      initialBundleCharge: quarterly ? 22440 : 89760,
      initialBundleDiscount: 15840,
      initialBundleDiscountPercentage: 15,
      monthlyPriceInCents: quarterly ? 7480 : 7480,
      billingScheduleItems: quarterly
        ? [
            { date: '2026-11-21T00:00:00.000Z', amountInCents: 22440, status: 'scheduled' },
            { date: '2027-02-21T00:00:00.000Z', amountInCents: 22440, status: 'scheduled' },
          ]
        : [{ date: '2026-11-21T00:00:00.000Z', amountInCents: 89760, status: 'scheduled' }],
      couponCode: 'BUNDLE15',
    },
  };
}

function openBundle(url: string) {
  const server = billingServer({
    data: userSubscriptionsData(),
    resolvers: {
      PreviewBundle: bundlePreview,
      ListPaymentMethod: () => ({ listPaymentMethod: [] }),
      CreateSetupIntent: () => ({
        createSetupIntent: {
          stripeCustomerId: 'cus_1',
          intentId: 'seti_1',
          clientSecret: 'secret_1',
          gateway: 'sandbox',
          publishableKey: null,
        },
      }),
      CreateBundle: () => ({ createBundle: bundleItem() }),
    },
  });
  const app = renderApp(url, {
    routes: {
      'POST /graphql': server.handler,
      'POST /sandbox-gateway/setup-intents/seti_1/confirm': () =>
        Response.json({ paymentMethodId: 'pm_1', status: 'succeeded' }),
    },
  });
  return { app, server };
}

describe('/pricing/bundle/create', () => {
  it('reads the cart from init_cart, joined by + (or a space, as a query reads it)', () => {
    expect(parseCart('essentials-quarterly+virtual-office')).toEqual([
      'essentials-quarterly',
      'virtual-office',
    ]);
    expect(parseCart('essentials-quarterly virtual-office free nope')).toEqual([
      'essentials-quarterly',
      'virtual-office',
    ]);
    expect(parseCart(null)).toEqual([]);
  });

  it('prices the cart: first-year and renewal prices, the discount, the monthly price and the schedule', async () => {
    openBundle(
      '/pricing/bundle/create?init_cart=essentials-quarterly+virtual-office&billing_cycle=quarterly',
    );
    const summary = within(await screen.findByTestId('bundle-summary', {}, { timeout: 5000 }));
    expect(summary.getByText('$295.80')).toBeTruthy();
    expect(summary.getByText('$348/year')).toBeTruthy();
    expect(summary.getByTestId('bundle-discount').textContent).toBe('−$158.40');
    expect(summary.getByText('15% off')).toBeTruthy();
    expect(summary.getByTestId('bundle-due-today').textContent).toBe('$224.40');
    // A quarterly charge pays for 3 months: $224.40 / 3.
    expect(summary.getByTestId('bundle-monthly').textContent).toBe(
      'That is $74.80/month, paid each quarter.',
    );
    expect(summary.getByTestId('bundle-schedule').textContent).toContain('21/02/2027');
  });

  it('removes a plan and asks for two', async () => {
    const { app } = openBundle(
      '/pricing/bundle/create?init_cart=essentials-quarterly+virtual-office',
    );
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Remove Virtual Office from the bundle' },
        { timeout: 5000 },
      ),
    );
    await waitFor(() =>
      expect(app.router.state.location.search).toBe(
        '?init_cart=essentials-quarterly&billing_cycle=upfront',
      ),
    );
    expect(await screen.findByText('Add at least two plans to make a bundle.')).toBeTruthy();
  });

  it('pays for the bundle and lands on the success page of its lead plan', async () => {
    const { app, server } = openBundle(
      '/pricing/bundle/create?init_cart=essentials-quarterly+virtual-office&step=payment&billing_cycle=upfront',
    );
    await screen.findByTestId('bundle-summary', {}, { timeout: 5000 });
    fireEvent.change(await screen.findByLabelText('Business or company name (optional)'), {
      target: { value: 'Harbour Fresh Foods Pty Ltd' },
    });
    fireEvent.change(screen.getByLabelText('Card number'), {
      target: { value: '4242424242424242' },
    });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '01/31' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '999' } });
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Alex Nguyen' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Pay and create bundle' })),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment-success'));
    expect(app.router.state.location.search).toBe('?type=essentials');
    expect(server.called('CreateBundle')[0]?.variables).toMatchObject({
      handles: ['essentials-quarterly', 'virtual-office'],
      billingCycle: 'upfront',
      paymentMethodId: 'pm_1',
      entityName: 'Harbour Fresh Foods Pty Ltd',
    });
  });
});
