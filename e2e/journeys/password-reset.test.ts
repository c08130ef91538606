import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/accounts.js';
import {
  baseUrl,
  DEMO,
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
  it('resets the password through the e-mailed link, which only an admin can read in the outbox', async () => {
    const email = uniqueEmail('reset');
    await signUpByApi({ email, password: 'first-password-11', firstName: 'Reset', lastName: 'Me' });

    const { context, page } = await newPage(browser);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: /forgot/i }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByText(/we have sent a link/i).waitFor();

    // The mail is nobody's business but staff's: no public page, no API without an admin.
    expect((await fetch(`${baseUrl()}/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/api/admin/outbox`)).status).toBe(401);

    const admin = await newPage(browser);
    await signIn(admin.page, DEMO.admin);
    await admin.page.goto('/admin/outbox');
    await admin.page.getByLabel('Recipient').fill(email);
    const mail = admin.page
      .getByTestId('outbox-mail')
      .filter({ hasText: email })
      .filter({ hasText: 'Reset your Clausewell password' })
      .first();
    const link = await mail.getByRole('link').getAttribute('href');
    expect(link).toMatch(/\/reset-password\?token=/);
    await screenshot(admin.page, 'admin-outbox');
    await admin.context.close();

    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('second-password-22');
    await page.getByLabel('Confirm new password').fill('second-password-22');
    await page.getByRole('button', { name: /password/i }).click();
    await page.getByText(/your password has been changed/i).waitFor();

    await signIn(page, { email, password: 'second-password-22' });
    await page.getByText('Welcome, Reset').waitFor();
    await screenshot(page, 'password-reset-signed-in');

    // A customer who opens the outbox's address is told it is not for them.
    await page.goto('/admin/outbox');
    await page.getByText('You do not have access to this.').waitFor();
    await context.close();
  });
});
