import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy, CARDS } from '../../test-support/billing-kit.js';
import { booksLedger, gatewayLedger } from '../../test-support/money-ledger.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { runRenewals } from './service/renewals.js';
import { charges, invoices, subscriptions } from './tables.js';

// The renewal pass reads due plans a page at a time and renews several customers at once on
// PostgreSQL (TEST_DATABASE_URL); on PGlite the same file runs one customer at a time.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function customerWith(handles: string[], card: string = CARDS.success) {
  const c = await signUpCustomer(t.api);
  const { paymentMethodId } = await addCard(t, c.token, card);
  const ids: string[] = [];
  for (const handle of handles) {
    const res = await buy(t, c.token, { handle, paymentMethodId });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    ids.push(res.body.data.createSubscription.subscription.id as string);
  }
  return { userId: (c.user.flakeId ?? c.user.id) as string, ids };
}

describe('the renewal pass in pages', () => {
  it('renews every due plan across many small pages, once each, even with two passes at once', async () => {
    t.clock.set(new Date('2026-11-21T00:00:00Z'));
    const payers = [];
    for (let i = 0; i < 3; i += 1) {
      payers.push(await customerWith(['essentials-quarterly', 'tax-plan-quarterly']));
    }
    // A trial is free to start, so this card first fails at its renewal.
    const declined = await customerWith(['acn-annual-plan-unlimited'], CARDS.failsWhenCharged);
    const ids = [...payers.flatMap((p) => p.ids), ...declined.ids];

    t.clock.advance(100 * DAY);
    // Pages smaller than one customer's plans, and two passes racing over the same plans.
    const [a, b] = await Promise.all([
      runRenewals(t.deps, { pageSize: 1, workers: 2 }),
      runRenewals(t.deps, { pageSize: 3, workers: 3 }),
    ]);
    expect(a.renewed + b.renewed).toBe(6);
    expect(a.past_due + b.past_due).toBe(1);

    const { db } = t.deps.database;
    const plans = await db.select().from(subscriptions).where(inArray(subscriptions.id, ids));
    for (const plan of plans) {
      const paid = payers.some((p) => p.ids.includes(plan.id));
      expect(plan.state).toBe(paid ? 'active' : 'past_due');
      if (paid) expect(plan.currentPeriodEndsAt?.toISOString()).toBe('2027-05-21T00:00:00.000Z');
    }
    // One renewal invoice per plan and one charge per invoice, here and at the gateway.
    const renewalInvoices = await db
      .select()
      .from(invoices)
      .where(and(inArray(invoices.subscriptionId, ids), eq(invoices.kind, 'renewal')));
    expect(renewalInvoices).toHaveLength(ids.length);
    const renewalCharges = await db
      .select()
      .from(charges)
      .where(
        inArray(
          charges.invoiceId,
          renewalInvoices.map((i) => i.id),
        ),
      );
    expect(renewalCharges).toHaveLength(ids.length);
    for (const p of payers) {
      const books = await booksLedger(t, p.userId);
      const gateway = await gatewayLedger(t, p.userId);
      expect(books.chargedInCents).toBe(gateway.chargedInCents);
      expect(gateway.charges).toHaveLength(4);
    }

    // Nothing is due any more: a further pass finds nothing to do.
    const again = await runRenewals(t.deps, { pageSize: 2 });
    expect(Object.values(again).reduce((s, n) => s + n, 0)).toBe(0);
  });

  it('renews a plan several periods behind one period per pass, without stopping the pass', async () => {
    t.clock.set(new Date('2026-11-21T00:00:00Z'));
    const behind = await customerWith(['essentials-quarterly']);
    t.clock.advance(20 * DAY);
    const onTime = await customerWith(['essentials-quarterly']);
    // 200 days after the first purchase: that plan is two quarters behind, the other one.
    t.clock.advance(180 * DAY);
    const periodEnd = async (id: string) => {
      const [row] = await t.deps.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, id));
      return row?.currentPeriodEndsAt?.toISOString();
    };
    await runRenewals(t.deps, { pageSize: 1 });
    expect(await periodEnd(behind.ids[0]!)).toBe('2027-05-21T00:00:00.000Z');
    expect(await periodEnd(onTime.ids[0]!)).toBe('2027-06-11T00:00:00.000Z');
    // The next pass catches up the next quarter, and only that one.
    await runRenewals(t.deps, { pageSize: 1 });
    expect(await periodEnd(behind.ids[0]!)).toBe('2027-08-21T00:00:00.000Z');
    expect(await periodEnd(onTime.ids[0]!)).toBe('2027-06-11T00:00:00.000Z');
  });
});
