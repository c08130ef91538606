import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LAWYER, renderApp } from '../../../test/render-app';
import { subscriptionItem, userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { billingServer, graphqlError } from './billing-test-server';

afterEach(() => notifications.clean());

const ESSENTIALS_HOLDER = userSubscriptionsData({
  activeSubscription: {
    ...userSubscriptionsData().activeSubscription,
    id: 'sub-1',
    handle: 'standard-annual-plan-current',
    name: 'Essentials',
    canClaimTrial: false,
  },
  subscriptionList: [subscriptionItem()],
});

function openPricing(
  url: string,
  options: {
    data?: ReturnType<typeof userSubscriptionsData>;
    user?: typeof LAWYER | null;
    migrate?: () => unknown;
  } = {},
) {
  const server = billingServer({
    user: options.user ?? undefined,
    data: options.data ?? userSubscriptionsData(),
    resolvers: {
      GetMigrationPreview: () => ({
        getMigrationPreview: {
          prorated_adjustment_in_cents: -20000,
          charge_in_cents: 166800,
          payment_due_in_cents: 146800,
          credit_applied_in_cents: 20000,
          renewalDate: null,
          renewalPriceInCents: 166800,
        },
      }),
      MigrateSubscription:
        options.migrate ??
        (() => ({
          migrateSubscription: subscriptionItem({
            product: 'standard-annual-plan-lawyer',
            productName: 'Legal Advice',
          }),
        })),
      CreatePartner: () => ({ createPartner: 'pk_1' }),
    },
  });
  const app = renderApp(url, {
    user: options.user,
    routes: { 'POST /graphql': server.handler },
  });
  return { app, server };
}

const planCard = async (key: string) =>
  within(await screen.findByTestId(`plan-card-${key}`, {}, { timeout: 5000 }));

describe('/pricing', () => {
  it('offers a free customer the company plan trial and upgrades on the other plans', async () => {
    const { app } = openPricing('/pricing?tab=legal');
    const company = await planCard('company-plan');
    const claim = await company.findByRole('button', { name: /^Claim free trial/ });
    expect(
      (await planCard('essentials')).getByRole('button', { name: /^Upgrade my plan/ }),
    ).toBeTruthy();
    expect(
      (await planCard('legal-advice')).getByRole('button', { name: /^Upgrade my plan/ }),
    ).toBeTruthy();
    fireEvent.click(claim);
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/checkout/acn-annual-plan-unlimited'),
    );
  });

  it('prices plans from the catalogue, per month and per billing period', async () => {
    openPricing('/pricing');
    const essentials = await planCard('essentials');
    expect(essentials.getByTestId('plan-price').textContent).toBe('$24.92/monthbilled $299 yearly');
    fireEvent.click(screen.getByRole('radio', { name: 'Quarterly' }));
    expect(essentials.getByTestId('plan-price').textContent).toBe('$29/monthbilled $87 quarterly');
  });

  it('falls back to the first tab for an unknown tab, and opens a named one', async () => {
    const first = openPricing('/pricing?tab=business');
    expect(
      await screen.findByRole('tab', { name: 'Legal', selected: true }, { timeout: 5000 }),
    ).toBeTruthy();
    first.app.unmount();
    openPricing('/pricing?tab=compliance');
    expect(await screen.findByRole('tab', { name: 'Compliance', selected: true })).toBeTruthy();
    expect((await planCard('business-compliance')).getByTestId('plan-price').textContent).toBe(
      '$199 first yearthen $299/year',
    );
  });

  it('marks the plan the customer holds as Current Plan, disabled', async () => {
    openPricing('/pricing', { data: ESSENTIALS_HOLDER });
    const essentials = await planCard('essentials');
    const current = await essentials.findByRole('button', { name: 'Essentials: Current Plan' });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    expect(
      (await planCard('company-plan')).getByRole('button', { name: /^Upgrade my plan/ }),
    ).toBeTruthy();
  });

  it('moves a held plan to a bigger one with a preview, then shows the success modal', async () => {
    const { server } = openPricing('/pricing', { data: ESSENTIALS_HOLDER });
    const legal = await planCard('legal-advice');
    fireEvent.click(await legal.findByRole('button', { name: 'Upgrade my plan: Legal Advice' }));
    const preview = await screen.findByTestId('migration-preview');
    expect(preview.textContent).toContain('Prorated adjustment−$200');
    expect(preview.textContent).toContain('Credit applied−$200');
    expect(preview.textContent).toContain('Due now$1,468');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm change' })));
    expect(await screen.findByText('Thank you: your Legal Advice plan is ready.')).toBeTruthy();
    const [migrate] = server.called('MigrateSubscription');
    expect(migrate?.variables).toMatchObject({
      subscriptionId: 'sub-1',
      targetProduct: 'standard-annual-plan-lawyer',
    });
    expect(String(migrate?.variables.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the catalogue text when a change fails', async () => {
    openPricing('/pricing', {
      data: ESSENTIALS_HOLDER,
      migrate: () => graphqlError('Your card was declined.', 'PAYMENT_REQUIRED'),
    });
    fireEvent.click(
      await (await planCard('legal-advice')).findByRole('button', {
        name: 'Upgrade my plan: Legal Advice',
      }),
    );
    await screen.findByTestId('migration-preview');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm change' })));
    const error = await screen.findByTestId('migration-error');
    expect(error.textContent).toContain(
      'An error occurred when processing your subscription change. Please try again later.',
    );
    expect(error.textContent).toContain('Your card was declined.');
  });

  it('applies the sale coupon a banner links with: cards show the offer, buying carries it', async () => {
    const { app } = openPricing('/pricing?tab=legal&coupon=BLACKFRIDAY30', {
      data: userSubscriptionsData({ now: '2026-11-25T01:00:00.000Z' }),
    });
    expect((await screen.findByTestId('coupon-offer')).textContent).toBe(
      'Coupon BLACKFRIDAY30 is applied at checkout to the plans marked below.',
    );
    const advice = await planCard('legal-advice');
    expect(advice.getByTestId('plan-offer').textContent).toBe(
      'With BLACKFRIDAY30: $1,167.60 for the first year $1,668',
    );
    // A free trial has nothing to discount.
    expect((await planCard('company-plan')).queryByTestId('plan-offer')).toBeNull();
    fireEvent.click(advice.getByRole('button', { name: /^Upgrade my plan/ }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/checkout/standard-annual-plan-lawyer'),
    );
    expect(app.router.state.location.search).toBe('?coupon=BLACKFRIDAY30');
  });

  it('says when the coupon of an old link no longer applies, and sells at list price', async () => {
    const { app } = openPricing('/pricing?tab=legal&coupon=BLACKFRIDAY30', {
      data: userSubscriptionsData({ now: '2026-12-05T01:00:00.000Z' }),
    });
    expect((await screen.findByTestId('coupon-offer')).textContent).toBe(
      'BLACKFRIDAY30: This coupon was for the Black Friday sale, which ended on 30/11/2026.',
    );
    const advice = await planCard('legal-advice');
    expect(advice.queryByTestId('plan-offer')).toBeNull();
    fireEvent.click(advice.getByRole('button', { name: /^Upgrade my plan/ }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/checkout/standard-annual-plan-lawyer'),
    );
    expect(app.router.state.location.search).toBe('');
  });

  it('shows lawyers prices without any buttons', async () => {
    openPricing('/pricing', { user: LAWYER });
    const essentials = await planCard('essentials');
    expect(essentials.queryByRole('button')).toBeNull();
  });

  it('shows a visitor the prices and a sign-up call to action', async () => {
    openPricing('/pricing?tab=legal', { user: null });
    expect(await screen.findByTestId('sign-up-cta', {}, { timeout: 5000 })).toBeTruthy();
    const essentials = await planCard('essentials');
    expect(essentials.getByTestId('plan-price').textContent).toContain('$299');
    expect(
      essentials.getByRole('link', { name: 'Sign up to get Essentials' }).getAttribute('href'),
    ).toBe('/sign-up?next=%2Fcheckout%2Fstandard-annual-plan-current');
    expect(screen.getByTestId('public-header')).toBeTruthy();
  });
});

describe('promo pages', () => {
  it('sells Legal Advice at $1068, was $1668, with its coupon at checkout', async () => {
    const { app } = openPricing('/sale/advice-sale');
    const offer = await screen.findByTestId('promo-offer', {}, { timeout: 5000 });
    expect(within(offer).getByTestId('promo-price').textContent).toBe('$1,068 was $1,668');
    fireEvent.click(await within(offer).findByRole('button', { name: 'Claim this offer' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/checkout/standard-annual-plan-lawyer'),
    );
    expect(app.router.state.location.search).toBe('?coupon=ADVICESALE600');
  });

  it('sells Essentials at $169 on both upgrade offers', async () => {
    for (const url of ['/sale/upgrade-ess-promo', '/sale/upgrade-ppd-promo']) {
      const { app } = openPricing(url);
      const offer = await screen.findByTestId('promo-offer', {}, { timeout: 5000 });
      expect(within(offer).getByTestId('promo-price').textContent).toBe('$169 was $299');
      app.unmount();
    }
  });
});
