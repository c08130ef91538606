import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy, SUBSCRIPTION_FIELDS } from '../../test-support/billing-kit.js';
import { finishNda } from '../../test-support/documents-kit.js';
import { atOnce, booksLedger, gatewayLedger } from '../../test-support/money-ledger.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { freePdfAllowances } from '../documents/tables.js';
import { coupons, paymentIntents } from './tables.js';

// The same money operation fired ten times at once by one customer, each with its own
// idempotency key (as ten browser tabs would): exactly one goes through, the others are
// refused, and the gateway's books agree with ours. On PostgreSQL these requests really run
// in parallel on separate connections; on PGlite they are serialised by the database, so
// the file passes there too but proves most on PostgreSQL (TEST_DATABASE_URL).

const N = 10;
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const errorsOf = (results: { body: { errors?: { message: string }[] } }[]) =>
  results.flatMap((r) => r.body.errors ?? []).map((e) => e.message);

async function customer() {
  const c = await signUpCustomer(t.api);
  const { paymentMethodId } = await addCard(t, c.token);
  return { ...c, userId: (c.user.flakeId ?? c.user.id) as string, paymentMethodId };
}

async function customerWith(handle: string) {
  const c = await customer();
  const res = await buy(t, c.token, { handle, paymentMethodId: c.paymentMethodId });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return { ...c, subscriptionId: res.body.data.createSubscription.subscription.id as string };
}

async function expectBooksAgree(userId: string) {
  const gateway = await gatewayLedger(t, userId);
  const books = await booksLedger(t, userId);
  expect(books.chargedInCents).toBe(gateway.chargedInCents);
  expect(books.refundedInCents).toBe(gateway.refundedInCents);
  const open = await t.deps.database.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.userId, userId));
  expect(open.filter((i) => i.status === 'pending' || i.status === 'refund_due')).toEqual([]);
  return { gateway, books };
}

