import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCard,
  auditActions,
  buy,
  CARDS,
  mySubscriptions,
  setupIntent,
} from '../../test-support/billing-kit.js';
import { booksLedger } from '../../test-support/money-ledger.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { charges, coupons, subscriptions } from './tables.js';

let t: TTestApp;
beforeAll(async () => {
  // Renewal and invoice dates below are counted from this day.
  t = await startTestApp({ clockStart: new Date('2026-11-21T00:00:00Z') });
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
      'subscription_created',
      'charge',
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

  it('checks a card when it is saved: a declined card is refused and never kept', async () => {
    const { token } = await signUpCustomer(t.api);
    const intent = await setupIntent(t, token);
    const refused = await t.api.post(
      `/sandbox-gateway/setup-intents/${intent.intentId}/confirm`,
      {
        clientSecret: intent.clientSecret,
        card: { number: CARDS.declined, expMonth: 12, expYear: 2030, cvc: '123' },
      },
      token,
    );
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      message: 'Your card was declined.',
      fields: { number: 'Your card was declined.' },
    });
    const methods = await t.api.graphql('{ listPaymentMethod { id } }', {}, token);
    expect(methods.body.data.listPaymentMethod).toEqual([]);
  });

  it('says why a charge was declined, creates nothing, and forgets the card', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token, CARDS.insufficientFunds);
    const res = await buy(t, token, { handle: 'essentials-quarterly', paymentMethodId });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Your card has insufficient funds.',
      extensions: { code: 'PAYMENT_REQUIRED' },
    });
    const mine = await mySubscriptions(t, token);
    expect(mine.subscriptionList).toEqual([]);
    expect(mine.invoices).toEqual([]);
    expect(mine.activeSubscription.canAccessAllDocuments).toBe(false);
    expect(await auditActions(t, user.flakeId ?? user.id)).toEqual([
      'charge_declined',
      'payment_method_removed',
    ]);
    // Not offered, nor pre-selected, next time; and it cannot be charged by its id either.
    const methods = await t.api.graphql('{ listPaymentMethod { id defaultPayment } }', {}, token);
    expect(methods.body.data.listPaymentMethod).toEqual([]);
    const again = await buy(t, token, { handle: 'essentials-quarterly', paymentMethodId });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
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
    // 8:30 pm in Sydney: the purchase's day is not the UTC day.
    t.clock.set(new Date('2026-11-21T09:30:00Z'));
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
    // The plan and its licence end at the same instant, however late in the day it was bought.
    const [row] = await t.deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, res.body.data.createSubscription.subscription.id));
    expect(row?.expiresAt?.toISOString()).toBe(
      licences.body.data.getDocumentLicences.licences[0].expiresAt,
    );
  });

  it('never sells a second plan that covers the same thing', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token);
    const first = await buy(t, token, { handle: 'essentials-quarterly', paymentMethodId });
    expect(first.body.errors).toBeUndefined();
    for (const handle of ['acn-annual-plan-unlimited', 'standard-annual-plan-lawyer']) {
      const second = await buy(t, token, { handle, paymentMethodId });
      expect(second.body.errors?.[0]).toMatchObject({
        message:
          'You already have the Essentials plan, which covers the same. Change your plan instead of buying a second one.',
        extensions: { code: 'CONFLICT' },
      });
    }
    // A plan that covers something else is sold as usual.
    const tax = await buy(t, token, { handle: 'tax-plan-quarterly', paymentMethodId });
    expect(tax.body.errors).toBeUndefined();
    const books = await booksLedger(t, user.flakeId ?? user.id);
    expect(books.subscriptions.map((s) => s.productHandle).sort()).toEqual([
      'essentials-quarterly',
      'tax-plan-quarterly',
    ]);
  });
});
