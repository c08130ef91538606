import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bundleItem,
  invoiceItem,
  subscriptionItem,
  userSubscriptionsData,
} from '../api/user-subscriptions-fixture';

import { card, openSettings } from './subscriptions-settings-test-kit';

// Toasts live in a store outside React: clear them so one test's toast is not the next one's.
afterEach(() => notifications.clean());

describe('/settings/subscriptions: payment details and invoices', () => {
  it('updates the card of a past_due plan and reports the retried payment', async () => {
    const posts: { url: string; body: unknown }[] = [];
    const { update } = openSettings(
      [subscriptionItem({ state: 'past_due', pastDueSince: '2026-11-01T00:00:00.000Z' })],
      {
        CreateSetupIntent: () => ({
          createSetupIntent: {
            stripeCustomerId: 'cus_1',
            intentId: 'seti_1',
            clientSecret: 'seti_1_secret',
            gateway: 'sandbox',
            publishableKey: null,
          },
        }),
      },
      {
        'POST /sandbox-gateway/setup-intents/seti_1/confirm': (body) => {
          posts.push({ url: 'confirm', body });
          const number = (body as { card: { number: string } }).card.number;
          if (number === '4000000000000000') {
            return Response.json({ message: 'Your card number is incorrect.' }, { status: 400 });
          }
          return Response.json({ paymentMethodId: 'pm_9', status: 'succeeded' });
        },
        'POST /stripe/update-intent': (body) => {
          posts.push({ url: 'update-intent', body });
          update('sub-1', { state: 'active', pastDueSince: null });
          return Response.json({ paymentMethodId: 'pm_9', retried: true, state: 'active' });
        },
      },
    );
    const essentials = await card('Essentials');
    expect(essentials.getByText(/We could not take your payment on 01\/11\/2026/)).toBeTruthy();
    fireEvent.click(essentials.getByRole('button', { name: 'Update card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update card' }));
    expect(await dialog.findByText('Test cards')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Card number'), {
      target: { value: '4000000000000000' },
    });
    fireEvent.change(dialog.getByLabelText('Expiry (MM/YY)'), { target: { value: '13/30' } });
    fireEvent.change(dialog.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    expect(await dialog.findByText('Enter the expiry date as MM/YY.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Expiry (MM/YY)'), { target: { value: '1230' } });
    expect((dialog.getByLabelText('Expiry (MM/YY)') as HTMLInputElement).value).toBe('12/30');
    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Your card number is incorrect.');

    fireEvent.change(dialog.getByLabelText('Card number'), {
      target: { value: '4242424242424242' },
    });
    expect((dialog.getByLabelText('Card number') as HTMLInputElement).value).toBe(
      '4242 4242 4242 4242',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await screen.findByText(
      'Card updated. Your payment went through and Essentials is active again.',
    );
    expect(posts.at(-2)?.body).toEqual({
      clientSecret: 'seti_1_secret',
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        name: 'Alex Nguyen',
      },
    });
    expect(posts.at(-1)?.body).toEqual({ setupIntentId: 'seti_1', subscriptionId: 'sub-1' });
    await waitFor(async () =>
      expect((await card('Essentials')).getByTestId('subscription-state').textContent).toBe(
        'Active',
      ),
    );
  });

  // The Stripe card form itself is covered in components/stripe-payment-fields.test.tsx.
  it('says card entry is not set up when the Stripe gateway has no publishable key', async () => {
    openSettings([subscriptionItem()], {
      CreateSetupIntent: () => ({
        createSetupIntent: {
          stripeCustomerId: 'cus_1',
          intentId: 'seti_1',
          clientSecret: 's',
          gateway: 'stripe',
          publishableKey: null,
        },
      }),
    });
    fireEvent.click((await card('Essentials')).getByRole('button', { name: 'Update card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update card' }));
    expect((await dialog.findByTestId('stripe-note')).textContent).toContain('no publishable key');
    expect(dialog.queryByLabelText('Card number')).toBeNull();
  });

  it('lists invoices per subscription and bundle, and downloads the PDF with the token', async () => {
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const data = userSubscriptionsData({
      subscriptionList: [subscriptionItem({ bundleId: 'bundle-1' })],
      bundles: [bundleItem()],
      invoices: [
        invoiceItem({ refundedInCents: 5000 }),
        invoiceItem({
          id: 'inv-2',
          number: 'CW-000102',
          status: 'open',
          issuedAt: '2026-11-01T00:00:00.000Z',
          amountDueInCents: 29900,
          downloadUrl: '/billing/invoices/inv-2/pdf',
        }),
        invoiceItem({
          id: 'inv-3',
          number: 'CW-000103',
          subscriptionId: null,
          bundleId: 'bundle-1',
        }),
      ],
    });
    const { app } = openSettings(
      [],
      {},
      {
        'GET /billing/invoices/inv-2/pdf': () =>
          new Response('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="CW-000102.pdf"',
            },
          }),
      },
      data,
    );
    const bundle = await card('Business Starter bundle');
    expect(bundle.getByText('First charge $52.33, saving $89.70 (30%)')).toBeTruthy();
    expect(bundle.getByText('Next payment $52.33 on 01/12/2026')).toBeTruthy();
    expect(bundle.getByRole('button', { name: 'Invoices (1)' })).toBeTruthy();

    const essentials = await card('Essentials');
    expect(essentials.getByText('Business Starter bundle')).toBeTruthy();
    fireEvent.click(essentials.getByRole('button', { name: 'Invoices (2)' }));
    const list = within(essentials.getByRole('list', { name: 'Invoices for Essentials' }));
    const rows = list.getAllByTestId('invoice');
    expect(rows[0]?.textContent).toContain('CW-000102');
    expect(rows[0]?.textContent).toContain('Issued 01/11/2026');
    expect(rows[0]?.textContent).toContain('Awaiting payment');
    expect(rows[0]?.textContent).toContain('Total $299');
    expect(rows[0]?.textContent).toContain('Due $299');
    expect(rows[1]?.textContent).toContain('Paid');
    expect(rows[1]?.textContent).toContain('Refunded $50');
    expect(rows[0]?.textContent).not.toContain('Refunded');

    fireEvent.click(list.getByRole('button', { name: 'Download invoice CW-000102' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = app.fetchMock.mock.calls.find(
      ([url]) => url === '/api/billing/invoices/inv-2/pdf',
    );
    expect(download?.[1]).toEqual({ headers: { authorization: 'Bearer test-token' } });
  });
});