describe('ten identical money requests at once', () => {
  it('createSubscription: one plan, one charge', async () => {
    const c = await customer();
    const results = await atOnce(N, (i) =>
      buy(t, c.token, {
        handle: 'tax-plan-quarterly',
        paymentMethodId: c.paymentMethodId,
        key: `create-${i}`,
      }),
    );
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(errorsOf(results)).toHaveLength(N - 1);
    for (const message of errorsOf(results)) expect(message).toMatch(/already have the Tax plan/);
    const { gateway, books } = await expectBooksAgree(c.userId);
    expect(gateway.charges).toHaveLength(1);
    expect(gateway.chargedInCents).toBe(53700);
    expect(books.subscriptions).toHaveLength(1);
  });

  it('MigrateSubscription: one change of plan, one charge', async () => {
    const c = await customerWith('essentials-quarterly');
    const migrate = `mutation($s: String!, $k: String) { migrateSubscription(subscriptionId: $s, targetProduct: "legal-advice-plan-quarterly", idempotencyKey: $k) { ${SUBSCRIPTION_FIELDS} } }`;
    const results = await atOnce(N, (i) =>
      t.api.graphql(migrate, { s: c.subscriptionId, k: `migrate-${i}` }, c.token),
    );
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    const { gateway, books } = await expectBooksAgree(c.userId);
    // The first purchase and one migration.
    expect(gateway.charges).toHaveLength(2);
    expect(books.subscriptions.map((s) => s.productHandle)).toEqual([
      'legal-advice-plan-quarterly',
    ]);
  });

  it('ReactivateSubscription: one restart, one charge', async () => {
    const c = await customerWith('virtual-office-quarterly');
    const cancelled = await t.api.graphql(
      'mutation($s: String!) { cancelSubscriptionImmediate(subscriptionId: $s) { state } }',
      { s: c.subscriptionId },
      c.token,
    );
    expect(cancelled.body.data.cancelSubscriptionImmediate.state).toBe('canceled');
    const results = await atOnce(N, () =>
      t.api.graphql(
        'mutation($s: String!) { reactivateSubscription(subscriptionId: $s, subscription: { resume: false }) { message subscription { state } } }',
        { s: c.subscriptionId },
        c.token,
      ),
    );
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    const { gateway } = await expectBooksAgree(c.userId);
    expect(gateway.charges).toHaveLength(2);
  });

  it('createBundle: one bundle, one charge', async () => {
    const c = await customer();
    const results = await atOnce(N, (i) =>
      t.api.graphql(
        'mutation($h: [String!]!, $pm: String!, $k: String) { createBundle(handles: $h, billingCycle: upfront, paymentMethodId: $pm, idempotencyKey: $k) { id } }',
        {
          h: ['standard-annual-plan-current', 'virtual-office'],
          pm: c.paymentMethodId,
          k: `bundle-key-${i}`,
        },
        c.token,
      ),
    );
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    const { gateway, books } = await expectBooksAgree(c.userId);
    expect(gateway.charges).toHaveLength(1);
    expect(books.subscriptions).toHaveLength(2);
  });

  it('cancelSubscriptionImmediate: one cancellation, one refund, books agree with the gateway', async () => {
    const c = await customerWith('standard-annual-plan-lawyer');
    const results = await atOnce(N, () =>
      t.api.graphql(
        'mutation($s: String!) { cancelSubscriptionImmediate(subscriptionId: $s) { state } }',
        { s: c.subscriptionId },
        c.token,
      ),
    );
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    for (const message of errorsOf(results)) expect(message).toBe('This plan has already ended.');
    const { gateway } = await expectBooksAgree(c.userId);
    expect(gateway.refunds).toHaveLength(1);
    expect(gateway.refundedInCents).toBeGreaterThan(0);
    expect(gateway.refundedInCents).toBeLessThanOrEqual(166800);
  });

  it('pay per document: one purchase for a document, however many tabs buy it', async () => {
    const c = await customer();
    const documentId = await finishNda(t, c.token);
    const results = await atOnce(N, (i) =>
      buy(t, c.token, {
        handle: 'pay-per-document',
        paymentMethodId: c.paymentMethodId,
        assetFlakeId: documentId,
        key: `document-key-${i}`,
      }),
    );
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    for (const message of errorsOf(results)) expect(message).toMatch(/already licensed until/);
    const { gateway } = await expectBooksAgree(c.userId);
    expect(gateway.charges).toHaveLength(1);
    // And later, while the licence runs, it is still refused without a charge.
    const again = await buy(t, c.token, {
      handle: 'pay-per-document',
      paymentMethodId: c.paymentMethodId,
      assetFlakeId: documentId,
    });
    expect(again.body.errors?.[0]?.message).toMatch(/already licensed until/);
    expect((await gatewayLedger(t, c.userId)).charges).toHaveLength(1);
  });

  it('the free PDF: ten documents downloaded at once give one free PDF', async () => {
    const c = await customer();
    const ids: string[] = [];
    for (let i = 0; i < N; i += 1) ids.push(await finishNda(t, c.token));
    const statuses = await atOnce(N, async (i) => {
      const res = await fetch(`${t.url}/asset-instance/download/${ids[i]}?format=pdf`, {
        headers: { authorization: `Bearer ${c.token}` },
      });
      await res.arrayBuffer();
      return res.status;
    });
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(N - 1);
    const slots = await t.deps.database.db
      .select()
      .from(freePdfAllowances)
      .where(eq(freePdfAllowances.userId, c.userId));
    expect(slots).toHaveLength(1);
  });

  it('the last use of a limited coupon goes to exactly one of ten customers', async () => {
    await t.deps.database.db.insert(coupons).values({
      code: 'ONEONLY',
      discountType: 'percent',
      percentage: 10,
      usesAllowed: 1,
      createdAt: t.clock.now(),
    });
    const buyers: Awaited<ReturnType<typeof customer>>[] = [];
    for (let i = 0; i < N; i += 1) buyers.push(await customer());
    const results = await atOnce(N, (i) =>
      buy(t, buyers[i]!.token, {
        handle: 'standard-annual-plan-current',
        paymentMethodId: buyers[i]!.paymentMethodId,
        couponCodes: ['ONEONLY'],
      }),
    );
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    const [coupon] = await t.deps.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, 'ONEONLY'));
    expect(coupon?.useCount).toBe(1);
    for (const b of buyers) await expectBooksAgree(b.userId);
  });
});
