import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo, signUpByApi } from '../support/accounts.js';
import {
  baseUrl,
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  serverNow,
  signIn,
  uniqueEmail,
} from '../support/browser.js';

// A customer on the Legal Advice plan books a video call with a lawyer for the next working
// day and is sent the confirmation; one without the plan is shown the way to it instead. The
// outbox keeps a mail's text but not its attachments, so the invite file itself is checked by
// the server's booking tests; here the customer is told it was sent.

const ZONE = 'Australia/Sydney';
const LAWYER = 'Juniper Quillfeather';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A page whose browser keeps Sydney time and reads the server's clock, as newPage does. */
async function sydneyPage(viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), timezoneId: ZONE });
  await context.clock.install({ time: await serverNow() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

async function api(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A confirmed customer; with `plan`, holding it (paid by test card, agreement signed). */
async function customer(firstName: string, plan?: string) {
  const account = { email: uniqueEmail(firstName.toLowerCase()), password: 'harbour-lights-42' };
  await signUpByApi({ ...account, firstName, lastName: 'Client' });
  if (!plan) return account;
  // Buying through the checkout is billing's journey; here the plan is bought as the page would.
  const signedIn = await fetch(`${baseUrl()}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const intent = (await api(token, '{ createSetupIntent { intentId clientSecret } }'))
    .createSetupIntent as { intentId: string; clientSecret: string };
  const confirmed = await fetch(
    `${baseUrl()}/sandbox-gateway/setup-intents/${intent.intentId}/confirm`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        clientSecret: intent.clientSecret,
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
      }),
    },
  );
  const { paymentMethodId } = (await confirmed.json()) as { paymentMethodId: string };
  const bought = await api(
    token,
    'mutation($p: PaymentProfileInput!) { createSubscription(paymentProfile: $p) { subscription { id } } }',
    { p: { paymentMethodId, pricePointHandle: plan } },
  );
  await api(
    token,
    'mutation($s: String!) { signSubscriptionAgreement(subscriptionId: $s, signatureName: "Lena Client") { signed } }',
    { s: bought.createSubscription.subscription.id },
  );
  return account;
}

/** The first Monday-to-Friday after the server's today, as the date picker names it. */
async function nextWorkingDay(): Promise<string> {
  const weekday = new Intl.DateTimeFormat('en-AU', { timeZone: ZONE, weekday: 'short' });
  const label = new Intl.DateTimeFormat('en-AU', {
    timeZone: ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  let day = new Date((await serverNow()).getTime() + 24 * 60 * 60 * 1000);
  while (['Sat', 'Sun'].includes(weekday.format(day))) {
    day = new Date(day.getTime() + 24 * 60 * 60 * 1000);
  }
  return label.format(day);
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describe('booking a consultation', () => {
  it('a Legal Advice customer books a video call for the next working day and is mailed the confirmation', async () => {
    const account = await customer('Lena', 'legal-advice-plan-quarterly');
    const { context, page } = await sydneyPage(DESKTOP);
    await signIn(page, account);
    await page.goto('/consultations/new-consultation');
    await page.getByRole('heading', { name: 'Book a consultation' }).waitFor();

    await page.getByRole('textbox', { name: 'Lawyer' }).click();
    await page.getByRole('option', { name: new RegExp(`^${LAWYER}, `) }).click();
    await page.getByTestId('advisor-summary').waitFor();
    const day = await nextWorkingDay();
    await page.getByRole('textbox', { name: 'Date' }).click();
    await page.getByRole('option', { name: day, exact: true }).click();
    const times = page.getByRole('group', { name: `Times on ${day} (${ZONE})` });
    const slot = times.getByRole('radio').first();
    const time = await times.locator('label').first().innerText();
    await times.locator('label').first().click();
    expect(await slot.isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Video call' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Topic' }).fill('Reviewing my shop lease');
    await page
      .getByRole('textbox', { name: 'Your question (optional)' })
      .fill('The landlord wants a five-year term with a personal guarantee.');
    await screenshot(page, 'consultation-booking');
    await page.getByRole('button', { name: 'Book consultation' }).click();

    await page.waitForURL('**/consultations/my-consultations');
    await page
      .getByText('Your consultation is booked. We have e-mailed you a calendar invite.')
      .waitFor();
    await page.getByRole('tab', { name: 'Upcoming (1)' }).waitFor();
    const card = page.getByTestId('consultation');
    expect(await card.count()).toBe(1);
    const shown = await card.innerText();
    expect(shown).toContain(LAWYER);
    expect(shown).toContain(`${day}`);
    expect(shown).toContain(time);
    expect(shown).toContain('Video call · Reviewing my shop lease');
    expect(
      await card.getByRole('link', { name: 'Join the video call' }).getAttribute('href'),
    ).toMatch(/^https:\/\/\S+\/clausewell-[a-z0-9-]+$/);
    await screenshot(page, 'consultation-booked');

    // The confirmation names the lawyer, the day, the topic and the room.
    const mails = await mailTo(account.email);
    const booked = mails.find((m) => m.subject === `Booked: your consultation with ${LAWYER}`);
    expect(booked?.text).toContain(`Your consultation with ${LAWYER} is booked for ${day}`);
    expect(booked?.text).toContain('Topic: Reviewing my shop lease');
    expect(booked?.text).toMatch(/Join the video call: https:\/\/\S+\/clausewell-/);
    expect(booked?.text).toContain(`${baseUrl()}/consultations/my-consultations`);
    await context.close();
  });

  it('a customer without the plan is shown the way to it (phone width)', async () => {
    const account = await customer('Theo');
    const { context, page } = await sydneyPage(MOBILE);
    await signIn(page, account);
    await page.goto('/consultations/new-consultation');
    const upgrade = page.getByTestId('consultation-upgrade');
    await upgrade.waitFor();
    expect(await upgrade.innerText()).toContain(
      'Consultations with a lawyer come with the Legal Advice plan. Upgrade your plan to book one.',
    );
    expect(await page.getByRole('textbox', { name: 'Lawyer' }).count()).toBe(0);
    await noSidewaysScroll(page, MOBILE.width);
    await screenshot(page, 'consultation-upgrade-mobile');
    await upgrade.getByRole('link', { name: 'See the Legal Advice plan' }).click();
    await page.waitForURL('**/pricing?tab=legal-advice-plan-quarterly');
    expect(
      await mailTo(account.email).then((m) => m.filter((x) => x.subject.startsWith('Booked'))),
    ).toEqual([]);
    await context.close();
  });
});
