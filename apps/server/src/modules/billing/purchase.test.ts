import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCard,
  auditActions,
  buy,
  CARDS,
  mySubscriptions,
} from '../../test-support/billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { charges, coupons, subscriptions } from './tables.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('buying a plan', () => {
  it('charges the card, records the plan and its paid invoice, and unlocks its rights', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token);
    const res = await buy(t, token, { handle: 'standard-annual-plan-current', paymentMethodId });
    expect(res.body.errors).toBeUndefined();
    const result = res.body.data.createSubscription;
    expect(result.successType).toBe('essentials');
    expect(result.paymentType).toBe('creditCard');
    expect(result.subscription).toMatchObject({
      product: 'standard-annual-plan-current',
      productName: 'Essentials',
      state: 'active',
      maskedCardNumber: 'XXXX-XXXX-XXXX-4242',
      initialChargeInCents: 29900,
    });
    expect(result.subscription.renewalDate).toBe('2027-11-21T00:00:00.000Z');
    expect(result.invoice).toMatchObject({
      status: 'paid',
      totalInCents: 29900,
      amountPaidInCents: 29900,
    });

    const mine = await mySubscriptions(t, token);
    expect(mine.activeSubscription).toMatchObject({
      handle: 'standard-annual-plan-current',
      canAccessAllDocuments: true,
      canUseAI: true,
      isPaidUser: true,
    });
    expect(mine.activeCard).toMatchObject({ lastFour: '4242', expiryMonth: 12, expiryYear: 2030 });
    expect(mine.invoices).toHaveLength(1);
    expect(await auditActions(t, user.flakeId ?? user.id)).toEqual([
      'charge',
      'subscription_created',
    ]);

    const pdf = await fetch(`${t.url}${result.invoice.downloadUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('says why a card was declined and creates nothing', async () => {
    const { token, user } = await signUpCustomer(t.api);
    for (const [number, message] of [
      [CARDS.declined, 'Your card was declined.'],
      [CARDS.insufficientFunds, 'Your card has insufficient funds.'],
    ] as const) {
      const { paymentMethodId } = await addCard(t, token, number);
      const res = await buy(t, token, { handle: 'essentials-quarterly', paymentMethodId });
      expect(res.body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'PAYMENT_REQUIRED' },
      });
    }
    const mine = await mySubscriptions(t, token);
    expect(mine.subscriptionList).toEqual([]);
    expect(mine.invoices).toEqual([]);
    expect(mine.activeSubscription.canAccessAllDocuments).toBe(false);
    expect(await auditActions(t, user.flakeId ?? user.id)).toEqual([
      'charge_declined',
      'charge_declined',
    ]);
  });

  it('charges once when the same request is retried with its idempotency key', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token);
    const key = 'purchase-retry-0001';
    const [first, second] = await Promise.all([
      buy(t, token, { handle: 'essentials-quarterly', paymentMethodId, key }),
      buy(t, token, { handle: 'essentials-quarterly', paymentMethodId, key }),
    ]);
    const third = await buy(t, token, { handle: 'essentials-quarterly', paymentMethodId, key });
    const ids = [first, second, third]
      .map((r) => r.body.data?.createSubscription?.subscription.id)
      .filter(Boolean);
    // A retry racing the first either waits its turn (refused, nothing charged) or replays it.
    expect(new Set(ids).size).toBe(1);
    expect(third.body.data.createSubscription.subscription.id).toBe(ids[0]);
    const userId = user.flakeId ?? user.id;
    const [n] = await t.deps.database.db
      .select({ n: count() })
      .from(charges)
      .where(eq(charges.userId, userId));
    expect(n?.n).toBe(1);

    const other = await buy(t, token, { handle: 'tax-plan-annual', paymentMethodId, key });
    expect(other.body.errors?.[0]?.message).toBe(
      'This request key was already used for a different request.',
    );
  });

  it('refuses a coupon past its uses and charges nothing for it', async () => {
    await t.deps.database.db.insert(coupons).values({
      code: 'ONEUSE50',
      discountType: 'percent',
      percentage: 50,
      usesAllowed: 1,
      createdAt: t.clock.now(),
    });
    const first = await signUpCustomer(t.api);
    const card1 = await addCard(t, first.token);
    const ok = await buy(t, first.token, {
      handle: 'standard-annual-plan-current',
      paymentMethodId: card1.paymentMethodId,
      couponCodes: ['oneuse50'],
    });
    expect(ok.body.data.createSubscription.invoice).toMatchObject({
      totalInCents: 14950,
      discountInCents: 14950,
    });
    expect(ok.body.data.createSubscription.subscription.couponCodes).toEqual(['ONEUSE50']);

    const second = await signUpCustomer(t.api);
    const card2 = await addCard(t, second.token);
    const refused = await buy(t, second.token, {
      handle: 'standard-annual-plan-current',
      paymentMethodId: card2.paymentMethodId,
      couponCodes: ['ONEUSE50'],
    });
    expect(refused.body.errors?.[0]?.message).toBe(
      'ONEUSE50: This coupon has already been used the maximum number of times.',
    );
    expect((await mySubscriptions(t, second.token)).subscriptionList).toEqual([]);
    const [row] = await t.deps.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, 'ONEUSE50'));
    expect(row?.useCount).toBe(1);
  });

  it("refuses another user's card, and pay per document without its document", async () => {
    const owner = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, owner.token);
    const intruder = await signUpCustomer(t.api);
    const stolen = await buy(t, intruder.token, {
      handle: 'essentials-quarterly',
      paymentMethodId,
    });
    expect(stolen.body.errors?.[0]?.message).toBe(
      'That payment method was not found. Please enter your details again.',
    );
    const ppd = await buy(t, owner.token, { handle: 'pay-per-document', paymentMethodId });
    expect(ppd.body.errors?.[0]?.message).toBe(
      'Error, unable to retrieve current document information.',
    );
    const [n] = await t.deps.database.db.select({ n: count() }).from(subscriptions);
    expect(n?.n).toBeGreaterThanOrEqual(0);
    expect((await mySubscriptions(t, intruder.token)).subscriptionList).toEqual([]);
  });

  it('refuses a plan that is not for sale and a bad card number by name', async () => {
    const { token } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token);
    const res = await buy(t, token, { handle: 'platinum', paymentMethodId });
    expect(res.body.errors?.[0]?.message).toBe('That plan is not for sale.');
    const intent = await t.api.graphql(
      '{ createSetupIntent { intentId clientSecret } }',
      {},
      token,
    );
    const { intentId, clientSecret } = intent.body.data.createSetupIntent;
    const bad = await t.api.post(
      `/sandbox-gateway/setup-intents/${intentId}/confirm`,
      {
        clientSecret,
        card: { number: '4242 4242 4242 4241', expMonth: 1, expYear: 2030, cvc: '1' },
      },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Your card number is incorrect.');
    const wrongSecret = await t.api.post(
      `/sandbox-gateway/setup-intents/${intentId}/confirm`,
      {
        clientSecret: 'nope',
        card: { number: CARDS.success, expMonth: 1, expYear: 2030, cvc: '123' },
      },
      token,
    );
    expect(wrongSecret.status).toBe(404);
  });

  it("sells one document: its licence is granted, and another user's document is refused", async () => {
    const owner = await signUpCustomer(t.api);
    const started = await t.api.graphql(
      'mutation { startDocument(templateId: "mutual-non-disclosure-agreement") { id } }',
      {},
      owner.token,
    );
    const documentId = started.body.data.startDocument.id;
    const { paymentMethodId } = await addCard(t, owner.token);
    const intruder = await signUpCustomer(t.api);
    const intruderCard = await addCard(t, intruder.token);
    const stolen = await buy(t, intruder.token, {
      handle: 'pay-per-document',
      paymentMethodId: intruderCard.paymentMethodId,
      assetFlakeId: documentId,
    });
    expect(stolen.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await mySubscriptions(t, intruder.token)).invoices).toEqual([]);

    const res = await buy(t, owner.token, {
      handle: 'pay-per-document',
      paymentMethodId,
      assetFlakeId: documentId,
    });
    expect(res.body.data.createSubscription).toMatchObject({
      successType: 'ppd',
      invoice: { totalInCents: 4900, status: 'paid' },
    });
    const licences = await t.api.graphql(
      '{ getDocumentLicences { licences { assetFlakeId subscriptionId expiresAt status } } }',
      {},
      owner.token,
    );
    expect(licences.body.data.getDocumentLicences.licences).toEqual([
      expect.objectContaining({
        assetFlakeId: documentId,
        subscriptionId: res.body.data.createSubscription.subscription.id,
        status: 'valid',
      }),
    ]);
  });
});
