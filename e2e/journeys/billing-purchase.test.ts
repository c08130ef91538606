import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  uniqueEmail,
} from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signUp(page: Page, firstName: string) {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Purchaser');
  await page.getByLabel('Email').fill(uniqueEmail(firstName.toLowerCase()));
  await page.getByLabel('Password', { exact: true }).fill('harbour-bridge-42');
  await createAccount(page);
}

type TSubscriptions = {
  now: string;
  activeSubscription: { handle: string; name: string; isPaidUser: boolean };
  subscriptionList: { product: string; state: string; trialEndsAt: string | null }[];
};

/** GetUserSubscriptions as the signed-in page would ask for it. */
function userSubscriptions(page: Page): Promise<TSubscriptions> {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('auth-token')}`,
      },
      body: JSON.stringify({
        query: `query GetUserSubscriptions { getUserSubscriptions {
          now activeSubscription { handle name isPaidUser }
          subscriptionList { product state trialEndsAt } } }`,
      }),
    });
    const body = await response.json();
    return body.data.getUserSubscriptions;
  });
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Payment details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Ava Purchaser');
}

/** dd/MM/yyyy in Sydney, as the product shows dates. */
function sydneyDate(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

describe('buying a plan', () => {
  it('a free customer buys Essentials with a card and lands on its success page', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signUp(page, 'Ava');

    await page.goto('/pricing?tab=legal');
    await page
      .getByTestId('upgrade-banner')
      .getByRole('link', { name: 'Claim free trial' })
      .waitFor();
    const essentials = page.getByTestId('plan-card-essentials');
    expect(await essentials.getByTestId('plan-price').innerText()).toContain('$299');
    await essentials.getByRole('button', { name: 'Upgrade my plan: Essentials' }).waitFor();
    await screenshot(page, 'billing-pricing');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await essentials.getByRole('button', { name: 'Upgrade my plan: Essentials' }).click();
    await page.waitForURL('**/checkout/standard-annual-plan-current');
    await page.getByTestId('order-summary').waitFor();

    await page.getByRole('button', { name: 'Test cards' }).click();
    await page.getByText('4000 0000 0000 0341').waitFor();
    await fillCard(page, '4242 4242 4242 4242');
    await screenshot(page, 'billing-checkout');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay $299' }).click();

    await page.waitForURL('**/payment-success?type=essentials');
    await page.getByText('Thank you: your Essentials plan is ready.').waitFor();
    await page.getByTestId('team-invite-card').waitFor();
    const referral = page.getByTestId('referral-card');
    const link = await referral.getByLabel('Your referral link').inputValue();
    expect(link).toMatch(/\/\?ref=[A-Za-z0-9_-]+$/);
    expect(await page.getByTestId('staff-profiles').count()).toBe(0);
    expect(await page.getByTestId('account-card').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await page.getByTestId('plan-status').waitFor();
    await screenshot(page, 'billing-payment-success');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const subscriptions = await userSubscriptions(page);
    expect(subscriptions.activeSubscription).toMatchObject({
      handle: 'standard-annual-plan-current',
      name: 'Essentials',
      isPaidUser: true,
    });
    expect(subscriptions.subscriptionList).toEqual([
      expect.objectContaining({ product: 'standard-annual-plan-current', state: 'active' }),
    ]);

    // Back on the pricing page the plan is marked as held.
    await page.goto('/pricing?tab=legal');
    await page.getByRole('button', { name: 'Essentials: Current Plan' }).waitFor();
    await context.close();
  });

  it('a declined card says why and creates nothing (phone width)', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await signUp(page, 'Ben');
    await page.goto('/checkout/standard-annual-plan-current');
    await page.getByTestId('order-summary').waitFor();
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $299' }).click();
    const error = page.getByTestId('payment-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('Your card was declined.');
    expect(new URL(page.url()).pathname).toBe('/checkout/standard-annual-plan-current');
    // Nothing scrolls sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
    await screenshot(page, 'billing-declined-mobile');

    const subscriptions = await userSubscriptions(page);
    expect(subscriptions.subscriptionList).toEqual([]);
    expect(subscriptions.activeSubscription.handle).toBe('free');
    await context.close();
  });

  it('the company free trial from the upgrade modal ends with the trial and its renewal date', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signUp(page, 'Cleo');
    const before = await userSubscriptions(page);

    // The customer's own saved company application, reopened by its link.
    const applicationId = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('auth-token')}`,
        },
        body: JSON.stringify({ query: 'mutation { startCompanyApplication { id } }' }),
      });
      const body = await response.json();
      return body.data.startCompanyApplication.id as string;
    });
    await page.goto(`/companies/application/${applicationId}/retrieve`);
    const modal = page.getByTestId('company-trial-modal');
    await modal.getByRole('button', { name: 'Start my free trial' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await modal.getByRole('button', { name: 'Start free trial' }).click();

    const done = page.getByTestId('trial-activated');
    await done.waitFor();
    expect(await done.innerText()).toContain('Your 7 day free trial has been activated');

    const after = await userSubscriptions(page);
    const trial = after.subscriptionList.find((s) => s.product === 'acn-annual-plan-unlimited');
    expect(trial?.state).toBe('trialing');
    const trialEnds = Date.parse(trial?.trialEndsAt ?? '');
    const sevenDays = 7 * 24 * 60 * 60 * 1000;
    expect(Math.abs(trialEnds - Date.parse(before.now) - sevenDays)).toBeLessThan(10 * 60 * 1000);
    expect(await page.getByTestId('trial-renewal').innerText()).toBe(
      `Your plan renews on ${sydneyDate(trial?.trialEndsAt ?? '')}.`,
    );
    await screenshot(page, 'billing-company-trial');
    await context.close();
  });

  it('a visitor compares prices at phone width and signs up straight into the checkout', async () => {
    const phone = { width: 390, height: 844 };
    const { context, page } = await newPage(browser, phone);
    await page.goto('/pricing?tab=essentials');
    await page.getByTestId('public-header').waitFor();
    await page.getByTestId('sign-up-cta').waitFor();
    const essentials = page.getByTestId('plan-card-essentials');
    expect(await essentials.getByTestId('plan-price').innerText()).toContain('$24.92');
    await page.locator('label', { hasText: /^Quarterly$/ }).click();
    expect(await essentials.getByTestId('plan-price').innerText()).toContain('$87');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await screenshot(page, 'billing-pricing-visitor-mobile');

    await essentials.getByRole('link', { name: 'Sign up to get Essentials' }).click();
    await page.waitForURL('**/sign-up?next=*');
    await page.getByLabel('First name').fill('Dev');
    await page.getByLabel('Last name').fill('Visitor');
    await page.getByLabel('Email').fill(uniqueEmail('dev'));
    await page.getByLabel('Password', { exact: true }).fill('harbour-bridge-42');
    await createAccount(page);
    await page.waitForURL('**/checkout/essentials-quarterly');
    await page.getByRole('button', { name: 'Pay $87' }).waitFor();
    await context.close();
  });
});
