import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLivePubSub } from '../../platform/pubsub.js';
import { addCard, buy, mySubscriptions } from '../../test-support/billing-kit.js';
import { listenForPlanChange } from '../../test-support/plan-events.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { charges, invoices } from './tables.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('bundles', () => {
  it('builds a cart of plans, applies the bundle coupon and bills the first quarter', async () => {
    const { token } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token);
    const handles = ['standard-annual-plan-current', 'virtual-office', 'asic-compliance-plan'];
    const preview = await t.api.graphql(
      'query($h: [String!]!) { previewBundle(handles: $h, billingCycle: quarterly) { initialBundleCharge initialBundleDiscountPercentage couponCode monthlyPriceInCents billingScheduleItems { amountInCents } } }',
      { h: handles },
      token,
    );
    const quote = preview.body.data.previewBundle;
    expect(quote).toMatchObject({ initialBundleDiscountPercentage: 30, couponCode: 'BUNDLE30' });
    expect(quote.billingScheduleItems).toHaveLength(4);

    const made = await t.api.graphql(
      'mutation($h: [String!]!, $pm: String!) { createBundle(handles: $h, billingCycle: quarterly, paymentMethodId: $pm, entityName: "Acme Pty Ltd", idempotencyKey: "bundle-key-0001") { id type initialBundleCharge nextBillingAmountInCents products { productHandle } billingScheduleItems { status } } }',
      { h: handles, pm: paymentMethodId },
      token,
    );
    expect(made.body.errors).toBeUndefined();
    const bundle = made.body.data.createBundle;
    expect(bundle.initialBundleCharge).toBe(quote.initialBundleCharge);
    expect(bundle.billingScheduleItems.map((i: { status: string }) => i.status)).toEqual([
      'paid',
      'scheduled',
      'scheduled',
      'scheduled',
    ]);
    const mine = await mySubscriptions(t, token);
    expect(mine.subscriptionList.map((s: { product: string }) => s.product).sort()).toEqual(
      [...handles].sort(),
    );
    expect(mine.invoices[0]).toMatchObject({
      status: 'paid',
      totalInCents: quote.initialBundleCharge,
    });

    const refused = await t.api.graphql(
      'query { previewBundle(handles: ["virtual-office"], billingCycle: upfront) { initialBundleCharge } }',
      {},
      token,
    );
    expect(refused.body.errors?.[0]?.message).toBe('handles: A bundle needs at least two plans');
  });
});

describe('live push of subscription changes', () => {
  it('tells the buyer’s open screen over the GraphQL event stream', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const userId = user.flakeId ?? user.id;
    const listener = await listenForPlanChange(t.url, token, userId);
    expect(listener.status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    const { paymentMethodId } = await addCard(t, token);
    await buy(t, token, { handle: 'essentials-quarterly', paymentMethodId });
    expect(await listener.received).toContain(`"refetchSubsSubscription":"${userId}"`);
    listener.stop();

    const other = await signUpCustomer(t.api);
    const spy = await t.api.call('POST', '/graphql', {
      token: other.token,
      body: {
        query: 'subscription($u: String!) { refetchSubsSubscription(userId: $u) }',
        variables: { u: userId },
      },
      headers: { accept: 'text/event-stream' },
    });
    expect(String(spy.body)).toContain('You can only follow your own subscriptions.');
  });

  it.runIf(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL)(
    'pushes a purchase made on one server instance to a browser listening on another',
    async () => {
      const redis = { REDIS_URL: process.env.TEST_REDIS_URL as string };
      const one = await startTestApp({ env: redis });
      const two = await startTestApp({ env: redis, sameDatabaseAs: one });
      try {
        const { token, user } = await signUpCustomer(one.api);
        const userId = user.flakeId ?? user.id;
        const listener = await listenForPlanChange(two.url, token, userId);
        await new Promise((r) => setTimeout(r, 300));
        const { paymentMethodId } = await addCard(one, token);
        await buy(one, token, { handle: 'essentials-quarterly', paymentMethodId });
        expect(await listener.received).toContain(`"refetchSubsSubscription":"${userId}"`);
        listener.stop();
      } finally {
        await two.close();
        await one.close();
      }
    },
  );

  it.runIf(process.env.TEST_REDIS_URL)(
    'reaches a listener on another server instance through Redis',
    async () => {
      const url = process.env.TEST_REDIS_URL as string;
      const a = createLivePubSub(url);
      const b = createLivePubSub(url);
      const userId = `user-${Date.now()}`;
      const iterator = b.subscribe('billing:subscriptions-changed', userId)[Symbol.asyncIterator]();
      const next = iterator.next();
      await new Promise((r) => setTimeout(r, 200));
      a.publish('billing:subscriptions-changed', userId, { userId });
      expect((await next).value).toEqual({ userId });
      await a.close();
      await b.close();
    },
  );
});

describe('Stripe webhooks', () => {
  const secret = 'whsec_test_secret_for_signatures';
  let s: TTestApp;
  beforeAll(async () => {
    s = await startTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_WEBHOOK_SECRET: secret },
    });
  });
  afterAll(() => s.close());

  const send = (payload: string, header: string) =>
    fetch(`${s.url}/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });

  it('refuses a bad signature and an old one, and applies each good event once', async () => {
    const { user } = await signUpCustomer(s.api);
    const userId = user.flakeId ?? user.id;
    const now = s.clock.now();
    await s.deps.database.db.transaction(async (tx) => {
      await tx.insert(invoices).values({
        id: 'inv-webhook-1',
        number: 'CW-TEST-1',
        userId,
        status: 'open',
        description: 'Virtual Office',
        lines: [],
        subtotalInCents: 58800,
        totalInCents: 58800,
        issuedAt: now,
      });
      await tx.insert(charges).values({
        id: 'ch-webhook-1',
        userId,
        invoiceId: 'inv-webhook-1',
        paymentMethodId: 'pm_test',
        amountInCents: 58800,
        status: 'processing',
        gatewayChargeId: 'pi_test_123',
        idempotencyKey: 'webhook-test-1',
        createdAt: now,
      });
    });
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_test_123', object: 'payment_intent' } },
    });
    const timestamp = Math.floor(now.getTime() / 1000);
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_wrong',
      timestamp,
    });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: timestamp - 3600,
    });

    expect((await send(payload, forged)).status).toBe(400);
    expect((await send(payload, stale)).status).toBe(400);
    const [before] = await s.deps.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, 'inv-webhook-1'));
    expect(before?.status).toBe('open');

    const first = await send(payload, good);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const second = await send(payload, good);
    expect(await second.json()).toEqual({ received: true, duplicate: true });
    const [after] = await s.deps.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, 'inv-webhook-1'));
    expect(after).toMatchObject({ status: 'paid', amountPaidInCents: 58800 });
  });
});
