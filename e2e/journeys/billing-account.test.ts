import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, createAccount } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import {
  baseUrl,
  DESKTOP,
  launchBrowser,
  newPage,
  screenshot,
  serverNow,
  uniqueEmail,
} from '../support/browser.js';

// Managing a plan once bought: the billing warning banner (agreement, failed payment,
// expiring card), cancel and keep, cancel now and resubscribe, sign the plan agreement.
// Plans are bought through the API from the page (the way the checkout does it) so these
// journeys stay about managing them. The past-due journey moves the server's test clock, so
// it runs last.

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'kookaburra-ridge-41';

async function signUp(page: Page, first: string): Promise<string> {
  const email = uniqueEmail(first.toLowerCase());
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill('Harper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await createAccount(page);
  return email;
}

type TCard = { number: string; expMonth: number; expYear: number };

/** Saves a card with the sandbox gateway and buys `handle` with it, as the checkout does. */
async function buyPlan(page: Page, handle: string, card: TCard) {
  return page.evaluate(
    async ({ handle, card }) => {
      const token = window.localStorage.getItem('auth-token');
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const gql = async (query: string, variables: Record<string, unknown> = {}) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers,
          body: JSON.stringify({ query, variables }),
        });
        const body = await response.json();
        if (body.errors?.length) throw new Error(body.errors[0].message);
        return body.data;
      };
      const { createSetupIntent: intent } = await gql(
        'query { createSetupIntent { intentId clientSecret stripeCustomerId } }',
      );
      const confirm = await fetch(`/sandbox-gateway/setup-intents/${intent.intentId}/confirm`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          clientSecret: intent.clientSecret,
          card: { ...card, cvc: '123', name: 'Test Customer' },
        }),
      });
      const { paymentMethodId } = await confirm.json();
      const { createSubscription } = await gql(
        `mutation($p: PaymentProfileInput!, $s: String, $k: String) {
          createSubscription(paymentProfile: $p, setupIntentId: $s, idempotencyKey: $k) {
            subscription { id state } successType
          }
        }`,
        {
          p: {
            paymentMethodId,
            stripeCustomerId: intent.stripeCustomerId,
            pricePointHandle: handle,
          },
          s: intent.intentId,
          k: crypto.randomUUID(),
        },
      );
      return createSubscription as { subscription: { id: string; state: string } };
    },
    { handle, card },
  );
}

/** Month and year on Sydney's calendar, as the server judges them. */
function sydneyMonth(at: Date): { month: number; year: number; words: string } {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const words = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    month: 'long',
    year: 'numeric',
  }).format(at);
  return { month: part('month'), year: part('year'), words };
}

// Three years after the day the server's clock started (TEST_NOW), whatever day the run is.
const FAR_EXPIRY = { expMonth: 12, expYear: new Date(inject('testNow')).getUTCFullYear() + 3 };
const DAY = 24 * 60 * 60 * 1000;

