import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCard,
  auditActions,
  buy,
  mySubscriptions,
  SUBSCRIPTION_FIELDS,
  signInAgain,
} from '../../test-support/billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { charges, invoices } from './tables.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PREVIEW = `query($s: String!, $p: String!) { getMigrationPreview(subscriptionId: $s, productHandle: $p) {
  prorated_adjustment_in_cents charge_in_cents payment_due_in_cents credit_applied_in_cents } }`;
const MIGRATE = `mutation($s: String!, $p: String!, $k: String) { migrateSubscription(subscriptionId: $s, targetProduct: $p, idempotencyKey: $k) { ${SUBSCRIPTION_FIELDS} } }`;
const DAY = 24 * 60 * 60 * 1000;

async function customerWith(handle: string) {
  const customer = await signUpCustomer(t.api);
  const { paymentMethodId } = await addCard(t, customer.token);
  const res = await buy(t, customer.token, { handle, paymentMethodId });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return {
    ...customer,
    subscriptionId: res.body.data.createSubscription.subscription.id as string,
  };
}

describe('moving between plans', () => {
  it('charges exactly what the preview said, for any point in the period', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 360 }),
        fc.constantFrom(
          ['essentials-quarterly', 'legal-advice-plan-quarterly'],
          ['standard-annual-plan-current', 'standard-annual-plan-lawyer'],
          ['essentials-quarterly', 'standard-annual-plan-lawyer'],
          ['accounting-advice-plan-quarterly', 'tax-plan-quarterly'],
        ),
        async (days, [from, to]) => {
          t.clock.set(new Date('2026-11-21T00:00:00Z'));
          const c = await customerWith(from);
          t.clock.advance(days * DAY * (from.includes('quarterly') ? 0.25 : 1));
          const token = await signInAgain(t, c.input);
          const preview = (await t.api.graphql(PREVIEW, { s: c.subscriptionId, p: to }, token)).body
            .data.getMigrationPreview;
          const moved = await t.api.graphql(MIGRATE, { s: c.subscriptionId, p: to }, token);
          expect(moved.body.errors).toBeUndefined();
          expect(moved.body.data.migrateSubscription.product).toBe(to);
          const [invoice] = await t.deps.database.db
            .select()
            .from(invoices)
            .where(eq(invoices.kind, 'migration'))
            .orderBy(invoices.issuedAt)
            .then((rows) => rows.filter((r) => r.subscriptionId === c.subscriptionId));
          expect(invoice?.totalInCents).toBe(preview.payment_due_in_cents);
          expect(invoice?.creditAppliedInCents).toBe(preview.credit_applied_in_cents);
          const paid = await t.deps.database.db
            .select()
            .from(charges)
            .where(eq(charges.invoiceId, invoice?.id ?? ''));
          expect(paid.reduce((s, ch) => s + ch.amountInCents, 0)).toBe(
            preview.payment_due_in_cents,
          );
          expect(preview.payment_due_in_cents + preview.credit_applied_in_cents).toBe(
            preview.charge_in_cents,
          );
        },
      ),
      { numRuns: 8 },
    );
  });

  it('refuses a move to pay per document, a downgrade as an upgrade, and across kinds', async () => {
    t.clock.set(new Date('2026-11-21T00:00:00Z'));
    const c = await customerWith('standard-annual-plan-current');
    const refuse = async (to: string) =>
      (await t.api.graphql(PREVIEW, { s: c.subscriptionId, p: to }, c.token)).body.errors?.[0]
        ?.message;
    expect(await refuse('pay-per-document')).toBe('A plan cannot be changed to pay per document.');
    const company = await customerWith('acn-annual-plan-unlimited');
    const cheaper = await t.api.graphql(
      PREVIEW,
      { s: company.subscriptionId, p: 'standard-annual-plan-current' },
      company.token,
    );
    expect(cheaper.body.errors?.[0]?.message).toBe(
      'To upgrade, choose a plan that costs more than your current plan.',
    );
    expect(await refuse('tax-plan-annual')).toBe(
      'Your plan can only be changed to a plan of the same kind.',
    );
  });

  it("refuses another user's subscription id everywhere", async () => {
    const owner = await customerWith('standard-annual-plan-current');
    const intruder = await signUpCustomer(t.api);
    const s = owner.subscriptionId;
    const attempts = [
      t.api.graphql(PREVIEW, { s, p: 'standard-annual-plan-lawyer' }, intruder.token),
      t.api.graphql(MIGRATE, { s, p: 'standard-annual-plan-lawyer' }, intruder.token),
      t.api.graphql(
        'mutation($s: String!) { cancelSubscriptionImmediate(subscriptionId: $s) { id } }',
        { s },
        intruder.token,
      ),
      t.api.graphql(
        'mutation($s: String!) { removeDelayedCancellation(subscriptionId: $s) { id } }',
        { s },
        intruder.token,
      ),
      t.api.graphql(
        'mutation($s: String!) { reactivateSubscription(subscriptionId: $s) { message } }',
        { s },
        intruder.token,
      ),
      t.api.graphql(
        'query($s: String!) { getSubscriptionAgreement(subscriptionId: $s) { title } }',
        { s },
        intruder.token,
      ),
      t.api.graphql(
        'mutation($s: String!) { signSubscriptionAgreement(subscriptionId: $s, signatureName: "Mallory") { id } }',
        { s },
        intruder.token,
      ),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'That subscription was not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const mine = await mySubscriptions(t, owner.token);
    expect(mine.subscriptionList[0]).toMatchObject({
      state: 'active',
      product: 'standard-annual-plan-current',
    });
    const invoice = mine.invoices[0];
    const pdf = await t.api.get(invoice.downloadUrl, intruder.token);
    expect(pdf.status).toBe(404);
  });

  it('schedules a downgrade for the end of the period', async () => {
    t.clock.set(new Date('2026-11-21T00:00:00Z'));
    const c = await customerWith('standard-annual-plan-lawyer');
    const res = await t.api.graphql(
      `mutation($s: String!) { changeSubscription(subscriptionId: $s, targetProduct: "standard-annual-plan-current", upgrade: false, survey: { reason: "price" }) { product nextProductHandle state } }`,
      { s: c.subscriptionId },
      c.token,
    );
    expect(res.body.data.changeSubscription).toMatchObject({
      product: 'standard-annual-plan-lawyer',
      nextProductHandle: 'standard-annual-plan-current',
      state: 'active',
    });
  });
});

