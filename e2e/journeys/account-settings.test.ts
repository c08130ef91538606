import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkMailedTo, signUpByApi } from '../support/accounts.js';
import {
  baseUrl,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';

const WIDE = { width: 1440, height: 900 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Whole-page pictures of each screen for a person to look at, when SCREENS_DIR is set; taken
 * once transitions have finished, so a dialog is not caught fading in.
 */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  // A transition cut short by the next one rejects `finished`; either way it is over.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const signInByApi = async (email: string, password: string) =>
  fetch(`${baseUrl()}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('account settings', () => {
  it('changes details, email and password, shows the sessions, and deletes the account', async () => {
    const email = uniqueEmail('settings');
    const password = 'first-password-11';
    await signUpByApi({ email, password, firstName: 'Robin', lastName: 'Settings' });
    // Another device, signed in before the password changes.
    const phone = await newPage(browser, MOBILE);
    await signIn(phone.page, { email, password });

    const { context, page } = await newPage(browser, WIDE);
    await signIn(page, { email, password });
    await page
      .getByRole('button', { name: /account|Robin/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.getByRole('navigation', { name: 'Account settings' }).waitFor();
    await page.getByRole('link', { name: 'Personal details' }).click();

    // Personal details
    await page.getByLabel('Last name').fill('Changed');
    await page.getByLabel('Phone (optional)').fill('0412 345 678');
    await page.getByLabel('Postcode (optional)').fill('3000');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Your personal details have been saved.').waitFor();
    await shoot(page, 'settings-personal-details-1440');

    // Email: a link to the new address, followed while signed in
    const newEmail = uniqueEmail('moved');
    await page.getByRole('link', { name: 'Email', exact: true }).click();
    await page.getByLabel('New email address').fill(newEmail);
    await page.getByLabel('Your password').fill(password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByTestId('email-change-sent').waitFor();
    await shoot(page, 'settings-email-1440');
    await page.goto(await linkMailedTo(newEmail, '/settings/email/confirm'));
    await page.getByText(`Your email address is now ${newEmail}.`).waitFor();
    await shoot(page, 'settings-email-confirmed-1440');

    // Password: the phone's session ends, this one carries on
    await page.getByRole('link', { name: 'Password', exact: true }).click();
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password', { exact: true }).fill('second-password-22');
    await page.getByLabel('Confirm new password').fill('second-password-22');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/Your password has been changed/).waitFor();
    await shoot(page, 'settings-password-1440');

    // Sessions: only this device is left
    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.getByText('This device').waitFor();
    expect(await page.getByRole('listitem').count()).toBe(1);
    await shoot(page, 'settings-sessions-1440');
    // Opened and thought better of: nothing happens.
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const signOutDialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await signOutDialog.getByLabel('Your password').waitFor();
    await shoot(page, 'settings-sign-out-everywhere-dialog-1440');
    await signOutDialog.getByRole('button', { name: 'Cancel' }).click();
    await signOutDialog.waitFor({ state: 'hidden' });
    await page.getByText('This device').waitFor();
    await phone.page.reload();
    await phone.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await phone.context.close();

    // Delete: what is kept is said first, the password is asked, then it is done
    await page.getByRole('link', { name: 'Delete account' }).click();
    await page.getByText('Tax invoices and payment records').waitFor();
    await shoot(page, 'settings-delete-account-1440');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('second-password-22');
    await shoot(page, 'settings-delete-account-dialog-1440');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByText(/Your account has been deleted/).waitFor();
    await screenshot(page, 'account-settings-deleted');
    expect((await signInByApi(newEmail, 'second-password-22')).status).toBe(401);
    expect((await signInByApi(email, password)).status).toBe(401);
    await context.close();
  });

  it('fits a phone: each settings screen at 375 px', async () => {
    const email = uniqueEmail('narrow');
    const password = 'narrow-password-33';
    await signUpByApi({ email, password, firstName: 'Sam', lastName: 'Narrow' });
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, { email, password });
    const screens = [
      ['/settings/personal-details', 'Personal details', 'settings-personal-details-375'],
      ['/settings/email', 'Email address', 'settings-email-375'],
      ['/settings/password', 'Password', 'settings-password-375'],
      ['/settings/sessions', 'Sessions', 'settings-sessions-375'],
      ['/settings/subscriptions', 'Subscriptions', 'settings-subscriptions-375'],
      ['/settings/delete-account', 'Delete account', 'settings-delete-account-375'],
    ] as const;
    for (const [url, heading, name] of screens) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Nothing wider than the phone: no sideways scrolling of the page itself.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
      await shoot(page, name);
    }
    await page.goto('/settings/sessions');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('dialog', { name: 'Sign out everywhere?' }).waitFor();
    await shoot(page, 'settings-sign-out-everywhere-dialog-375');
    await page.goto('/settings/delete-account');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await shoot(page, 'settings-delete-account-dialog-375');
    await context.close();
  });
});
