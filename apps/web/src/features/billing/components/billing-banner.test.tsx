import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LAWYER, renderApp } from '../../../test/render-app';
import { subscriptionItem, userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { billingServer } from '../pages/billing-test-server';

function openAt(
  url: string,
  data = userSubscriptionsData(),
  user = undefined as typeof LAWYER | undefined,
) {
  const server = billingServer({ data, user });
  const app = renderApp(url, { user, routes: { 'POST /graphql': server.handler } });
  return { app, server };
}

// Toasts live in a store outside React: clear them so one test's toast is not the next one's.
afterEach(() => notifications.clean());

describe('billing banner in the layout', () => {
  it('shows the payment warning with month and year, linking to the subscriptions page', async () => {
    const { app } = openAt(
      '/quotes',
      userSubscriptionsData({
        subscriptionList: [
          subscriptionItem({ state: 'past_due', pastDueSince: '2026-11-02T00:00:00.000Z' }),
        ],
      }),
    );
    const banner = await screen.findByTestId('billing-banner', {}, { timeout: 5000 });
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain(
      'Your payment for November 2026 failed. Please update your payment details to keep your plan active.',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Update payment details' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/settings/subscriptions'));
  });

  it("asks to complete the setup, the agreement's callback being this page", async () => {
    openAt(
      '/documents/my-documents',
      userSubscriptionsData({
        subscriptionList: [subscriptionItem({ id: 'sub-7', needsSignedAgreement: true })],
      }),
    );
    const banner = await screen.findByTestId('billing-banner', {}, { timeout: 5000 });
    expect(banner.getAttribute('data-kind')).toBe('completeSetup');
    expect(screen.getByRole('link', { name: 'Sign agreement' }).getAttribute('href')).toBe(
      `/subscription-plan-agreement?callback=${encodeURIComponent('/documents/my-documents')}&subscriptionId=sub-7`,
    );
  });

  it('shows nothing when all is well', async () => {
    // A day of a sale: its banner reads the same subscriptions answer as the billing banner,
    // so once it shows, the billing banner has had its chance to show too.
    openAt(
      '/quotes',
      userSubscriptionsData({
        now: '2026-11-25T01:00:00.000Z',
        subscriptionList: [subscriptionItem()],
      }),
    );
    await screen.findByTestId('sales-banner');
    expect(screen.queryByTestId('billing-banner')).toBeNull();
  });

  it('shows lawyers nothing, and never asks for their subscriptions', async () => {
    const { app, server } = openAt(
      '/quotes',
      userSubscriptionsData({ subscriptionList: [subscriptionItem({ state: 'past_due' })] }),
      LAWYER,
    );
    // An item only lawyers have proves the frame rendered for the lawyer.
    await screen.findByTestId('nav-item-marketplace-chat');
    expect(within(app.getByTestId('banner-stack')).queryByTestId('billing-banner')).toBeNull();
    expect(server.called('GetUser')).toHaveLength(1);
    expect(server.called('GetUserSubscriptions')).toHaveLength(0);
  });
});
