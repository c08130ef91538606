import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LAWYER, renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { billingServer, operationName } from '../pages/billing-test-server';

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
      '/pricing?coupon=BLACKFRIDAY30',
    );
  });

  it('sits at the top of the page, so it scrolls away with it', async () => {
    openAt('/documents/my-documents', '2026-11-25T01:00:00.000Z');
    const banner = await screen.findByTestId('sales-banner', {}, { timeout: 5000 });
    expect(screen.getByRole('main').contains(banner)).toBe(true);
    expect(screen.getByTestId('banner-stack').contains(banner)).toBe(false);
  });

  it('once dismissed stays away for that sale on later visits, and shows for the next sale', async () => {
    const first = openAt('/pricing', '2026-11-25T01:00:00.000Z');
    const banner = await screen.findByTestId('sales-banner', {}, { timeout: 5000 });
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss sale banner' }));
    await waitFor(() => expect(screen.queryByTestId('sales-banner')).toBeNull());
    first.unmount();

    // A later visit: a new browser session, the same sale.
    window.sessionStorage.clear();
    const later = openAt('/pricing', '2026-11-26T01:00:00.000Z');
    // The upgrade offer reads the same billing state, so once it shows the sale would have too.
    await screen.findByTestId('upgrade-banner', {}, { timeout: 5000 });
    expect(screen.queryByTestId('sales-banner')).toBeNull();
    later.unmount();

    openAt('/pricing', '2026-11-30T01:00:00.000Z');
    expect(
      (await screen.findByTestId('sales-banner', {}, { timeout: 5000 })).getAttribute('data-kind'),
    ).toBe('cyberMonday');
  });

  it("shows next year's Black Friday although this year's was dismissed", async () => {
    const first = openAt('/', '2026-11-25T01:00:00.000Z');
    const banner = await screen.findByTestId('sales-banner', {}, { timeout: 5000 });
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss sale banner' }));
    await waitFor(() => expect(screen.queryByTestId('sales-banner')).toBeNull());
    first.unmount();

    openAt('/', '2027-11-25T01:00:00.000Z');
    expect(
      (await screen.findByTestId('sales-banner', {}, { timeout: 5000 })).getAttribute('data-kind'),
    ).toBe('blackFriday');
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

  it('shows a customer no sale until the server clock is known, whatever the device says', async () => {
    // The device believes it is Cyber Monday; the server knows it is Black Friday.
    vi.setSystemTime(new Date('2026-11-30T01:00:00.000Z'));
    const server = billingServer({
      data: userSubscriptionsData({ now: '2026-11-25T01:00:00.000Z' }),
    });
    const billing = held();
    renderApp('/documents/my-documents', {
      routes: {
        'POST /graphql': async (body) => {
          if (operationName((body as { query: string }).query) === 'GetUserSubscriptions') {
            billing.asked();
            await billing.answer;
          }
          return server.handler(body);
        },
      },
    });
    await screen.findByTestId('banner-stack');
    await waitFor(() => expect(billing.wasAsked()).toBe(true));
    expect(screen.queryByTestId('sales-banner')).toBeNull();
    billing.release();
    const banner = await screen.findByTestId('sales-banner');
    expect(banner.getAttribute('data-kind')).toBe('blackFriday');
  });

  it("shows a visitor the sale of the server's clock, read once per page load", async () => {
    vi.setSystemTime(new Date('2026-11-30T01:00:00.000Z'));
    const clock = held();
    const app = renderApp('/pricing', {
      user: null,
      routes: {
        'GET /api/server-time': async () => {
          clock.asked();
          await clock.answer;
          return Response.json({ now: '2026-11-25T01:00:00.000Z' });
        },
      },
    });
    await screen.findByTestId('public-header');
    await waitFor(() => expect(clock.wasAsked()).toBe(true));
    expect(screen.queryByTestId('sales-banner')).toBeNull();
    clock.release();
    expect((await screen.findByTestId('sales-banner')).getAttribute('data-kind')).toBe(
      'blackFriday',
    );
    await app.router.navigate('/pricing?tab=legal');
    await screen.findByTestId('sales-banner');
    expect(app.calls.filter((call) => call.url === '/api/server-time')).toHaveLength(1);
    // A visitor loads no billing state of their own.
    expect(app.calls.filter((call) => call.url === '/graphql')).toHaveLength(0);
  });

  it('shows lawyers neither banner', async () => {
    openAt('/pricing', '2026-11-25T01:00:00.000Z', LAWYER);
    await screen.findByTestId('plan-card-essentials', {}, { timeout: 5000 });
    expect(screen.queryByTestId('sales-banner')).toBeNull();
    expect(screen.queryByTestId('upgrade-banner')).toBeNull();
  });
});

/** A server answer held back until the test releases it. */
function held() {
  let asked = false;
  let release!: () => void;
  const answer = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    asked: () => {
      asked = true;
    },
    wasAsked: () => asked,
    answer,
    release,
  };
}
