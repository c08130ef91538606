import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy } from '../../test-support/billing-kit.js';
import { gatewayLedger } from '../../test-support/money-ledger.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { couponRedemptions, coupons, invoices } from './tables.js';

// Coupons tried as someone hunting for a free plan would: every §9 coupon at once, sale
// coupons outside their sale, bundle coupons on a single plan, a coupon worth more than the
// plan. Each is refused by name and nothing is charged; a good coupon is recorded with its
// amount on the invoice and the redemption.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LEGAL_ADVICE = 'standard-annual-plan-lawyer';

async function buyer() {
  const c = await signUpCustomer(t.api);
  const { paymentMethodId } = await addCard(t, c.token);
  return { ...c, userId: (c.user.flakeId ?? c.user.id) as string, paymentMethodId };
}

async function attempt(couponCodes: string[], handle = LEGAL_ADVICE) {
  const c = await buyer();
  const res = await buy(t, c.token, { handle, paymentMethodId: c.paymentMethodId, couponCodes });
  return { c, res, error: res.body.errors?.[0] };
}

async function expectNothingCharged(userId: string) {
  expect((await gatewayLedger(t, userId)).charges).toEqual([]);
}

describe('coupons', () => {
  it('refuses every §9 coupon stacked together: one coupon per purchase', async () => {
    t.clock.set(new Date('2026-11-25T01:00:00Z'));
    const { c, error } = await attempt([
      'BUNDLE30',
      'BUNDLE15',
      'EOFY30',
      'CYBERMONDAY40',
      'ADVICESALE600',
    ]);
    expect(error?.message).toBe('BUNDLE30: Only one coupon can be used per purchase.');
    expect(error?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      fields: { couponCodes: error?.message },
    });
    await expectNothingCharged(c.userId);
  });

  it('keeps a sale coupon to its own sale window, Sydney time', async () => {
    t.clock.set(new Date('2026-11-21T00:00:00Z'));
    const eofy = await attempt(['EOFY30']);
    expect(eofy.error?.message).toBe(
      'EOFY30: This coupon was for the end of financial year sale, which ended on 30/06/2026.',
    );
    await expectNothingCharged(eofy.c.userId);

    // A week before Cyber Monday (30 November 2026).
    t.clock.set(new Date('2026-11-23T01:00:00Z'));
    const early = await attempt(['CYBERMONDAY40']);
    expect(early.error?.message).toBe(
      'CYBERMONDAY40: This coupon is for the Cyber Monday sale, on 30/11/2026.',
    );
    await expectNothingCharged(early.c.userId);

    // On Cyber Monday itself it takes 40% off.
    t.clock.set(new Date('2026-11-30T01:00:00Z'));
    const monday = await attempt(['CYBERMONDAY40']);
    expect(monday.error).toBeUndefined();
    expect(monday.res.body.data.createSubscription.invoice.totalInCents).toBe(100080);
  });

  it('keeps bundle coupons to bundles', async () => {
    t.clock.set(new Date('2026-11-25T01:00:00Z'));
    const { c, error } = await attempt(['BUNDLE30']);
    expect(error?.message).toBe('BUNDLE30: This coupon is for bundles only.');
    await expectNothingCharged(c.userId);
  });

  it('never lets a coupon bring a plan to $0', async () => {
    t.clock.set(new Date('2026-11-25T01:00:00Z'));
    await t.deps.database.db.insert(coupons).values({
      code: 'TOOGENEROUS',
      discountType: 'amount',
      amountInCents: 10_000,
      createdAt: t.clock.now(),
    });
    const { c, error } = await attempt(['TOOGENEROUS'], 'essentials-quarterly');
    expect(error?.message).toBe('TOOGENEROUS: Coupons cannot bring this price down to $0.');
    await expectNothingCharged(c.userId);
  });

  it('records the coupon and what it took off on the invoice and the redemption', async () => {
    t.clock.set(new Date('2026-11-25T01:00:00Z'));
    const { c, res, error } = await attempt(['BLACKFRIDAY30']);
    expect(error).toBeUndefined();
    const result = res.body.data.createSubscription;
    expect(result.invoice).toMatchObject({ totalInCents: 116760, discountInCents: 50040 });
    expect(result.subscription.couponCodes).toEqual(['BLACKFRIDAY30']);
    const [invoice] = await t.deps.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, result.invoice.id));
    expect(invoice?.lines).toEqual([
      { description: 'Legal Advice', amountInCents: 166800 },
      { description: 'Coupon BLACKFRIDAY30', amountInCents: -50040 },
    ]);
    const redeemed = await t.deps.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, c.userId));
    expect(redeemed).toMatchObject([
      { code: 'BLACKFRIDAY30', discountInCents: 50040, invoiceId: result.invoice.id },
    ]);
    expect((await gatewayLedger(t, c.userId)).chargedInCents).toBe(116760);
  });

  it('prices the checkout preview by the same rules', async () => {
    t.clock.set(new Date('2026-12-05T01:00:00Z'));
    const c = await buyer();
    const preview = await t.api.graphql(
      'query($h: String!, $c: [String!]) { previewCheckout(productHandle: $h, couponCodes: $c) { dueTodayInCents } }',
      { h: LEGAL_ADVICE, c: ['BLACKFRIDAY30'] },
      c.token,
    );
    expect(preview.body.errors?.[0]?.message).toBe(
      'BLACKFRIDAY30: This coupon was for the Black Friday sale, which ended on 30/11/2026.',
    );
  });
});
