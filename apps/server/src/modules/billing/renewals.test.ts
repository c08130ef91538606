import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBankAccount,
  addCard,
  auditActions,
  buy,
  CARDS,
  mySubscriptions,
  signInAgain,
} from '../../test-support/billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { runBillingPass } from './service/billing-pass.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('trials and renewals by the clock', () => {
  it('starts the company plan as a 7-day trial, then charges it when the trial ends', async () => {
    t.clock.set(new Date('2026-11-21T00:00:00Z'));
    const { token, input } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token);
    const res = await buy(t, token, { handle: 'acn-annual-plan-unlimited', paymentMethodId });
    expect(res.body.errors).toBeUndefined();
    const { subscription, invoice } = res.body.data.createSubscription;
    expect(subscription).toMatchObject({ state: 'trialing', initialChargeInCents: 0 });
    expect(subscription.trialEndsAt).toBe('2026-11-28T00:00:00.000Z');
    expect(invoice.totalInCents).toBe(0);
    const during = await mySubscriptions(t, token);
    expect(during.activeSubscription).toMatchObject({
      isTrialing: true,
      hasCompanyPlan: true,
      canClaimTrial: false,
    });

    t.clock.advance(8 * DAY);
    const pass = await runBillingPass(t.deps);
    expect(pass.renewed).toBeGreaterThanOrEqual(1);
    const after = await mySubscriptions(t, await signInAgain(t, input));
    expect(after.subscriptionList[0]).toMatchObject({ state: 'active' });
    expect(after.subscriptionList[0].renewalDate).toBe('2027-11-28T00:00:00.000Z');
    expect(after.invoices[0]).toMatchObject({ status: 'paid', totalInCents: 39900 });
  });

  it('moves a failing renewal to past_due, retries it, and marks it unpaid when retries run out', async () => {
    t.clock.set(new Date('2026-11-21T00:00:00Z'));
    const { token, user, input } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token, CARDS.failsWhenCharged);
    const res = await buy(t, token, { handle: 'acn-annual-plan-unlimited', paymentMethodId });
    expect(res.body.data.createSubscription.subscription.state).toBe('trialing');

    t.clock.advance(8 * DAY);
    await runBillingPass(t.deps);
    let mine = await mySubscriptions(t, await signInAgain(t, input));
    expect(mine.subscriptionList[0]).toMatchObject({ state: 'past_due' });
    expect(mine.subscriptionList[0].pastDueSince).toBe('2026-11-28T00:00:00.000Z');
    expect(mine.activeSubscription.pastDueDate).toBe('2026-11-28T00:00:00.000Z');
    // past_due keeps the plan's rights while the card is retried.
    expect(mine.activeSubscription.canAccessAllDocuments).toBe(true);

    for (let retry = 0; retry < 3; retry++) {
      t.clock.advance(3 * DAY + 1000);
      await runBillingPass(t.deps);
    }
    const later = await signInAgain(t, input);
    mine = await mySubscriptions(t, later);
    expect(mine.subscriptionList[0].state).toBe('unpaid');
    expect(mine.activeSubscription.canAccessAllDocuments).toBe(false);
    expect(mine.invoices[0].status).toBe('uncollectible');
    const actions = await auditActions(t, user.flakeId ?? user.id);
    expect(actions.filter((a) => a === 'charge_failed')).toHaveLength(4);

    // New card details pay the overdue invoice straight away.
    const fresh = await addCard(t, later);
    const fix = await t.api.post(
      '/stripe/update-intent',
      { setupIntentId: fresh.setupIntentId, subscriptionId: mine.subscriptionList[0].id },
      later,
    );
    expect(fix.body).toMatchObject({ retried: true, state: 'active' });
    mine = await mySubscriptions(t, later);
    expect(mine.subscriptionList[0]).toMatchObject({
      state: 'active',
      maskedCardNumber: 'XXXX-XXXX-XXXX-4242',
    });
  });

  it('settles a direct debit after business days, and a bounced one makes the plan past_due', async () => {
    t.clock.set(new Date('2026-11-23T01:00:00Z')); // a Monday in Sydney
    const good = await signUpCustomer(t.api);
    const bank = await addBankAccount(t, good.token);
    const res = await buy(t, good.token, {
      handle: 'virtual-office',
      paymentMethodId: bank.paymentMethodId,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createSubscription).toMatchObject({
      paymentType: 'directDebit',
      successType: 'virtualOffice',
      subscription: { state: 'active', bankName: 'Test Bank' },
      invoice: { status: 'open' },
    });
    await runBillingPass(t.deps);
    expect((await mySubscriptions(t, good.token)).invoices[0].status).toBe('open');
    t.clock.advance(3 * DAY);
    await runBillingPass(t.deps);
    expect((await mySubscriptions(t, await signInAgain(t, good.input))).invoices[0]).toMatchObject({
      status: 'paid',
      amountPaidInCents: 58800,
    });

    const bad = await signUpCustomer(t.api);
    const bounced = await addBankAccount(t, bad.token, '111111113');
    await buy(t, bad.token, { handle: 'virtual-office', paymentMethodId: bounced.paymentMethodId });
    t.clock.advance(6 * DAY);
    await runBillingPass(t.deps);
    const mine = await mySubscriptions(t, await signInAgain(t, bad.input));
    expect(mine.subscriptionList[0].state).toBe('past_due');
    expect(mine.invoices[0].status).toBe('open');
  });

  it('ends a plan set to cancel at the end of its period, and expires pay-per-document access', async () => {
    t.clock.set(new Date('2026-11-21T00:00:00Z'));
    const { token, input } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token);
    const bought = await buy(t, token, { handle: 'essentials-quarterly', paymentMethodId });
    const id = bought.body.data.createSubscription.subscription.id;
    const cancel = await t.api.graphql(
      'mutation($id: String!) { cancelSubscriptionImmediate(subscriptionId: $id, subscription: { cancelAtEndOfPeriod: true }) { state cancelAtEndPeriod renewalDate } }',
      { id },
      token,
    );
    expect(cancel.body.data.cancelSubscriptionImmediate).toMatchObject({
      state: 'active',
      cancelAtEndPeriod: true,
      renewalDate: null,
    });
    t.clock.set(new Date('2027-02-22T00:00:00Z'));
    await runBillingPass(t.deps);
    const mine = await mySubscriptions(t, await signInAgain(t, input));
    expect(mine.subscriptionList[0].state).toBe('canceled');
    expect(mine.invoices).toHaveLength(1);
  });
});
