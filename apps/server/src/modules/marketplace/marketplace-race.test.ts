import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard } from '../../test-support/billing-kit.js';
import {
  ACCEPT,
  BRIEF,
  briefInput,
  errorOf,
  idOf,
  lawyer,
  ok,
  POST,
  QUOTE,
  quoteInput,
} from '../../test-support/marketplace-kit.js';
import { gatewayLedger } from '../../test-support/money-ledger.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

// On PostgreSQL (TEST_DATABASE_URL) the racing accepts really run at once.

describe('two accepts of one brief at once', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: process.env.MARKETPLACE_LOG ?? 'silent' } });
  });
  afterAll(() => t.close());

  it('takes one payment and makes one job; the others are told a quote was already accepted', async () => {
    const customer = await signUpCustomer(t.api);
    const card = (await addCard(t, customer.token)).paymentMethodId;
    const lawyers = await Promise.all([1, 2, 3].map((i) => lawyer(t, `Racer${i}`)));
    const brief = (await ok(await t.api.graphql(POST, { i: briefInput() }, customer.token)))
      .postBrief;
    const quoteIds: string[] = [];
    for (const [i, l] of lawyers.entries()) {
      const q = await ok(
        await t.api.graphql(QUOTE, { i: quoteInput(brief.id, 50_000 + i * 10_000) }, l.token),
      );
      quoteIds.push(q.submitQuote.id);
    }
    const results = await Promise.all(
      [...quoteIds, ...quoteIds].map((q) => t.api.graphql(ACCEPT, { q, p: card }, customer.token)),
    );
    const won = results.filter((r) => r.body.data?.acceptQuote);
    const lost = results.filter((r) => r.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(5);
    for (const r of lost) {
      expect(errorOf(r).message).toBe('A quote on this brief has already been accepted.');
    }
    const money = await gatewayLedger(t, idOf(customer));
    expect(money.chargedInCents - money.refundedInCents).toBe(
      won[0]!.body.data.acceptQuote.amountInCents,
    );
    const after = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, customer.token))).brief;
    expect(after.status).toBe('AWARDED');
    expect(after.quotes.filter((q: { status: string }) => q.status === 'ACCEPTED')).toHaveLength(1);
  });
});
