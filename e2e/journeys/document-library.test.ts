import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, MOBILE, newPage, screenshot, signIn } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const resultTitles = (page: import('playwright-core').Page) =>
  page.getByTestId('library-results').locator('article h2').allInnerTexts();

describe('document library', () => {
  it('the mobile search panel finds the non-disclosure agreements', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, DEMO.customer);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('How can we help?').waitFor();
    await page.getByLabel('Search legal documents').fill('non-disclosure');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/documents/document-library?q=non-disclosure');
    await page.getByTestId('library-results').waitFor();
    const titles = await resultTitles(page);
    expect(titles.slice(0, 2).sort()).toEqual([
      'Mutual Non-Disclosure Agreement',
      'Non-Disclosure Agreement (One-Way)',
    ]);
    await screenshot(page, 'library-search-mobile');
    await context.close();
  });

  it('filters by category and popularity on desktop', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.customer);
    await page.goto('/documents/document-library?filter=popular');
    await page.getByTestId('library-results').waitFor();
    const popular = await resultTitles(page);
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThanOrEqual(12);

    await page.locator('label', { hasText: /^Popular$/ }).click();
    await page.locator('label', { hasText: 'Directors & officeholders' }).click();
    await page.waitForURL(/category=officeHolder/);
    // Earlier results stay on screen while the filtered ones load: wait until only
    // officeholder documents are shown.
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll('[data-testid="library-results"] article')];
      return (
        cards.length > 0 &&
        cards.every(
          (c) =>
            c.querySelector('[data-testid="category"]')?.textContent ===
            'Directors & officeholders',
        )
      );
    });
    expect(await resultTitles(page)).toContain('Consent to Act as Director');
    await screenshot(page, 'library-officeholder');
    await context.close();
  });
});
