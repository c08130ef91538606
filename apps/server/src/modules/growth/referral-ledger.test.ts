import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy } from '../../test-support/billing-kit.js';
import { lastLinkToken } from '../../test-support/mailbox.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { charges } from '../billing/tables.js';
import { attributeReferredSignUp } from './referral-attribution.js';
import { referralAttributions, referralPartners } from './referral-tables.js';

const CREATE_PARTNER = `mutation($userId: String!, $email: String!) { createPartner(userId: $userId, email: $email) }`;
const VISIT = `mutation($k: String!, $v: String!) { recordReferralVisit(partnerKey: $k, visitorId: $v) }`;
const LEDGER = `query($u: String!) { referralLedger(userId: $u) {
  visits signUps purchases commissionsInCents paidOutInCents pendingPayoutInCents balanceInCents
  customers { name signedUpAt firstPaymentInCents refundedInCents commissionInCents paidAt }
  payouts { id amountInCents status bsb maskedAccountNumber } } }`;

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type TCustomer = Awaited<ReturnType<typeof signUpCustomer>>;

async function partner() {
  const c = await signUpCustomer(t.api);
  const res = await t.api.graphql(
    CREATE_PARTNER,
    { userId: c.user.flakeId, email: c.user.email },
    c.token,
  );
  return { ...c, key: res.body.data.createPartner as string };
}

