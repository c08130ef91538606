import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { subscriptionItem, userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { billingServer, graphqlError } from './billing-test-server';

afterEach(() => notifications.clean());

type TVars = Record<string, unknown>;

function preview(vars: TVars) {
  const codes = (vars.couponCodes as string[] | undefined) ?? [];
  if (codes.includes('EXPIRED1')) return graphqlError('This coupon has expired.', 'BAD_INPUT');
  const discount = codes.includes('ESSENTIALSPROMO130') ? 13000 : 0;
  return {
    previewCheckout: {
      productHandle: vars.productHandle,
      productName: vars.productHandle === 'pay-per-document' ? 'Pay per document' : 'Essentials',
      listPriceInCents: vars.productHandle === 'pay-per-document' ? 4900 : 29900,
      discountInCents: discount,
      dueTodayInCents: (vars.productHandle === 'pay-per-document' ? 4900 : 29900) - discount,
      trialDays: null,
      renewalPriceInCents: 29900,
      renewalDate: '2027-11-21T00:00:00.000Z',
      couponCodes: codes,
    },
  };
}

function openCheckout(
  url: string,
  options: {
    gateway?: 'sandbox' | 'stripe';
    createSubscription?: (vars: TVars) => unknown;
    confirm?: (body: unknown) => Response;
    data?: ReturnType<typeof userSubscriptionsData>;
    failCreateTimes?: number;
  } = {},
) {
  let intents = 0;
  let createFailures = options.failCreateTimes ?? 0;
  const server = billingServer({
    data: options.data ?? userSubscriptionsData(),
    resolvers: {
      PreviewCheckout: preview,
      ListPaymentMethod: () => ({ listPaymentMethod: [] }),
      CreateSetupIntent: () => {
        intents += 1;
        return {
          createSetupIntent: {
            stripeCustomerId: 'cus_1',
            intentId: `seti_${intents}`,
            clientSecret: `secret_${intents}`,
            gateway: options.gateway ?? 'sandbox',
            publishableKey: null,
          },
        };
      },
      CreateSubscription:
        options.createSubscription ??
        (() => ({
          createSubscription: {
            subscription: subscriptionItem(),
            invoice: null,
            paymentType: 'creditCard',
            successType: 'essentials',
          },
        })),
    },
  });
  const confirms: { url: string; body: unknown }[] = [];
  const app = renderApp(url, {
    routes: {
      'POST /graphql': (raw) => {
        const body = raw as { query: string };
        if (createFailures > 0 && body.query.includes('CreateSubscription')) {
          createFailures -= 1;
          server.operations.push({
            name: 'CreateSubscription',
            variables: (raw as { variables: TVars }).variables,
          });
          return new Response('Bad gateway', { status: 502 });
        }
        return server.handler(raw);
      },
      'POST /sandbox-gateway/setup-intents/seti_1/confirm': (body) => {
        confirms.push({ url: 'seti_1', body });
        return (
          options.confirm?.(body) ?? Response.json({ paymentMethodId: 'pm_1', status: 'succeeded' })
        );
      },
      'POST /sandbox-gateway/setup-intents/seti_2/confirm': (body) => {
        confirms.push({ url: 'seti_2', body });
        return Response.json({ paymentMethodId: 'pm_2', status: 'succeeded' });
      },
    },
  });
  return { app, server, confirms };
}

async function fillCard(number = '4242 4242 4242 4242') {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Alex Nguyen' } });
}

const payButton = () => screen.findByRole('button', { name: /^(Pay|Start free trial)/ });

describe('/checkout/:planHandle', () => {
  it('buys a plan with a card and lands on its success page, keeping the origin', async () => {
    const { app, server, confirms } = openCheckout(
      '/checkout/standard-annual-plan-current?origin=ai',
    );
    expect(await screen.findByTestId('order-summary', {}, { timeout: 5000 })).toBeTruthy();
    await fillCard();
    const pay = await screen.findByRole('button', { name: 'Pay $299' });
    await act(async () => fireEvent.click(pay));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment-success'));
    expect(app.router.state.location.search).toBe('?type=essentials&origin=ai');
    expect(confirms).toEqual([
      {
        url: 'seti_1',
        body: {
          clientSecret: 'secret_1',
          card: {
            number: '4242424242424242',
            expMonth: 12,
            expYear: 2030,
            cvc: '123',
            name: 'Alex Nguyen',
          },
        },
      },
    ]);
    const [create] = server.called('CreateSubscription');
    expect(create?.variables).toMatchObject({
      paymentProfile: {
        paymentMethodId: 'pm_1',
        stripeCustomerId: 'cus_1',
        pricePointHandle: 'standard-annual-plan-current',
      },
      setupIntentId: 'seti_1',
      extraUpgradeProps: { couponCodes: [] },
    });
    expect(String(create?.variables.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows a declined card's reason, stays, and starts a new attempt with a new key", async () => {
    let calls = 0;
    const { app, server } = openCheckout('/checkout/standard-annual-plan-current', {
      createSubscription: () => {
        calls += 1;
        return calls === 1
          ? graphqlError('Your card was declined.', 'PAYMENT_REQUIRED')
          : {
              createSubscription: {
                subscription: subscriptionItem(),
                invoice: null,
                paymentType: 'creditCard',
                successType: 'essentials',
              },
            };
      },
    });
    await fillCard('4000 0000 0000 0002');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Pay $299' })));
    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      'Your card was declined.',
    );
    expect(app.router.state.location.pathname).toBe('/checkout/standard-annual-plan-current');

    // Another card: a fresh intent and a new key.
    await fillCard('4242 4242 4242 4242');
    await waitFor(() => expect(screen.queryByTestId('payment-error')).toBeNull());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Pay $299' })));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment-success'));
    const [first, second] = server.called('CreateSubscription');
    expect(second?.variables.setupIntentId).toBe('seti_2');
    expect(second?.variables.idempotencyKey).not.toBe(first?.variables.idempotencyKey);
  });

  it('retries a lost answer with the same key and the saved card', async () => {
    const { app, server, confirms } = openCheckout('/checkout/standard-annual-plan-current', {
      failCreateTimes: 1,
    });
    await fillCard();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Pay $299' })));
    expect(await screen.findByTestId('payment-error')).toBeTruthy();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Pay $299' })));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment-success'));
    const [first, second] = server.called('CreateSubscription');
    expect(second?.variables.idempotencyKey).toBe(first?.variables.idempotencyKey);
    expect(confirms).toHaveLength(1);
  });

  it('disables the pay button while paying, so a second click charges nothing more', async () => {
    let answer: (r: Response) => void = () => {};
    const { app, server, confirms } = openCheckout('/checkout/standard-annual-plan-current', {
      confirm: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }) as unknown as Response,
    });
    await fillCard();
    const pay = await screen.findByRole('button', { name: 'Pay $299' });
    fireEvent.click(pay);
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(pay);
    await act(async () => answer(Response.json({ paymentMethodId: 'pm_1', status: 'succeeded' })));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment-success'));
    expect(confirms).toHaveLength(1);
    expect(server.called('CreateSubscription')).toHaveLength(1);
  });

  it('pay per document needs its document: without one the button is disabled and says why', async () => {
    openCheckout('/checkout/pay-per-document');
    expect((await screen.findByTestId('missing-document')).textContent).toBe(
      'Error, unable to retrieve current document information.',
    );
    await fillCard();
    expect(
      ((await screen.findByRole('button', { name: 'Pay $49' })) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('takes pay per document with a document and sends its id along', async () => {
    const { server } = openCheckout('/checkout/pay-per-document?assetId=asset-9', {
      createSubscription: () => ({
        createSubscription: {
          subscription: subscriptionItem({ product: 'pay-per-document' }),
          invoice: null,
          paymentType: 'creditCard',
          successType: 'ppd',
        },
      }),
    });
    await fillCard();
    const pay = await screen.findByRole('button', { name: 'Pay $49' });
    expect((pay as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(pay));
    await waitFor(() => expect(server.called('CreateSubscription')).toHaveLength(1));
    expect(server.called('CreateSubscription')[0]?.variables.extraUpgradeProps).toEqual({
      couponCodes: [],
      assetFlakeId: 'asset-9',
    });
  });

  it("applies the link's coupon, and shows the refusal of a bad one", async () => {
    openCheckout('/checkout/standard-annual-plan-current?coupon=ESSENTIALSPROMO130');
    expect(await screen.findByRole('button', { name: 'Pay $169' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('order-summary').textContent).toContain(
      'Discount (ESSENTIALSPROMO130)',
    );

    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'expired1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $169' })).toBeTruthy();
  });

  it('takes one coupon per purchase: a new code replaces the one applied', async () => {
    const { server } = openCheckout(
      '/checkout/standard-annual-plan-current?coupon=ESSENTIALSPROMO130',
    );
    expect(await screen.findByRole('button', { name: 'Pay $169' }, { timeout: 5000 })).toBeTruthy();
    expect(
      screen.getByText(/One coupon per purchase: a new code replaces ESSENTIALSPROMO130/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Coupon code/), { target: { value: 'other10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Pay $299' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove coupon ESSENTIALSPROMO130' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove coupon OTHER10' })).toBeTruthy();
    // Every price asked for carries one code at most.
    for (const op of server.called('PreviewCheckout')) {
      expect(((op.variables.couponCodes as string[] | undefined) ?? []).length).toBeLessThanOrEqual(
        1,
      );
    }
  });

  it('starts a free trial without a word of payment: the success page says what starts and when', async () => {
    const trial = subscriptionItem({
      product: 'acn-annual-plan-unlimited',
      productName: 'Company plan',
      state: 'trialing',
      price: 39900,
      trialEndsAt: '2026-11-28T00:00:00.000Z',
    });
    let bought = () => {};
    const { app, server } = openCheckout('/checkout/acn-annual-plan-unlimited', {
      createSubscription: () => {
        bought();
        return {
          createSubscription: {
            subscription: trial,
            invoice: null,
            paymentType: 'creditCard',
            successType: 'essentials',
          },
        };
      },
    });
    bought = () => {
      server.state.data = userSubscriptionsData({ subscriptionList: [trial] });
    };
    await fillCard();
    await act(async () => fireEvent.click(await payButton()));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment-success'));
    expect(
      await screen.findByRole('heading', { name: 'Your 7 day free trial has been activated' }),
    ).toBeTruthy();
    expect(screen.queryByText('Payment successful')).toBeNull();
    expect((await screen.findByTestId('trial-terms')).textContent).toBe(
      'Nothing has been charged today. Your first payment of $399 is on 28/11/2026, unless you cancel before then.',
    );
  });

  it('says card entry needs Stripe.js with the Stripe gateway, and does not take payment', async () => {
    openCheckout('/checkout/standard-annual-plan-current', { gateway: 'stripe' });
    expect((await screen.findByTestId('stripe-note')).textContent).toContain('Stripe.js');
    expect(((await payButton()) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the sandbox test cards', async () => {
    openCheckout('/checkout/standard-annual-plan-current');
    fireEvent.click(await screen.findByRole('button', { name: 'Test cards' }));
    expect(await screen.findByText('4000 0000 0000 0002')).toBeTruthy();
  });

  it('notes the agreement of plans that need one', async () => {
    openCheckout('/checkout/standard-annual-plan-lawyer');
    expect(await screen.findByTestId('agreement-note')).toBeTruthy();
  });

  it('does not sell a plan the customer already has', async () => {
    openCheckout('/checkout/standard-annual-plan-current', {
      data: userSubscriptionsData({ subscriptionList: [subscriptionItem()] }),
    });
    expect((await screen.findByTestId('checkout-already-held')).textContent).toContain(
      'You are already on the Essentials plan.',
    );
  });
});
