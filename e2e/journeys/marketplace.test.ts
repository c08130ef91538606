import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/accounts.js';
import {
  DEMO,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';
import { choose, SECOND_LAWYER, saveTestCard, sendQuote } from '../support/marketplace.js';

// A customer posts a brief, the two seeded lawyers quote, the customer compares and pays for
// one with a sandbox card, they chat (each side sees the other's words arrive without a
// reload), the lawyer delivers, the customer accepts, and the lawyer's payouts ledger shows
// the fee less the platform's 15%; the customer rates the lawyer, whose Dashboard shows it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the quotes marketplace', () => {
  it('from a posted brief through two quotes, payment, chat and delivery to the lawyer’s payout', async () => {
    const customer = { email: uniqueEmail('jo'), password: 'harbour-lights-42' };
    await signUpByApi({ ...customer, firstName: 'Jo', lastName: 'Cafe' });
    const title = `Cafe lease review ${customer.email.split('@')[0]}`;

    // The customer posts a brief and has a card saved.
    const jo = await newPage(browser);
    await signIn(jo.page, customer);
    await saveTestCard(jo.page);
    await jo.page.goto('/quotes');
    // The first page of a run may wait for a busy server.
    await jo.page
      .getByRole('heading', { name: 'Get quotes from lawyers' })
      .waitFor({ timeout: 30_000 });
    await choose(jo.page, 'Area of law', 'Leasing');
    await choose(jo.page, 'State or territory', 'NSW');
    await jo.page.getByLabel('Title').fill(title);
    await jo.page
      .getByLabel('What do you need?')
      .fill('A five year retail lease for my cafe in Newtown. I want to know what I am signing.');
    await jo.page.getByLabel('Budget from ($)').fill('500');
    await jo.page.getByLabel('Budget to ($)').fill('1500');
    await jo.page.getByRole('button', { name: 'Post brief' }).click();
    const brief = jo.page.getByRole('article', { name: title });
    await brief.waitFor();

    // Two lawyers quote: Priya on a computer, Marcus on a phone.
    const priya = await newPage(browser);
    await signIn(priya.page, DEMO.lawyer);
    await sendQuote(priya.page, { title, feeDollars: 900, days: 5 });
    const marcus = await newPage(browser, MOBILE);
    await signIn(marcus.page, SECOND_LAWYER);
    await sendQuote(marcus.page, { title, feeDollars: 1200, days: 3 });
    await marcus.page.goto('/my-briefs/quoted');
    await marcus.page.getByRole('article', { name: title }).waitFor();
    await screenshot(marcus.page, 'marketplace-lawyer-quoted-phone');
    await marcus.context.close();

    // The customer compares them side by side, cheapest first, and pays for Priya's.
    await jo.page.reload();
    const cards = brief.getByTestId('quote-card');
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);
    expect(await cards.nth(0).innerText()).toContain('Priya Shah');
    expect(await cards.nth(1).innerText()).toContain('Marcus Bell');
    await screenshot(jo.page, 'marketplace-compare-quotes');
    await cards.nth(0).getByRole('button', { name: 'Accept and pay $900' }).click();
    const pay = jo.page.getByRole('dialog', { name: /Accept Priya Shah’s quote/ });
    await pay.getByText('Visa ending 4242').waitFor();
    await pay.getByRole('button', { name: 'Pay and accept' }).click();
    await jo.page.getByText('Quote accepted. Priya Shah can start.').waitFor();
    await brief.getByTestId('job-panel').getByText('Quote accepted').waitFor();

    // They chat; each sees the other's message arrive while the page stays open.
    await jo.page.goto('/quick-quote/messages');
    await priya.page.goto('/quick-quote/messages');
    await jo.page
      .getByRole('navigation', { name: 'Conversations' })
      .getByText('Priya Shah')
      .click();
    await priya.page.getByRole('navigation', { name: 'Conversations' }).getByText(title).click();
    await jo.page.getByLabel('Your message').fill('Thank you. The lease is attached to my brief.');
    await jo.page.getByRole('button', { name: 'Send' }).click();
    const priyaLog = priya.page.getByTestId('chat-log');
    await priyaLog.getByText('Thank you. The lease is attached to my brief.').waitFor();
    await priya.page.getByLabel('Your message').fill('Got it. I will start today.');
    await priya.page.getByRole('button', { name: 'Send' }).click();
    await jo.page.getByTestId('chat-log').getByText('Got it. I will start today.').waitFor();

    // Priya starts and delivers.
    await priya.page.goto('/my-briefs/won');
    const won = priya.page.getByRole('article', { name: title });
    await won.getByText('Client: Jo Cafe', { exact: false }).waitFor();
    await won.getByRole('button', { name: 'Start work' }).click();
    await won.getByRole('button', { name: 'Mark as done' }).click();
    await won.getByText('Delivered, waiting for the client').waitFor();

    // The customer accepts the work, which releases the money.
    await jo.page.goto('/quotes');
    const job = jo.page.getByRole('article', { name: title }).getByTestId('job-panel');
    await job.getByRole('button', { name: 'Accept the work' }).click();
    await job.getByText('Complete').waitFor();

    // And rates Priya: the stars are required, title and text are not, the terms are.
    await job.getByRole('button', { name: 'Rate Priya Shah' }).click();
    const review = jo.page.getByRole('dialog', { name: 'How was your experience?' });
    await review.getByRole('button', { name: 'Submit review' }).click();
    await review.getByText('Your rating is required').waitFor();
    // The fifth star, clicked as a mouse user would (its radio is visually hidden).
    const star = await review.getByRole('radio', { name: '5 stars' }).getAttribute('id');
    await review.locator(`label[for="${star}"]`).click();
    await review.getByLabel('Title (optional)').fill('Clear and quick');
    await review.getByLabel(/I agree to the terms/).check();
    await screenshot(jo.page, 'marketplace-review');
    await review.getByRole('button', { name: 'Submit review' }).click();
    await jo.page.getByText('Your review has been successfully submitted').waitFor();
    await job.getByTestId('job-review').getByText('Clear and quick').waitFor();

    // Priya's Dashboard counts it, and her ledger shows $900 less the 15% platform fee.
    await priya.page.goto('/');
    await priya.page.getByTestId('figure-rating').getByText('5.0 of 5 (1 review)').waitFor();
    expect(await priya.page.getByTestId('figure-payouts-due').textContent()).toContain('$765');
    await priya.page.goto('/my-clients/payouts');
    const row = priya.page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).map((s) => s.trim())).toEqual([
      title,
      '$900',
      '$135',
      '$765',
      'Due to you',
    ]);
    await screenshot(priya.page, 'marketplace-payouts');
    await priya.context.close();
    await jo.context.close();
    // Three people and a dozen pages: longer than one page's journey.
  }, 240_000);
});
