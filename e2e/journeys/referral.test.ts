import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signUpByApi } from '../support/accounts.js';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';

// The referral program end to end: a customer shares their link, a friend arrives by it on a
// phone, signs up and buys a plan, and the referrer's ledger shows the friend with 20% of
// what the friend paid.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const REFERRAL_SHARE = 0.2;

/** Whole dollars and cents as the product writes them, e.g. $59.80. */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function payWithTestCard(page: Page) {
  const form = page.getByRole('form', { name: 'Payment details' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Noah Referred');
}

describe('referral program', () => {
  it("credits the referrer with 20% of a referred friend's first payment", async () => {
    const referrer = {
      email: uniqueEmail('isla'),
      password: 'coral-reef-31',
      firstName: 'Isla',
      lastName: 'Morgan',
    };
    await signUpByApi(referrer);

    // The referrer copies their link from the referral program page.
    const desk = await newPage(browser, DESKTOP);
    await signIn(desk.page, referrer);
    await desk.page.goto('/referral-program');
    const link = await desk.page.getByLabel('Referral link').inputValue();
    expect(link).toMatch(/\?ref=[A-Za-z0-9_-]+$/);

    // A friend opens it on a phone, signs up and buys Essentials.
    const phone = await newPage(browser, MOBILE);
    const { pathname, search } = new URL(link);
    await phone.page.goto(pathname + search);
    await phone.page.goto('/sign-up');
    await phone.page.getByLabel('First name').fill('Noah');
    await phone.page.getByLabel('Last name').fill('Referred');
    await phone.page.getByLabel('Email').fill(uniqueEmail('noah'));
    await phone.page.getByLabel('Password', { exact: true }).fill('harbour-bridge-42');
    await createAccount(phone.page);
    await phone.page.goto('/pricing?tab=legal');
    const essentials = phone.page.getByTestId('plan-card-essentials');
    await essentials.getByRole('button', { name: 'Upgrade my plan: Essentials' }).click();
    await phone.page.getByTestId('order-summary').waitFor();
    await payWithTestCard(phone.page);
    const pay = phone.page.getByRole('button', { name: /^Pay \$[\d,]+(\.\d\d)?$/ });
    const paidCents = Math.round(Number((await pay.innerText()).replace(/[^\d.]/g, '')) * 100);
    await pay.click();
    await phone.page.waitForURL('**/payment-success?type=essentials');
    await screenshot(phone.page, 'referral-friend-paid-phone');

    // The referrer's ledger: one visit, one sign-up, one purchase, 20% of the payment owed.
    const commission = dollars(Math.round(paidCents * REFERRAL_SHARE));
    await desk.page.reload();
    const customers = desk.page.getByRole('table', { name: 'Referred customers' });
    const row = customers.getByRole('row').filter({ hasText: 'Noah' });
    await row.waitFor();
    expect(await row.innerText()).toContain(dollars(paidCents));
    expect(await row.innerText()).toContain(commission);
    const figure = (label: string) => desk.page.getByText(label, { exact: true }).locator('..');
    for (const label of ['Visits', 'Sign-ups', 'Purchases']) {
      expect((await figure(label).innerText()).split(/\s+/).filter(Boolean)).toEqual([label, '1']);
    }
    expect(await figure('Balance owed').innerText()).toContain(commission);
    await screenshot(desk.page, 'referral-ledger-desktop');

    await phone.context.close();
    await desk.context.close();
  });
});
