import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import type { TSubscriptionListItem } from '../api/user-subscriptions';
import {
  bundleItem,
  invoiceItem,
  subscriptionItem,
  userSubscriptionsData,
} from '../api/user-subscriptions-fixture';
import { billingServer, graphqlError } from './billing-test-server';

const CHANGE_FAILED =
  'An error occurred when processing your subscription change. Please try again later.';

function openSettings(
  list: TSubscriptionListItem[],
  extra: Parameters<typeof billingServer>[0]['resolvers'] = {},
  routes: Record<string, (body: unknown) => Response> = {},
  data = userSubscriptionsData({ subscriptionList: list }),
) {
  const server = billingServer({ data, resolvers: extra });
  const update = (id: string, change: Partial<TSubscriptionListItem>) => {
    server.state.data = {
      ...server.state.data,
      subscriptionList: server.state.data.subscriptionList.map((s) =>
        s.id === id ? { ...s, ...change } : s,
      ),
    };
    return server.state.data.subscriptionList.find((s) => s.id === id);
  };
  const app = renderApp('/settings/subscriptions', {
    routes: { 'POST /graphql': server.handler, ...routes },
  });
  return { app, server, update };
}

// The first render loads the page's code on demand, which a busy machine can take a while over.
const LOAD = { timeout: 5000 };
const card = async (name: string) => within(await screen.findByRole('listitem', { name }, LOAD));

// Toasts live in a store outside React: clear them so one test's toast is not the next one's.
afterEach(() => notifications.clean());

