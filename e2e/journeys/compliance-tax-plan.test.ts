import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import { launchBrowser, newPage, screenshot, serverNow, uniqueEmail } from '../support/browser.js';

/** A card expiry three years after the server's today, whatever day the run is on. */
async function cardExpiry(): Promise<string> {
  const now = await serverNow();
  return `12/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// A company the embedded register always holds (it is generated from a fixed seed), and one
// no other journey adds: a business belongs to one account only.
const COMPANY = { name: 'Moonee Bakery Enterprises Pty Ltd', abn: '35 821 433 078' };

describe('compliance and tax plans', () => {
  it('a customer buys a tax plan and attaches it to a business found by its ABN', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Omar');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Email').fill(uniqueEmail('omar'));
    await page.getByLabel('Password', { exact: true }).fill('queen-street-240');
    await createAccount(page);

    // The two compliance plans with their first-year prices.
    await page.goto('/businesses/companies/compliance-plans');
    await page.getByRole('heading', { name: 'Compliance plans', level: 1 }).waitFor();
    const business = page.getByTestId('plan-BUSINESS_COMPLIANCE');
    const asic = page.getByTestId('plan-ASIC_COMPLIANCE');
    await business.waitFor();
    expect(await business.innerText()).toContain('$199');
    expect(await asic.innerText()).toContain('$799');
    await screenshot(page, 'compliance-plans');

    // Without a tax plan there is nothing to attach: the plans are offered.
    await page.goto('/consultations/tax-compliance');
    await page.getByRole('heading', { name: 'Tax compliance', level: 1 }).waitFor();
    const buy = page.getByRole('link', { name: 'Buy Tax yearly' });
    await buy.waitFor();
    expect(await page.getByTestId('tax-plan-attach').count()).toBe(0);
    await buy.click();

    await page.waitForURL(/\/checkout\/tax-plan-annual/);
    await page.getByTestId('order-summary').waitFor();
    const form = page.getByRole('form', { name: 'Payment details' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill(await cardExpiry());
    await form.getByLabel('CVC').fill('123');
    await form.getByLabel('Name on card').fill('Omar Haddad');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/payment-success\?/);

    // The held plan waits to be attached: find the business by its ABN.
    await page.goto('/consultations/tax-compliance');
    const attach = page.getByTestId('tax-plan-attach');
    await attach.waitFor();
    await attach.getByLabel('ABN').fill(COMPANY.abn);
    await attach.getByRole('button', { name: 'Find business' }).click();
    const result = attach.getByTestId('abn-result');
    await result.waitFor();
    expect(await result.innerText()).toContain(COMPANY.name);
    await screenshot(page, 'tax-plan-found');

    await attach.getByRole('button', { name: 'Add business and attach plan' }).click();
    // The business page opens with the success message once the plan is attached.
    await page.waitForURL(/\/consultations\/manage-my-business\/[^/]+\/business$/);
    await page.getByText('Tax plan attached successfully').waitFor();
    await page.getByRole('heading', { name: COMPANY.name, level: 1 }).waitFor();
    const plans = page.getByRole('list').filter({ hasText: 'Tax' }).first();
    await plans.waitFor();
    expect(await plans.innerText()).toContain('Tax');
    await screenshot(page, 'tax-plan-attached');

    // Back on the tax page the plan is no longer waiting.
    await page.goto('/consultations/tax-compliance');
    await page.getByText('Your tax plan is attached.').waitFor();
    expect(await page.getByTestId('tax-plan-attach').count()).toBe(0);
    await page.goto('/consultations/manage-my-business');
    const card = page.getByTestId('business-card').filter({ hasText: COMPANY.name });
    await card.waitFor();
    expect(await card.innerText()).toContain('Tax');
    await context.close();
  }, 120_000);
});
