import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import { subscriptionItem, userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { billingServer, graphqlError } from './billing-test-server';

const TRIAL = subscriptionItem({
  id: 'sub-company',
  product: 'acn-annual-plan-unlimited',
  productName: 'Company plan',
  state: 'trialing',
  trialEndsAt: '2026-11-28T00:00:00.000Z',
});

const REGISTERED_APPLICATION = {
  id: 'app-7',
  status: 'Registered',
  companyName: 'Saltbush Ceramics Pty Ltd',
  lastStep: 'shareholders',
  form: { companyType: 'PROPRIETARY_LIMITED_BY_SHARES' },
  serviceFeeInCents: 69_900,
  totalInCents: 129_600,
  paymentStatus: 'Paid',
  paymentFailure: null,
  paidAt: '2026-08-10T02:00:00.000Z',
  acn: '123456780',
  abn: '51123456780',
  businessId: 'b-9',
  decisionReason: null,
  createdAt: '2026-08-10T01:00:00.000Z',
  timeline: [{ status: 'Registered', at: '2026-08-10T02:00:00.000Z', reason: null }],
  governmentFee: {
    kind: 'COMPANY_REGISTRATION_WITH_SHARE_CAPITAL',
    label: 'ASIC fee',
    amountInCents: 59_700,
    effectiveFrom: '2024-07-01',
    source: 'https://asic.gov.au/fees',
  },
  issues: [],
};

function openApplication(
  options: {
    data?: ReturnType<typeof userSubscriptionsData>;
    methods?: unknown[];
    create?: () => unknown;
    availableAfter?: number;
  } = {},
) {
  let polls = 0;
  const notified: unknown[] = [];
  const server = billingServer({
    data: options.data ?? userSubscriptionsData(),
    resolvers: {
      // The saved application the page reopens (registrations' wizard shows it).
      CompanyApplication: () => ({ companyApplication: REGISTERED_APPLICATION }),
      CreateSetupIntent: () => ({
        createSetupIntent: {
          stripeCustomerId: 'cus_1',
          intentId: 'seti_1',
          clientSecret: 'secret_1',
          gateway: 'sandbox',
          publishableKey: null,
        },
      }),
      ListPaymentMethod: () => ({ listPaymentMethod: options.methods ?? [] }),
      CreateSubscription:
        options.create ??
        (() => ({
          createSubscription: {
            subscription: TRIAL,
            invoice: null,
            paymentType: 'creditCard',
            successType: 'essentials',
          },
        })),
      MigrateSubscription: () => ({ migrateSubscription: TRIAL }),
      GetMigrationPreview: () => ({
        getMigrationPreview: {
          prorated_adjustment_in_cents: -6000,
          charge_in_cents: 39900,
          payment_due_in_cents: 33900,
          credit_applied_in_cents: 6000,
          renewalDate: '2027-11-21T00:00:00.000Z',
          renewalPriceInCents: 39900,
        },
      }),
      GetCompanyDocumentLibrary: (vars) => {
        polls += 1;
        return {
          getCompanyDocumentLibrary: {
            applicationId: vars.applicationId,
            canEsign: true,
            sendBulkEsign: { available: polls >= (options.availableAfter ?? 1) },
          },
        };
      },
    },
  });
  const app = renderApp('/companies/application/app-7/retrieve', {
    routes: {
      'POST /graphql': server.handler,
      'POST /sandbox-gateway/setup-intents/seti_1/confirm': () =>
        Response.json({ paymentMethodId: 'pm_1', status: 'succeeded' }),
      'POST /api/upgrade-notify': (body) => {
        notified.push(body);
        return new Response(null, { status: 204 });
      },
    },
  });
  return { app, server, notified, polls: () => polls };
}

describe('company plan free trial from the company application', () => {
  it('takes a card when none is saved, starts the trial, waits for bulk e-sign and shows the renewal date', async () => {
    const { server, polls } = openApplication({ availableAfter: 2 });
    const modal = within(await screen.findByTestId('company-trial-modal', {}, { timeout: 5000 }));
    fireEvent.click(modal.getByRole('button', { name: 'Start my free trial' }));
    fireEvent.change(await modal.findByLabelText('Card number'), {
      target: { value: '4242424242424242' },
    });
    fireEvent.change(modal.getByLabelText('Expiry (MM/YY)'), { target: { value: '10/29' } });
    fireEvent.change(modal.getByLabelText('CVC'), { target: { value: '321' } });
    fireEvent.change(modal.getByLabelText('Name on card'), { target: { value: 'Alex Nguyen' } });
    await act(async () => fireEvent.click(modal.getByRole('button', { name: 'Start free trial' })));
    const done = await screen.findByTestId('trial-activated', {}, { timeout: 5000 });
    expect(done.textContent).toContain('Your 7 day free trial has been activated');
    expect(screen.getByTestId('trial-renewal').textContent).toBe('Your plan renews on 28/11/2026.');
    expect(polls()).toBe(2);
    expect(server.called('CreateSubscription')[0]?.variables).toMatchObject({
      paymentProfile: {
        paymentMethodId: 'pm_1',
        pricePointHandle: 'acn-annual-plan-unlimited',
        stripeCustomerId: 'cus_1',
      },
      setupIntentId: 'seti_1',
    });
  });

  it('uses the default payment method when there is one', async () => {
    const { server } = openApplication({
      methods: [
        {
          id: 'pm_saved',
          type: 'card',
          card: { brand: 'visa', exp_month: 1, exp_year: 2030, last4: '4242' },
          bankAccount: null,
          defaultPayment: true,
        },
      ],
    });
    const modal = within(await screen.findByTestId('company-trial-modal', {}, { timeout: 5000 }));
    fireEvent.click(modal.getByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByTestId('trial-activated', {}, { timeout: 5000 })).toBeTruthy();
    const variables = server.called('CreateSubscription')[0]?.variables;
    expect(variables).toMatchObject({ paymentProfile: { paymentMethodId: 'pm_saved' } });
    // A card already on file was not saved through this set-up, so none is named.
    expect(variables?.setupIntentId).toBeUndefined();
  });

  it('moves a trialing subscription that cannot claim another trial', async () => {
    const base = userSubscriptionsData();
    const { server } = openApplication({
      data: userSubscriptionsData({
        activeSubscription: {
          ...base.activeSubscription,
          id: 'sub-ess',
          handle: 'essentials-quarterly',
          isTrialing: true,
          canClaimTrial: false,
        },
        subscriptionList: [subscriptionItem({ id: 'sub-ess', state: 'trialing' })],
      }),
    });
    const modal = within(await screen.findByTestId('company-trial-modal', {}, { timeout: 5000 }));
    fireEvent.click(modal.getByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByTestId('trial-activated', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.called('MigrateSubscription')[0]?.variables).toMatchObject({
      subscriptionId: 'sub-ess',
      targetProduct: 'acn-annual-plan-unlimited',
    });
    expect(server.called('CreateSetupIntent')).toHaveLength(0);
  });

  it('says the upgrade failed and tells the sales team', async () => {
    const { notified } = openApplication({
      methods: [
        {
          id: 'pm_saved',
          type: 'card',
          card: { brand: 'visa', exp_month: 1, exp_year: 2030, last4: '4242' },
          bankAccount: null,
          defaultPayment: true,
        },
      ],
      create: () => graphqlError('Something broke', 'INTERNAL'),
    });
    const modal = within(await screen.findByTestId('company-trial-modal', {}, { timeout: 5000 }));
    fireEvent.click(modal.getByRole('button', { name: 'Start my free trial' }));
    expect((await screen.findByTestId('trial-failed')).textContent).toBe(
      "An error occurred with the upgrade. Please contact the product's support.",
    );
    await waitFor(() => expect(notified).toHaveLength(1));
    expect(notified[0]).toEqual({
      firstName: CUSTOMER.firstName,
      lastName: CUSTOMER.lastName,
      email: CUSTOMER.email,
      phone: null,
      plan: 'acn-annual-plan-unlimited',
    });
  });

  it('does not offer the trial to a holder of the company plan', async () => {
    const base = userSubscriptionsData();
    openApplication({
      data: userSubscriptionsData({
        activeSubscription: { ...base.activeSubscription, hasCompanyPlan: true },
        subscriptionList: [TRIAL],
      }),
    });
    expect(await screen.findByText(/Your company plan is on/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('company-trial-modal')).toBeNull();
  });
});

describe('company plan for a customer who already pays for documents', () => {
  const holding = (product: string, productName: string) =>
    userSubscriptionsData({
      activeSubscription: {
        ...userSubscriptionsData().activeSubscription,
        id: 'sub-held',
        handle: product,
        name: productName,
        isTrialing: false,
        canClaimTrial: true,
      },
      subscriptionList: [subscriptionItem({ id: 'sub-held', product, productName })],
    });

  it('changes Essentials to the company plan at a price shown first, never a second plan', async () => {
    const { server } = openApplication({ data: holding('essentials-quarterly', 'Essentials') });
    const modal = within(await screen.findByTestId('company-trial-modal', {}, { timeout: 5000 }));
    expect(await modal.findByText(/replaces it rather than being added to it/)).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'See what changing costs' }));
    const change = within(await modal.findByTestId('trial-change-plan'));
    expect((await change.findByTestId('migration-renewal')).textContent).toBe(
      'Then $399 a year, charged on 21/11/2027 unless you cancel before then.',
    );
    fireEvent.click(change.getByRole('button', { name: 'Change plan and pay $339' }));
    expect(await modal.findByText('Your plan is now the company plan')).toBeTruthy();
    expect(server.called('MigrateSubscription').map((o) => o.variables)).toMatchObject([
      { subscriptionId: 'sub-held', targetProduct: 'acn-annual-plan-unlimited' },
    ]);
    expect(server.called('CreateSubscription')).toEqual([]);
  });

  it('refuses plainly when the plan held cannot change to the company plan', async () => {
    const { server } = openApplication({
      data: holding('standard-annual-plan-lawyer', 'Legal Advice'),
    });
    const modal = within(await screen.findByTestId('company-trial-modal', {}, { timeout: 5000 }));
    fireEvent.click(await modal.findByRole('button', { name: 'See what changing costs' }));
    expect((await modal.findByTestId('trial-covered')).textContent).toMatch(
      /Your Legal Advice plan already includes every document.*Nothing has been charged/,
    );
    expect(server.called('CreateSubscription')).toEqual([]);
    expect(server.called('MigrateSubscription')).toEqual([]);
  });
});
