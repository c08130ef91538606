import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage, screenshot, signIn } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('impersonation', () => {
  it('an admin views the product as a customer and ends it with one click', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/admin/users');
    await page.getByRole('searchbox').fill('customer@clausewell.test');
    await page.getByRole('button', { name: 'Impersonate Olivia Nguyen' }).click();

    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(
      'You are viewing as Olivia Nguyen (customer@clausewell.test)',
    );
    await page.getByText('Welcome, Olivia').waitFor();
    await screenshot(page, 'impersonating-customer');

    await banner.getByRole('button', { name: 'End impersonation' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.waitForURL('**/admin/users');
    await context.close();
  });
});
