import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionItem } from '../api/user-subscriptions-fixture';
import { graphqlError } from './billing-test-server';

import { CHANGE_FAILED, card, LOAD, openSettings } from './subscriptions-settings-test-kit';

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
});
