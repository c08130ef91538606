import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import { launchBrowser, MOBILE, newPage, screenshot, uniqueEmail } from '../support/browser.js';

// What a new customer meets in the first minutes, in a real browser: the sign-up page's
// promises, a home that starts a document, search by words, every page titled, and a list
// that cannot load saying so with a way to try again.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const resultTitles = (page: import('playwright-core').Page) =>
  page.getByTestId('library-results').locator('article h2').allInnerTexts();

describe('first impressions', () => {
  it('signs up with the terms a link away, lands on a home that starts a document, and finds it by words (phone)', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/sign-up');
    const consent = page.getByTestId('sign-up-consent');
    expect(await consent.getByRole('link', { name: /terms/i }).getAttribute('href')).toBe('/terms');
    expect(await consent.getByRole('link', { name: /privacy/i }).getAttribute('href')).toBe(
      '/privacy',
    );
    await page.getByLabel('First name').fill('Mia');
    await page.getByLabel('Last name').fill('Tran');
    await page.getByLabel('Email').fill(uniqueEmail('mia'));
    await page.getByLabel('Password', { exact: true }).fill('wattle-grove-81');
    await createAccount(page);

    // Home for someone with nothing yet: a search to start a document and a checklist.
    await page.getByTestId('start-document').waitFor();
    await page.getByTestId('onboarding-checklist').waitFor();
    await screenshot(page, 'first-impressions-home-375');
    await page.getByLabel('Find a legal document').fill('lease');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL('**/documents/document-library?q=lease');
    await page.getByTestId('library-results').waitFor();
    const titles = await resultTitles(page);
    // Whole words, titles first: a lease leads, and the deed of release is not offered.
    expect(titles[0]).toMatch(/\blease\b/i);
    expect(titles.some((t) => /release/i.test(t))).toBe(false);
    await context.close();
  });

  it('titles every page in the header, settings and pricing included', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Noah');
    await page.getByLabel('Last name').fill('Pham');
    await page.getByLabel('Email').fill(uniqueEmail('noah'));
    await page.getByLabel('Password', { exact: true }).fill('banksia-ridge-42');
    await createAccount(page);
    for (const path of ['/settings/personal-details', '/settings/password', '/pricing', '/ai']) {
      await page.goto(path);
      const title = page.getByTestId('header-title');
      await title.waitFor();
      await expect
        .poll(async () => (await title.innerText()).trim().length, { timeout: 10_000 })
        .toBeGreaterThan(0);
    }
    await context.close();
  });

  it('shows a list that cannot load at once, with Retry, and keeps the frame', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Ava');
    await page.getByLabel('Last name').fill('Kelly');
    await page.getByLabel('Email').fill(uniqueEmail('ava'));
    await page.getByLabel('Password', { exact: true }).fill('coolabah-creek-17');
    await createAccount(page);

    // The documents list fails on the server's side; everything else still answers.
    let failing = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (failing && /getMyDocuments/.test(body)) {
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            errors: [
              { message: 'Something went wrong on our side.', extensions: { code: 'INTERNAL' } },
            ],
          }),
        });
        return;
      }
      await route.continue();
    });
    await page.goto('/documents/my-documents');
    const error = page.getByTestId('error-state');
    await error.waitFor();
    // The frame stays: the header and the navigation are there beside the error.
    expect(await page.getByTestId('header').isVisible()).toBe(true);
    failing = false;
    await error.getByRole('button').click();
    await page
      .locator('[data-testid="my-document"], [data-testid="my-documents-empty"]')
      .first()
      .waitFor();
    expect(await error.isVisible()).toBe(false);
    await context.close();
  });
});
