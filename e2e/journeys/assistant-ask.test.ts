import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/accounts.js';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';

// A customer asks the assistant a first question from the home page and checks where the
// answer comes from: each numbered citation links to the official source it rests on.

const QUESTION = 'Do I need an ABN to start a business?';
// Sources the assistant may cite are government and regulator sites, never our own pages.
const OFFICIAL = /^https:\/\/([a-z0-9-]+\.)*gov\.au(\/|$)/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function customer(firstName: string) {
  const account = { email: uniqueEmail(firstName.toLowerCase()), password: 'harbour-lights-42' };
  await signUpByApi({ ...account, firstName, lastName: 'Asker' });
  return account;
}

/** Asks from the home page through the header's AI button; answers the finished answer. */
async function askFromHome(page: Page) {
  await page.goto('/');
  await page.getByTestId('header').getByRole('button', { name: 'AI assistant' }).click();
  await page.waitForURL('**/ai?mode=ask');
  await page.getByRole('heading', { name: 'AI assistant' }).waitFor();
  await page.getByRole('textbox', { name: 'Your question' }).fill(QUESTION);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  expect(await page.getByTestId('ai-question').innerText()).toBe(QUESTION);
  const answer = page.getByTestId('ai-answer').last();
  // The answer streams in; it is finished once the customer may rate it.
  await answer
    .getByRole('button', { name: 'Helpful answer', exact: true })
    .waitFor({ timeout: 30_000 });
  return answer;
}

describe('asking the assistant', () => {
  it('answers a first question with numbered citations that link to official sources', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, await customer('Noor'));
    const answer = await askFromHome(page);

    expect((await answer.innerText()).toLowerCase()).toContain('abn');
    // Each [n] in the text is a link to the source of that number.
    const inline = answer.getByRole('link', { name: /^Source \d+: / });
    expect(await inline.count()).toBeGreaterThan(0);
    const first = inline.first();
    expect(await first.innerText()).toMatch(/^\[\d+\]$/);
    const href = await first.getAttribute('href');
    expect(href).toMatch(OFFICIAL);
    // A source opens in its own tab, so following it never loses the conversation.
    expect(await first.getAttribute('target')).toBe('_blank');
    expect(await first.getAttribute('rel')).toContain('noopener');

    // The numbered list of sources names the same source under the same address.
    const sources = answer.getByRole('navigation', { name: 'Sources' }).getByRole('link');
    const cited = Number(/^\[(\d+)\]$/.exec(await first.innerText())?.[1]);
    const listed = sources.nth(cited - 1);
    expect(await listed.getAttribute('href')).toBe(href);
    const label = await first.getAttribute('aria-label');
    expect(label).toBe(`Source ${cited}: ${await listed.innerText()}`);
    for (const link of await sources.all())
      expect(await link.getAttribute('href')).toMatch(OFFICIAL);
    await screenshot(page, 'assistant-ask');
    await context.close();
  });

  it('reads and links the same way at phone width', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, await customer('Omar'));
    const answer = await askFromHome(page);
    const first = answer.getByRole('link', { name: /^Source \d+: / }).first();
    expect(await first.getAttribute('href')).toMatch(OFFICIAL);
    // Nothing scrolls sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
    await screenshot(page, 'assistant-ask-mobile');
    await context.close();
  });
});