describe('/settings/subscriptions', () => {
  it('shows each plan with its state, price, card, coupon, renewal, credit and trial', async () => {
    openSettings([
      subscriptionItem({
        balanceInCents: 1250,
        couponDiscount: {
          code: 'WELCOME10',
          value: 10,
          discountType: 'percent',
          recurring: true,
          duration: null,
          endDate: null,
        },
        nextRenewalPriceInCents: 26910,
      }),
      subscriptionItem({
        id: 'sub-2',
        product: 'acn-annual-plan-unlimited',
        productName: 'Company plan',
        state: 'trialing',
        price: 39900,
        trialEndsAt: '2026-11-28T00:00:00.000Z',
        paymentType: 'directDebit',
        bankName: 'Test Bank',
        maskedCardNumber: null,
      }),
    ]);
    const essentials = await card('Essentials');
    expect(essentials.getByTestId('subscription-state').textContent).toBe('Active');
    expect(essentials.getByText('$299 per year')).toBeTruthy();
    expect(essentials.getByText('Visa ending in 4242, expires 08/2028')).toBeTruthy();
    expect(essentials.getByText('WELCOME10: 10% off, every renewal')).toBeTruthy();
    expect(essentials.getByText('Renews on 01/03/2027 for $269.10')).toBeTruthy();
    expect(essentials.getByText('$12.50')).toBeTruthy();

    const company = await card('Company plan');
    expect(company.getByTestId('subscription-state').textContent).toBe('Free trial');
    expect(company.getByText('Direct debit from Test Bank')).toBeTruthy();
    expect(company.getByText('28/11/2026')).toBeTruthy();
    // Direct debit has no card to replace while the plan runs.
    expect(company.queryByRole('button', { name: 'Update card' })).toBeNull();
  });

  it('offers pricing to a customer with no subscriptions', async () => {
    openSettings([]);
    const empty = await screen.findByTestId('subscriptions-empty', {}, LOAD);
    expect(within(empty).getByText('You have no subscriptions yet.')).toBeTruthy();
    expect(
      within(empty).getByRole('link', { name: 'See plans and pricing' }).getAttribute('href'),
    ).toBe('/pricing');
  });

  it('cancels at the end of the period, shows the notice, and undoes it from the toast', async () => {
    const { server, update } = openSettings([subscriptionItem()], {
      CancelSubscription: () => ({
        cancelSubscriptionImmediate: update('sub-1', { cancelAtEndPeriod: true }),
      }),
      RemoveDelayedCancellation: () => ({
        removeDelayedCancellation: update('sub-1', { cancelAtEndPeriod: false }),
      }),
    });
    fireEvent.click((await card('Essentials')).getByRole('button', { name: 'Cancel plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Essentials' }));
    expect(
      (dialog.getByLabelText('At the end of the billing period') as HTMLInputElement).checked,
    ).toBe(true);
    expect(dialog.getByText('Keep using it until 01/03/2027. You will not be charged again.'));
    fireEvent.change(dialog.getByLabelText('Anything else you would like to tell us?'), {
      target: { value: 'Back next year' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel at period end' }));

    await screen.findByText('Essentials will end on 01/03/2027.');
    expect(server.called('CancelSubscription')[0]?.variables).toEqual({
      id: 'sub-1',
      subscription: { cancelAtEndOfPeriod: true, reason: 'Back next year' },
    });
    const notice = await screen.findByTestId('delayed-cancellation');
    expect(notice.textContent).toContain(
      'This plan is set to cancel at the end of the billing period, on 01/03/2027.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Plan successfully reactivated');
    expect(server.called('RemoveDelayedCancellation')[0]?.variables).toEqual({ id: 'sub-1' });
    await waitFor(() => expect(screen.queryByTestId('delayed-cancellation')).toBeNull());
    expect((await card('Essentials')).getByRole('button', { name: 'Cancel plan' })).toBeTruthy();
  });

  it('keeps a plan set to cancel with its own button', async () => {
    const { server, update } = openSettings([subscriptionItem({ cancelAtEndPeriod: true })], {
      RemoveDelayedCancellation: () => ({
        removeDelayedCancellation: update('sub-1', { cancelAtEndPeriod: false }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my plan' }));
    await screen.findByText('Plan successfully reactivated');
    expect(server.called('RemoveDelayedCancellation')).toHaveLength(1);
  });

  it('cancels now, then resubscribes at the plan price', async () => {
    const { server, update } = openSettings([subscriptionItem()], {
      CancelSubscription: () => ({
        cancelSubscriptionImmediate: update('sub-1', {
          state: 'canceled',
          canceledAt: '2026-11-21T00:00:00.000Z',
          // The unused time was refunded: the paid period ends now.
          currentPeriodEndsAt: '2026-11-21T00:00:00.000Z',
        }),
      }),
      ReactivateSubscription: () => ({
        reactivateSubscription: {
          subscription: update('sub-1', { state: 'active', canceledAt: null }),
          message: 'Plan successfully resubscribed',
        },
      }),
    });
    fireEvent.click((await card('Essentials')).getByRole('button', { name: 'Cancel plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Essentials' }));
    fireEvent.click(dialog.getByLabelText('Now'));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel now' }));
    await screen.findByText('Essentials has been cancelled.');
    expect(server.called('CancelSubscription')[0]?.variables.subscription).toEqual({
      cancelAtEndOfPeriod: false,
      reason: '',
    });

    const cancelled = await card('Essentials');
    await waitFor(() =>
      expect(cancelled.getByTestId('subscription-state').textContent).toBe('Cancelled'),
    );
    fireEvent.click(cancelled.getByRole('button', { name: 'Resubscribe' }));
    const offer = within(await screen.findByRole('dialog', { name: 'Resubscribe Essentials' }));
    expect(offer.getByText('Essentials restarts today at $299 per year.')).toBeTruthy();
    fireEvent.click(offer.getByRole('button', { name: 'Resubscribe' }));
    await screen.findByText('Plan successfully resubscribed');
    expect(server.called('ReactivateSubscription')[0]?.variables).toEqual({
      id: 'sub-1',
      subscription: { preserve_balance: true, resume: true, include_trial: false },
    });
  });

  it('prices a virtual office per month, a paid-up plan from its period end, a pending plan by its next charge', async () => {
    openSettings([
      subscriptionItem({
        id: 'vo-1',
        product: 'virtual-office',
        productName: 'Virtual Office',
        state: 'canceled',
        price: 58800,
        currentPeriodEndsAt: '2026-10-01T00:00:00.000Z',
        couponDiscount: {
          code: 'VO15',
          value: 15,
          discountType: 'percent',
          recurring: true,
          duration: null,
          endDate: null,
        },
      }),
      // A trial cancelled part-way: nothing was paid, so the trial days are still there.
      subscriptionItem({
        id: 'company-1',
        product: 'acn-annual-plan-unlimited',
        productName: 'Company plan',
        state: 'canceled',
        price: 39900,
        currentPeriodEndsAt: '2026-11-27T13:00:00.000Z',
      }),
      subscriptionItem({
        id: 'ess-1',
        state: 'pending',
        price: 8750,
        nextAssessmentAt: '2026-11-30T13:00:00.000Z',
      }),
    ]);
    fireEvent.click((await card('Virtual Office')).getByRole('button', { name: 'Resubscribe' }));
    const vo = within(await screen.findByRole('dialog', { name: 'Resubscribe Virtual Office' }));
    expect(vo.getByText('Virtual Office restarts today at $41.65 per month, billed yearly.'));
    fireEvent.click(vo.getByRole('button', { name: 'Not now' }));

    fireEvent.click((await card('Company plan')).getByRole('button', { name: 'Resubscribe' }));
    const trial = within(await screen.findByRole('dialog', { name: 'Resubscribe Company plan' }));
    expect(
      trial.getByText('Company plan carries on until 28/11/2026, then renews at $399 per year.'),
    );
    fireEvent.click(trial.getByRole('button', { name: 'Not now' }));

    fireEvent.click((await card('Essentials')).getByRole('button', { name: 'Reactivate' }));
    const pending = within(await screen.findByRole('dialog', { name: 'Reactivate Essentials' }));
    expect(
      pending.getByText('Essentials will be reactivated at $87.50, next charged on 01/12/2026.'),
    );
  });

  it('says the change failed in the catalogue words, and keeps the dialog open', async () => {
    openSettings([subscriptionItem()], {
      CancelSubscription: () => graphqlError('boom'),
    });
    fireEvent.click((await card('Essentials')).getByRole('button', { name: 'Cancel plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Essentials' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel at period end' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(CHANGE_FAILED);
  });

  it('shows a declined reactivation in the card processor words', async () => {
    openSettings([subscriptionItem({ state: 'canceled' })], {
      ReactivateSubscription: () => graphqlError('Your card was declined.', 'PAYMENT_REQUIRED'),
    });
    fireEvent.click((await card('Essentials')).getByRole('button', { name: 'Resubscribe' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resubscribe Essentials' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Resubscribe' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Your card was declined.');
  });

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
        invoiceItem(),
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

    fireEvent.click(list.getByRole('button', { name: 'Download invoice CW-000102' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = app.fetchMock.mock.calls.find(
      ([url]) => url === '/billing/invoices/inv-2/pdf',
    );
    expect(download?.[1]).toEqual({ headers: { authorization: 'Bearer test-token' } });
  });
});
