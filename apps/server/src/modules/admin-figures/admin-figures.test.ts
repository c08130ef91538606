import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewAdmin } from '../../test-support/admin.js';
import { addCard, buy } from '../../test-support/billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { charges } from '../billing/tables.js';
import { figureWindows } from './figures.js';

const FIGURES = `{ adminBusinessFigures { asOf customers newCustomersLast30Days payingCustomers
  revenueLast30DaysInCents revenueThisMonthInCents documentsFinishedLast30Days
  signingsCompletedLast30Days companyRegistrationsLodged openMarketplaceBriefs
  marketplaceJobsInProgress openSupportConversations referralPayoutsRequested
  referralPayoutsRequestedInCents } }`;
const SEND_SUPPORT = 'mutation($text: String!) { sendSupportMessage(text: $text) { id } }';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  // 11 am on 10 August 2026 in Sydney: this month began 10 days ago, the 30-day window 29.
  t = await startTestApp({ clockStart: new Date('2026-08-10T01:00:00Z') });
  admin = await signInNewAdmin(t);
});
afterAll(() => t.close());

async function figures(token = admin) {
  const res = await t.api.graphql(FIGURES, {}, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.adminBusinessFigures;
}

describe('figure windows', () => {
  it('counts whole Sydney days: the last 30 days from midnight 29 days ago, the month from the 1st', () => {
    const w = figureWindows(new Date('2026-08-10T01:00:00Z'));
    expect(w.since30Days.toISOString()).toBe('2026-07-11T14:00:00.000Z');
    expect(w.monthStart.toISOString()).toBe('2026-07-31T14:00:00.000Z');
    // Just after midnight on 1 November in Sydney (daylight saving, +11 h): a new month.
    const nov = figureWindows(new Date('2026-10-31T13:30:00Z'));
    expect(nov.monthStart.toISOString()).toBe('2026-10-31T13:00:00.000Z');
  });
});

describe('adminBusinessFigures', () => {
  it('refuses a customer with the forbidden message', async () => {
    const customer = await signUpCustomer(t.api);
    const res = await t.api.graphql(FIGURES, {}, customer.token);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.body.errors?.[0]?.message).toBe('You do not have access to this.');
    expect(res.body.data?.adminBusinessFigures ?? null).toBeNull();
  });

  it('counts new and paying customers, money received less refunds, and open support', async () => {
    const before = await figures();
    expect(before.asOf).toBe('2026-08-10T01:00:00.000Z');

    const buyer = await signUpCustomer(t.api);
    const browser = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, buyer.token);
    const bought = await buy(t, buyer.token, { handle: 'essentials-quarterly', paymentMethodId });
    expect(bought.body.errors).toBeUndefined();
    const paid = bought.body.data.createSubscription.invoice.amountPaidInCents as number;
    expect(paid).toBeGreaterThan(0);
    const sent = await t.api.graphql(SEND_SUPPORT, { text: 'Hello' }, browser.token);
    expect(sent.body.errors).toBeUndefined();

    // A partial refund of the charge, as billing records one.
    const [charge] = await t.deps.database.db
      .select()
      .from(charges)
      .where(eq(charges.userId, buyer.user.flakeId));
    expect(charge).toBeDefined();
    await t.deps.database.db
      .update(charges)
      .set({ refundedInCents: 500 })
      .where(eq(charges.id, charge!.id));

    const after = await figures();
    expect(after.customers - before.customers).toBe(2);
    expect(after.newCustomersLast30Days - before.newCustomersLast30Days).toBe(2);
    expect(after.payingCustomers - before.payingCustomers).toBe(1);
    expect(after.revenueLast30DaysInCents - before.revenueLast30DaysInCents).toBe(paid - 500);
    expect(after.revenueThisMonthInCents - before.revenueThisMonthInCents).toBe(paid - 500);
    expect(after.openSupportConversations - before.openSupportConversations).toBe(1);
    expect(after.documentsFinishedLast30Days).toBe(before.documentsFinishedLast30Days);

    // The same charge taken in July: still in the last 30 days, not in August.
    await t.deps.database.db
      .update(charges)
      .set({ createdAt: new Date('2026-07-20T00:00:00Z') })
      .where(eq(charges.id, charge!.id));
    const july = await figures();
    expect(july.revenueLast30DaysInCents).toBe(after.revenueLast30DaysInCents);
    expect(july.revenueThisMonthInCents).toBe(before.revenueThisMonthInCents);

    // Forty days on, the sign-ups and the charge have left the 30-day window.
    t.clock.advance(40 * 24 * 3600 * 1000);
    // (A session lasts less than that: staff sign in again.)
    const later = await figures(await signInNewAdmin(t));
    expect(later.newCustomersLast30Days).toBe(0);
    expect(later.revenueLast30DaysInCents).toBe(0);
    expect(later.customers).toBe(after.customers);
  });
});