/** Signs up as a browser carrying the referral cookie would, then opens the account. */
async function signUpReferred(key: string, overrides: Record<string, string> = {}) {
  const input = {
    email: `referred.${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct horse battery',
    firstName: 'Sam',
    lastName: 'taylor',
    tenant: 'AU',
    ...overrides,
  };
  const res = await t.api.call('POST', '/auth/sign-up', {
    body: input,
    headers: { cookie: `other=1; cw_ref=${encodeURIComponent(key)}` },
  });
  expect(res.status).toBe(202);
  const token = lastLinkToken(t.sentMail, input.email, '/verify-email');
  const verified = await t.api.post('/auth/verify-email', { token, password: input.password });
  expect(verified.status).toBe(200);
  return { token: verified.body.token as string, user: verified.body.user, input };
}

async function ledgerOf(c: TCustomer) {
  const res = await t.api.graphql(LEDGER, { u: c.user.flakeId }, c.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.referralLedger;
}

async function buyPlan(c: { token: string }, handle = 'standard-annual-plan-current') {
  const { paymentMethodId } = await addCard(t, c.token);
  const res = await buy(t, c.token, { handle, paymentMethodId });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createSubscription.subscription.id as string;
}

async function firstChargeOf(userId: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(charges)
    .where(eq(charges.userId, userId))
    .orderBy(charges.createdAt);
  if (!row) throw new Error('no charge');
  return row;
}

const REQUEST = `mutation($n: String!, $b: String!, $a: String!, $c: Int!) {
  requestReferralPayout(accountName: $n, bsb: $b, accountNumber: $a, amountInCents: $c) { id amountInCents status bsb maskedAccountNumber } }`;
const bank = { n: 'Pat Partner', b: '062-000', a: '12345678' };

/** A partner owed 20% of a referred customer's first payment. */
async function partnerWithCommission() {
  const p = await partner();
  const friend = await signUpReferred(p.key);
  await buyPlan(friend);
  const ledger = await ledgerOf(p);
  expect(ledger.balanceInCents).toBeGreaterThan(0);
  return { ...p, balance: ledger.balanceInCents as number };
}

describe('referral attribution', () => {
  it('counts a visit once per browser and never the partner’s own', async () => {
    const p = await partner();
    const browser = randomUUID();
    expect((await t.api.graphql(VISIT, { k: p.key, v: browser })).body.data).toEqual({
      recordReferralVisit: true,
    });
    expect((await t.api.graphql(VISIT, { k: p.key, v: browser })).body.data).toEqual({
      recordReferralVisit: false,
    });
    await t.api.graphql(VISIT, { k: p.key, v: randomUUID() });
    const own = await t.api.graphql(VISIT, { k: p.key, v: randomUUID() }, p.token);
    expect(own.body.data.recordReferralVisit).toBe(false);
    const unknown = await t.api.graphql(VISIT, { k: 'no-such-partner-key', v: randomUUID() });
    expect(unknown.body.data.recordReferralVisit).toBe(false);
    expect((await ledgerOf(p)).visits).toBe(2);
  });

  it('records a sign-up through the link, shown by first name and initial only', async () => {
    const p = await partner();
    const friend = await signUpReferred(p.key);
    await signUpCustomer(t.api); // without the cookie: nobody's
    const ledger = await ledgerOf(p);
    expect(ledger.signUps).toBe(1);
    expect(ledger.purchases).toBe(0);
    expect(ledger.customers).toEqual([
      expect.objectContaining({ name: 'Sam T.', firstPaymentInCents: null, commissionInCents: 0 }),
    ]);
    expect(JSON.stringify(ledger)).not.toContain(friend.input.email);
  });

  it('never attributes the partner’s own account or address, and keeps the first partner', async () => {
    const p = await partner();
    const { db } = t.deps.database;
    // The partner's payout address, then signing up a new account with it through their link.
    const alias = `alias.${randomBytes(4).toString('hex')}@example.com`;
    await db
      .update(referralPartners)
      .set({ email: alias.toUpperCase() })
      .where(eq(referralPartners.userId, p.user.flakeId));
    await signUpReferred(p.key, { email: alias });
    expect(
      await attributeReferredSignUp(db, {
        referredUserId: p.user.flakeId,
        email: 'x@example.com',
        partnerKey: p.key,
        now: t.clock.now(),
      }),
    ).toBe(false);
    expect((await ledgerOf(p)).signUps).toBe(0);

    const first = await partner();
    const second = await partner();
    const friend = await signUpReferred(first.key);
    expect(
      await attributeReferredSignUp(db, {
        referredUserId: friend.user.flakeId,
        email: friend.input.email,
        partnerKey: second.key,
        now: t.clock.now(),
      }),
    ).toBe(false);
    const rows = await db
      .select()
      .from(referralAttributions)
      .where(eq(referralAttributions.referredUserId, friend.user.flakeId));
    expect(rows.map((r) => r.partnerUserId)).toEqual([first.user.flakeId]);
  });
});

describe('commission', () => {
  it('is 20% of the first payment, and a refund reverses it', async () => {
    const p = await partner();
    const friend = await signUpReferred(p.key);
    const subscriptionId = await buyPlan(friend);
    const charge = await firstChargeOf(friend.user.flakeId);
    const owed = Math.floor(charge.amountInCents * 0.2);
    const before = await ledgerOf(p);
    expect(before).toMatchObject({
      signUps: 1,
      purchases: 1,
      commissionsInCents: owed,
      balanceInCents: owed,
    });
    expect(before.customers[0]).toMatchObject({
      firstPaymentInCents: charge.amountInCents,
      refundedInCents: 0,
      commissionInCents: owed,
    });

    const cancel = await t.api.graphql(
      'mutation($s: String!) { cancelSubscriptionImmediate(subscriptionId: $s, subscription: { reason: "changed my mind" }) { state } }',
      { s: subscriptionId },
      friend.token,
    );
    expect(cancel.body.errors).toBeUndefined();
    const refunded = await firstChargeOf(friend.user.flakeId);
    expect(refunded.refundedInCents).toBeGreaterThan(0);
    const after = await ledgerOf(p);
    const kept = Math.floor((refunded.amountInCents - refunded.refundedInCents) * 0.2);
    expect(after.commissionsInCents).toBe(kept);
    expect(after.commissionsInCents).toBeLessThan(owed);
    expect(after.customers[0].refundedInCents).toBe(refunded.refundedInCents);
  });

  it("refuses another user's ledger", async () => {
    const me = await partner();
    const other = await partner();
    const res = await t.api.graphql(LEDGER, { u: other.user.flakeId }, me.token);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anon = await t.api.graphql(LEDGER, { u: other.user.flakeId });
    expect(anon.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('payout requests', () => {
  it('names each bad bank detail', async () => {
    const p = await partner();
    const res = await t.api.graphql(
      REQUEST,
      { n: 'Pat', b: '12-34', a: '12345678', c: 100 },
      p.token,
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(res.body.errors?.[0]?.message).toBe('bsb: BSB must be 6 digits');
    const acct = await t.api.graphql(REQUEST, { n: 'Pat', b: '062000', a: '12', c: 100 }, p.token);
    expect(acct.body.errors?.[0]?.message).toBe(
      'accountNumber: Account number must be 6 to 10 digits',
    );
  });

  it('refuses more than the balance, then allows one open request at a time', async () => {
    const p = await partnerWithCommission();
    const over = await t.api.graphql(REQUEST, { ...bank, c: p.balance + 1 }, p.token);
    expect(over.body.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(over.body.errors?.[0]?.message).toBe('The amount is more than the balance owed to you.');

    const ok = await t.api.graphql(REQUEST, { ...bank, c: 100 }, p.token);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.requestReferralPayout).toMatchObject({
      amountInCents: 100,
      status: 'requested',
      bsb: '062000',
      maskedAccountNumber: '••••678',
    });
    const second = await t.api.graphql(REQUEST, { ...bank, c: 100 }, p.token);
    expect(second.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const ledger = await ledgerOf(p);
    expect(ledger.pendingPayoutInCents).toBe(100);
    expect(ledger.balanceInCents).toBe(p.balance - 100);
  });

  it('lets one of two racing requests for the whole balance through', async () => {
    const p = await partnerWithCommission();
    const results = await Promise.all(
      [0, 1].map(() => t.api.graphql(REQUEST, { ...bank, c: p.balance }, p.token)),
    );
    const won = results.filter((r) => !r.body.errors);
    const lost = results.filter((r) => r.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.body.errors?.[0]?.extensions?.code).toMatch(/CONFLICT|BAD_INPUT/);
    const ledger = await ledgerOf(p);
    expect(ledger.payouts).toHaveLength(1);
    expect(ledger.balanceInCents).toBe(0);
  });

  it("refuses another user's payout and a non-admin marking paid; staff mark it paid once", async () => {
    const p = await partnerWithCommission();
    const req = await t.api.graphql(REQUEST, { ...bank, c: p.balance }, p.token);
    const payoutId = req.body.data.requestReferralPayout.id as string;
    const DETAIL = `query($id: ID!) { referralPayout(payoutId: $id) { id status events { action } } }`;
    const other = await partner();
    const stranger = await t.api.graphql(DETAIL, { id: payoutId }, other.token);
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const MARK = `mutation($id: ID!) { markReferralPayoutPaid(payoutId: $id) { id status accountNumber partnerEmail events { action actorUserId } } }`;
    const byCustomer = await t.api.graphql(MARK, { id: payoutId }, p.token);
    expect(byCustomer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await t.api.graphql('{ adminReferralPayouts { id } }', {}, p.token);
    expect(list.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const { signInNewAdmin } = await import('../../test-support/admin.js');
    const admin = await signInNewAdmin(t);
    const queue = await t.api.graphql('{ adminReferralPayouts { id status } }', {}, admin);
    expect(queue.body.data.adminReferralPayouts).toContainEqual({
      id: payoutId,
      status: 'requested',
    });
    const paid = await t.api.graphql(MARK, { id: payoutId }, admin);
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data.markReferralPayoutPaid).toMatchObject({
      status: 'paid',
      accountNumber: '12345678',
      partnerEmail: p.user.email,
    });
    expect(
      paid.body.data.markReferralPayoutPaid.events.map((e: { action: string }) => e.action),
    ).toEqual(['requested', 'paid']);
    const again = await t.api.graphql(MARK, { id: payoutId }, admin);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const mine = await t.api.graphql(DETAIL, { id: payoutId }, p.token);
    expect(mine.body.data.referralPayout).toMatchObject({ status: 'paid' });
    const ledger = await ledgerOf(p);
    expect(ledger).toMatchObject({ paidOutInCents: p.balance, balanceInCents: 0 });
  });
});