describe('managing subscriptions', () => {
  it('warns about a card that expires this month', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signUp(page, 'Mia');
    const { month, year } = sydneyMonth(await serverNow());
    await buyPlan(page, 'standard-annual-plan-current', {
      number: '4242424242424242',
      expMonth: month,
      expYear: year,
    });
    await page.goto('/documents/my-documents');
    const banner = page.getByTestId('billing-banner');
    await expect
      .poll(() => banner.innerText())
      .toContain(
        'Your card ending in 4242 expires this month. Please update your payment details to avoid any interruption.',
      );
    await banner.getByRole('link', { name: 'Update card' }).click();
    await page.waitForURL('**/settings/subscriptions');
    const plan = page.getByRole('listitem', { name: 'Essentials' });
    const expiry = `${String(month).padStart(2, '0')}/${year}`;
    await plan.getByText(`Visa ending in 4242, expires ${expiry}`).waitFor();
    await screenshot(page, 'billing-card-expiring');

    // The first invoice, paid, and its PDF.
    await plan.getByRole('button', { name: 'Invoices (1)' }).click();
    const invoice = plan.getByTestId('invoice');
    await invoice.getByText('Paid').waitFor();
    expect(await invoice.innerText()).toContain('Total $299');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoice.getByRole('button', { name: /^Download invoice / }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A new card saved in another tab reaches this one by the live push, without a reload.
    await page.goto('/documents/my-documents');
    await banner.waitFor();
    const other = await context.newPage();
    await other.goto('/documents/my-documents');
    await other.evaluate(async () => {
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${window.localStorage.getItem('auth-token')}`,
      };
      const response = await fetch('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: '{ createSetupIntent { intentId clientSecret } }' }),
      });
      const intent = (await response.json()).data.createSetupIntent;
      await fetch(`/sandbox-gateway/setup-intents/${intent.intentId}/confirm`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          clientSecret: intent.clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'M' },
        }),
      });
      await fetch('/stripe/update-intent', {
        method: 'POST',
        headers,
        body: JSON.stringify({ setupIntentId: intent.intentId }),
      });
    });
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });

  it('cancels at the end of the period and keeps the plan, then cancels now and resubscribes (phone)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signUp(page, 'Leo');
    await buyPlan(page, 'standard-annual-plan-current', {
      number: '4242424242424242',
      ...FAR_EXPIRY,
    });
    await page.goto('/settings/subscriptions');
    const plan = page.getByRole('listitem', { name: 'Essentials' });
    await expect.poll(() => plan.getByTestId('subscription-state').textContent()).toBe('Active');
    await plan.getByText(/^Renews on \d{2}\/\d{2}\/\d{4} for \$299$/).waitFor();

    await plan.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Essentials' });
    expect(await dialog.getByLabel('At the end of the billing period').isChecked()).toBe(true);
    await dialog.getByLabel('Anything else you would like to tell us?').fill('Trying it later');
    await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.getByText(/^Essentials will end on \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
    const notice = plan.getByTestId('delayed-cancellation');
    await notice
      .getByText(
        /This plan is set to cancel at the end of the billing period, on \d{2}\/\d{2}\/\d{4}\./,
      )
      .waitFor();
    await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
    await screenshot(page, 'billing-delayed-cancellation-phone');
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await notice.getByRole('button', { name: 'Keep my plan' }).click();
    await page.getByText('Plan successfully reactivated').first().waitFor();
    await notice.waitFor({ state: 'detached' });

    await plan.getByRole('button', { name: 'Cancel plan' }).click();
    await dialog.getByLabel('Now').check();
    await dialog.getByRole('button', { name: 'Cancel now' }).click();
    await page.getByText('Essentials has been cancelled.').waitFor();
    await expect.poll(() => plan.getByTestId('subscription-state').textContent()).toBe('Cancelled');

    await plan.getByRole('button', { name: 'Resubscribe' }).click();
    const offer = page.getByRole('dialog', { name: 'Resubscribe Essentials' });
    await offer.getByText('Essentials restarts today at $299 per year.').waitFor();
    await offer.getByRole('button', { name: 'Resubscribe' }).click();
    await page
      .getByText(/^Plan successfully (resubscribed|reactivated)$/)
      .first()
      .waitFor();
    await expect.poll(() => plan.getByTestId('subscription-state').textContent()).toBe('Active');
    await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
    await screenshot(page, 'billing-resubscribed-phone');
    await context.close();
  });

  it("signs the plan agreement from the 'Complete your setup' banner", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signUp(page, 'Ava');
    await buyPlan(page, 'legal-advice-plan-quarterly', {
      number: '4242424242424242',
      ...FAR_EXPIRY,
    });
    await page.goto('/documents/my-documents');
    const banner = page.getByTestId('billing-banner');
    await banner.getByText(/^Complete your setup/).waitFor();
    await banner.getByRole('link', { name: 'Sign agreement' }).click();
    await page.waitForURL('**/subscription-plan-agreement?**');
    await page.getByRole('heading', { level: 1, name: 'Your plan agreement' }).waitFor();
    await page.getByRole('article').waitFor();
    await screenshot(page, 'billing-agreement');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The banner is not shown over the agreement it asks for.
    expect(await banner.count()).toBe(0);

    await page.getByLabel('Your full name').fill('Ava Harper');
    await page.getByLabel('I have read and agree to the Legal Advice plan agreement').check();
    await page.getByRole('button', { name: 'Sign agreement' }).click();
    await page.waitForURL('**/documents/my-documents');
    await page.getByText('Agreement signed. Thank you.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'My documents' }).waitFor();
    await expect.poll(() => banner.count()).toBe(0);

    // The plan no longer asks for its agreement.
    await page.goto('/settings/subscriptions');
    const plan = page.getByRole('listitem', { name: 'Legal Advice' });
    await plan.getByTestId('subscription-state').waitFor();
    expect(await plan.getByText('Sign your plan agreement to complete your setup.').count()).toBe(
      0,
    );
    await screenshot(page, 'billing-agreement-signed');
    await context.close();
  });

  it('shows the failed-payment warning with month and year once a trial renewal fails, and the new card fixes it', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const email = await signUp(page, 'Noah');
    const bought = await buyPlan(page, 'acn-annual-plan-unlimited', {
      number: '4000000000000341',
      ...FAR_EXPIRY,
    });
    expect(bought.subscription.state).toBe('trialing');
    // Accepted for the trial, but the first charge after it fails.
    const now = (await serverNow()).getTime();
    const months = [7, 8].map((days) => sydneyMonth(new Date(now + days * DAY)).words);

    // The test clock moves every customer's clock, so only staff may turn it.
    const advance = (token: string) =>
      fetch(`${baseUrl()}/sandbox-gateway/test-clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ days: 8 }),
      });
    const customerToken = await page.evaluate(() => window.localStorage.getItem('auth-token'));
    expect((await advance(customerToken!)).status).toBe(403);
    expect((await advance(await adminToken())).status).toBe(200);
    // Eight idle days end the session, as they would for a real customer: sign in again.
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('header').waitFor();
    const banner = page.getByTestId('billing-banner');
    await banner.waitFor();
    const text = await banner.innerText();
    expect(text).toMatch(
      new RegExp(
        `Your payment for (${months.join('|')}) failed\\. Please update your payment details to keep your plan active\\.`,
      ),
    );
    await screenshot(page, 'billing-payment-failed');

    await banner.getByRole('link', { name: 'Update payment details' }).click();
    const plan = page.getByRole('listitem', { name: 'Company plan' });
    await expect
      .poll(() => plan.getByTestId('subscription-state').textContent())
      .toBe('Payment overdue');
    await plan.getByRole('button', { name: 'Update card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update card' });
    await dialog.getByRole('button', { name: 'Test cards' }).click();
    await dialog.getByText('4242 4242 4242 4242').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByLabel('Card number').fill('4242424242424242');
    await dialog.getByLabel('Expiry (MM/YY)').fill(`12${String(FAR_EXPIRY.expYear).slice(2)}`);
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await page
      .getByText('Card updated. Your payment went through and Company plan is active again.')
      .waitFor();
    await expect.poll(() => plan.getByTestId('subscription-state').textContent()).toBe('Active');
    await expect.poll(() => banner.count()).toBe(0);
    await context.close();
  });
});