describe('cancel and reactivate', () => {
  it('cancels at the end of the period and takes it back; cancels now with a refund; resubscribes', async () => {
    t.clock.set(new Date('2026-11-21T00:00:00Z'));
    const c = await customerWith('standard-annual-plan-current');
    const s = c.subscriptionId;
    const atEnd = await t.api.graphql(
      'mutation($s: String!) { cancelSubscriptionImmediate(subscriptionId: $s, subscription: { cancelAtEndOfPeriod: true }) { cancelAtEndPeriod } }',
      { s },
      c.token,
    );
    expect(atEnd.body.data.cancelSubscriptionImmediate.cancelAtEndPeriod).toBe(true);
    const kept = await t.api.graphql(
      'mutation($s: String!) { removeDelayedCancellation(subscriptionId: $s) { cancelAtEndPeriod state } }',
      { s },
      c.token,
    );
    expect(kept.body.data.removeDelayedCancellation).toEqual({
      cancelAtEndPeriod: false,
      state: 'active',
    });
    const again = await t.api.graphql(
      'mutation($s: String!) { removeDelayedCancellation(subscriptionId: $s) { id } }',
      { s },
      c.token,
    );
    expect(again.body.errors?.[0]?.message).toBe('This plan is not set to cancel.');

    t.clock.set(new Date('2027-05-22T12:00:00Z'));
    const token = await signInAgain(t, c.input);
    const now = await t.api.graphql(
      'mutation($s: String!) { cancelSubscriptionImmediate(subscriptionId: $s, subscription: { reason: "closing the business" }) { state canceledAt } }',
      { s },
      token,
    );
    expect(now.body.data.cancelSubscriptionImmediate.state).toBe('canceled');
    const [charge] = await t.deps.database.db
      .select()
      .from(charges)
      .where(eq(charges.userId, c.user.flakeId ?? c.user.id));
    // Half a year unused: about half of $299 back.
    expect(charge?.refundedInCents).toBeGreaterThan(14000);
    expect(charge?.refundedInCents).toBeLessThan(15500);

    const back = await t.api.graphql(
      'mutation($s: String!) { reactivateSubscription(subscriptionId: $s, subscription: { preserve_balance: true }) { message subscription { state renewalDate } } }',
      { s },
      token,
    );
    expect(back.body.data.reactivateSubscription).toMatchObject({
      message: 'Plan successfully resubscribed',
      subscription: { state: 'active', renewalDate: '2028-05-22T12:00:00.000Z' },
    });
    const actions = await auditActions(t, c.user.flakeId ?? c.user.id);
    expect(actions).toEqual(
      expect.arrayContaining([
        'cancellation_scheduled',
        'cancellation_removed',
        'refund',
        'cancellation',
        'reactivation',
      ]),
    );
  });
});

describe('plan agreements', () => {
  it('asks for the agreement of a plan that needs one and records who signed', async () => {
    const c = await customerWith('legal-advice-plan-quarterly');
    let mine = await mySubscriptions(t, c.token);
    expect(mine.activeSubscription.unsignedSubscriptionIds).toEqual([c.subscriptionId]);
    const agreement = await t.api.graphql(
      'query($s: String!) { getSubscriptionAgreement(subscriptionId: $s) { title body signedAt } }',
      { s: c.subscriptionId },
      c.token,
    );
    expect(agreement.body.data.getSubscriptionAgreement.title).toBe('Legal Advice plan agreement');
    const tooShort = await t.api.graphql(
      'mutation($s: String!) { signSubscriptionAgreement(subscriptionId: $s, signatureName: " ") { signed } }',
      { s: c.subscriptionId },
      c.token,
    );
    expect(tooShort.body.errors?.[0]?.message).toBe('signatureName: Type your full name to sign');
    const signed = await t.api.graphql(
      'mutation($s: String!) { signSubscriptionAgreement(subscriptionId: $s, signatureName: "Alex Tester") { signed } }',
      { s: c.subscriptionId },
      c.token,
    );
    expect(signed.body.data.signSubscriptionAgreement.signed).toBe(true);
    mine = await mySubscriptions(t, c.token);
    expect(mine.activeSubscription.unsignedSubscriptionIds).toEqual([]);
  });
});
