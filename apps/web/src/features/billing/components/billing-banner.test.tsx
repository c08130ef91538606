import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('shows nothing when all is well, and nothing to lawyers', async () => {
    const { server } = openAt(
      '/quotes',
      userSubscriptionsData({ subscriptionList: [subscriptionItem()] }),
    );
    await waitFor(() => expect(server.called('GetUserSubscriptions')).toHaveLength(1));
    await screen.findByTestId('banner-stack');
    expect(screen.queryByTestId('billing-banner')).toBeNull();

    const lawyer = openAt(
      '/quotes',
      userSubscriptionsData({ subscriptionList: [subscriptionItem({ state: 'past_due' })] }),
      LAWYER,
    );
    await screen.findAllByTestId('banner-stack');
    expect(lawyer.server.called('GetUserSubscriptions')).toHaveLength(0);
  });
});
