import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('password reset', () => {
  it('resets the password through the e-mailed link in the outbox', async () => {
    const email = uniqueEmail('reset');
    const res = await fetch(`${baseUrl()}/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'first-password-11',
        firstName: 'Reset',
        lastName: 'Me',
      }),
    });
    expect(res.status).toBe(201);

    const { context, page } = await newPage(browser);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: /forgot/i }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByText(/we have sent a link/i).waitFor();

    await page.goto('/dev/outbox');
    const mail = page.locator('article', { hasText: email }).first();
    await mail.getByRole('link').click();
    await page.waitForURL('**/reset-password?token=*');
    await page.getByLabel('New password', { exact: true }).fill('second-password-22');
    await page.getByLabel('Confirm new password').fill('second-password-22');
    await page.getByRole('button', { name: /password/i }).click();
    await page.getByText(/your password has been changed/i).waitFor();

    await signIn(page, { email, password: 'second-password-22' });
    await page.getByText('Welcome, Reset').waitFor();
    await screenshot(page, 'password-reset-signed-in');
    await context.close();
  });
});
