import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCard,
  auditActions,
  buy,
  CARDS,
  mySubscriptions,
  signInAgain,
} from '../../test-support/billing-kit.js';
import { booksLedger, gatewayLedger } from '../../test-support/money-ledger.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { runBillingPass } from './service/billing-pass.js';

// Renewals written in batches: customers renewed together still get, each, what a renewal
// on its own would give; one customer's declined card changes nothing for the others.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('renewals in one batch', () => {
  it('renews the good cards and leaves only the declined one past_due', async () => {
    t.clock.set(new Date('2026-11-21T00:00:00Z'));
    const customers = [];
    for (const card of [CARDS.success, CARDS.failsWhenCharged, CARDS.success]) {
      const { token, user, input } = await signUpCustomer(t.api);
      const { paymentMethodId } = await addCard(t, token, card);
      // A card that fails when charged can still start a trial, which charges nothing.
      const handles =
        card === CARDS.success
          ? ['acn-annual-plan-unlimited', 'tax-plan-annual']
          : ['acn-annual-plan-unlimited'];
      for (const handle of handles) {
        const res = await buy(t, token, { handle, paymentMethodId });
        expect(res.body.errors).toBeUndefined();
      }
      customers.push({ card, input, userId: user.flakeId ?? user.id });
    }
    // The company plan's trial ends first; then the tax plan's year.
    t.clock.advance(366 * DAY);
    const pass = await runBillingPass(t.deps);
    expect(pass.renewed).toBe(4);
    expect(pass.past_due).toBe(1);

    for (const c of customers) {
      const mine = await mySubscriptions(t, await signInAgain(t, c.input));
      const states = mine.subscriptionList.map((s: { state: string }) => s.state);
      expect(states).toEqual(c.card === CARDS.success ? ['active', 'active'] : ['past_due']);
      const actions = await auditActions(t, c.userId);
      expect(actions.filter((a) => a === 'renewal')).toHaveLength(c.card === CARDS.success ? 2 : 0);
      expect(actions.filter((a) => a === 'charge_failed')).toHaveLength(
        c.card === CARDS.success ? 0 : 1,
      );
      // Each renewal charged once, and the books agree with the gateway.
      const books = await booksLedger(t, c.userId);
      const gateway = await gatewayLedger(t, c.userId);
      expect(books.chargedInCents).toBe(gateway.chargedInCents);
      expect(books.charges).toHaveLength(c.card === CARDS.success ? 3 : 0);
    }

    // A second pass at the same moment finds nothing more to do.
    const again = await runBillingPass(t.deps);
    expect(again.renewed).toBe(0);
    expect(again.past_due).toBe(0);
  });
});
