import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAWYER, renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { billingServer } from '../pages/billing-test-server';

function openAt(url: string, now: string, user?: typeof LAWYER | null) {
  const server = billingServer({ user: user ?? undefined, data: userSubscriptionsData({ now }) });
  return renderApp(url, { user, routes: { 'POST /graphql': server.handler } });
}

describe('sales and upgrade banners', () => {
  it('shows the Black Friday sale by the server clock, with the way to the offers', async () => {
    openAt('/documents/my-documents', '2026-11-25T01:00:00.000Z');
    const banner = await screen.findByTestId('sales-banner', {}, { timeout: 5000 });
    expect(banner.getAttribute('data-kind')).toBe('blackFriday');
    expect(banner.textContent).toContain('Black Friday sale: up to 40% off until 30 Nov');
    expect(within(banner).getByRole('link', { name: 'See the offers' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });

  it('puts Cyber Monday before Black Friday, and shows no sale outside the windows', async () => {
    const monday = openAt('/', '2026-11-30T01:00:00.000Z');
    expect(
      (await screen.findByTestId('sales-banner', {}, { timeout: 5000 })).getAttribute('data-kind'),
    ).toBe('cyberMonday');
    monday.unmount();
    openAt('/', '2026-08-10T01:00:00.000Z');
    await screen.findByTestId('banner-stack');
    await screen.findByText(/Welcome/);
    expect(screen.queryByTestId('sales-banner')).toBeNull();
  });

  it('offers a free customer the trial on pricing pages only', async () => {
    const pricing = openAt('/pricing', '2026-08-10T01:00:00.000Z');
    const banner = await screen.findByTestId('upgrade-banner', {}, { timeout: 5000 });
    expect(
      within(banner).getByRole('link', { name: 'Claim free trial' }).getAttribute('href'),
    ).toBe('/checkout/acn-annual-plan-unlimited');
    pricing.unmount();
    openAt('/documents/my-documents', '2026-08-10T01:00:00.000Z');
    await screen.findByTestId('banner-stack');
    expect(screen.queryByTestId('upgrade-banner')).toBeNull();
  });

  it('shows lawyers neither banner', async () => {
    openAt('/pricing', '2026-11-25T01:00:00.000Z', LAWYER);
    await screen.findByTestId('plan-card-essentials', {}, { timeout: 5000 });
    expect(screen.queryByTestId('sales-banner')).toBeNull();
    expect(screen.queryByTestId('upgrade-banner')).toBeNull();
  });
});
