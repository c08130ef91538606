import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy, mySubscriptions } from '../../test-support/billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { coupons, subscriptions } from './tables.js';

// The subscriptions read keeps each customer's rows in memory. Whatever writes them (a
// service, another instance, or SQL straight to the database), the next read shows it.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('the subscriptions read after a write', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('shows every write at once, including ones made straight in the database', async () => {
    const { token, user: viewer } = await signUpCustomer(t.api);
    const user = { id: viewer.flakeId ?? viewer.id };
    expect((await mySubscriptions(t, token)).subscriptionList).toHaveLength(0);
    const { paymentMethodId } = await addCard(t, token);
    const bought = await buy(t, token, { handle: 'standard-annual-plan-current', paymentMethodId });
    expect(bought.body.errors).toBeUndefined();
    const first = await mySubscriptions(t, token);
    expect(first.subscriptionList).toHaveLength(1);
    expect(first.subscriptionList[0].cancelAtEndPeriod).toBe(false);
    expect(first.invoices).toHaveLength(1);
    // Read twice more, so the rows are served from memory before the next write.
    await mySubscriptions(t, token);
    await mySubscriptions(t, token);

    const { db } = t.deps.database;
    await db
      .update(subscriptions)
      .set({ cancelAtEndPeriod: true })
      .where(eq(subscriptions.userId, user.id));
    expect((await mySubscriptions(t, token)).subscriptionList[0].cancelAtEndPeriod).toBe(true);

    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ cancelAtEndPeriod: false })
        .where(eq(subscriptions.userId, user.id));
    });
    expect((await mySubscriptions(t, token)).subscriptionList[0].cancelAtEndPeriod).toBe(false);

    // A rolled-back write changes nothing, and the read still answers.
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(subscriptions)
          .set({ cancelAtEndPeriod: true })
          .where(eq(subscriptions.userId, user.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await mySubscriptions(t, token)).subscriptionList[0].cancelAtEndPeriod).toBe(false);

    await db.delete(subscriptions).where(eq(subscriptions.userId, 'nobody'));
    const again = await buy(t, token, { handle: 'tax-plan-annual', paymentMethodId });
    expect(again.body.errors).toBeUndefined();
    const after = await mySubscriptions(t, token);
    expect(after.subscriptionList).toHaveLength(2);
    expect(after.invoices).toHaveLength(2);
  });

  it('shows a coupon changed for everyone', async () => {
    const { token, user: viewer } = await signUpCustomer(t.api);
    const user = { id: viewer.flakeId ?? viewer.id };
    const { paymentMethodId } = await addCard(t, token);
    await buy(t, token, { handle: 'standard-annual-plan-current', paymentMethodId });
    const { db } = t.deps.database;
    await db.insert(coupons).values({
      code: 'READCACHE10',
      discountType: 'percent',
      percentage: 10,
      recurring: true,
      createdAt: t.clock.now(),
    });
    await db
      .update(subscriptions)
      .set({ couponCode: 'READCACHE10' })
      .where(eq(subscriptions.userId, user.id));
    const before = (await mySubscriptions(t, token)).subscriptionList[0].nextRenewalPriceInCents;
    await mySubscriptions(t, token);
    await db.update(coupons).set({ percentage: 50 }).where(eq(coupons.code, 'READCACHE10'));
    const after = (await mySubscriptions(t, token)).subscriptionList[0].nextRenewalPriceInCents;
    expect(after).toBeLessThan(before);
  });
});

// Two server instances on one PostgreSQL database: a write answered by one is seen by the
// very next read on the other, with no wait for any message between them.
describe.runIf(onPostgres)('the subscriptions read on two instances', () => {
  let one: TTestApp;
  let two: TTestApp;
  beforeAll(async () => {
    one = await startTestApp();
    two = await startTestApp({ sameDatabaseAs: one });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('shows on instance B what instance A has just written', async () => {
    const { token, user: viewer } = await signUpCustomer(one.api);
    const user = { id: viewer.flakeId ?? viewer.id };
    const { paymentMethodId } = await addCard(one, token);
    expect((await mySubscriptions(two, token)).subscriptionList).toHaveLength(0);
    const handles = ['standard-annual-plan-current', 'tax-plan-annual', 'virtual-office'];
    for (const [i, handle] of handles.entries()) {
      // B has the rows in memory before each write.
      await mySubscriptions(two, token);
      const res = await buy(one, token, { handle, paymentMethodId });
      expect(res.body.errors).toBeUndefined();
      const seen = await mySubscriptions(two, token);
      expect(seen.subscriptionList).toHaveLength(i + 1);
      expect(seen.invoices).toHaveLength(i + 1);
    }
    for (const cancel of [true, false, true]) {
      await mySubscriptions(two, token);
      await one.deps.database.db
        .update(subscriptions)
        .set({ cancelAtEndPeriod: cancel })
        .where(eq(subscriptions.userId, user.id));
      const seen = await mySubscriptions(two, token);
      expect(
        seen.subscriptionList.every(
          (s: { cancelAtEndPeriod: boolean }) => s.cancelAtEndPeriod === cancel,
        ),
      ).toBe(true);
    }
  });
});
