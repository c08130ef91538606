import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import {
  launchBrowser,
  MOBILE,
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

// A company the embedded register always holds: it is generated from a fixed seed.
const COMPANY = { name: 'Coral Legal Services Pty Ltd', abn: '27 088 429 298', acn: '088 429 298' };
const PASSWORD = 'kookaburra-lane-41';

describe('my businesses', () => {
  it('starts empty, refuses a bad ACN, adds a company found by name and opens its details', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('Nair');
    await page.getByLabel('Email').fill(uniqueEmail('priya'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const email = await createAccount(page);

    await page.goto('/businesses/manage-my-business');
    await page.getByRole('heading', { name: 'My businesses', level: 1 }).waitFor();
    await page
      .getByText('You have no businesses yet. Add an existing business to manage it here.')
      .waitFor();

    await page.getByRole('link', { name: 'Add existing business' }).first().click();
    await page.getByRole('heading', { name: 'Add existing business', level: 1 }).waitFor();
    const search = page.getByLabel('Business name, ABN or ACN');

    // Nine digits whose check digit is wrong: named at once, nothing to add.
    await search.fill('088 429 299');
    await page.getByText('Provided ACN is invalid').waitFor();
    expect(await page.getByRole('button', { name: 'Add business' }).isDisabled()).toBe(true);

    await search.fill('Coral Legal Services');
    const option = page.getByRole('radio', { name: COMPANY.name });
    await option.waitFor();
    await option.check();
    await page.getByRole('button', { name: 'Add business' }).click();

    // Adding opens the business's details.
    await page.waitForURL('**/business/*/details');
    await page.getByRole('heading', { name: COMPANY.name, level: 1 }).waitFor();

    await page.goto('/businesses/manage-my-business');
    const list = page.getByRole('list', { name: 'Your businesses' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    const card = list.getByRole('listitem').first();
    expect(await card.innerText()).toContain(`ACN ${COMPANY.acn}`);
    await card.getByRole('link', { name: COMPANY.name }).click();
    await page.getByRole('heading', { name: COMPANY.name, level: 1 }).waitFor();
    const facts = await page.locator('dl').innerText();
    expect(facts).toContain(COMPANY.abn);
    expect(facts).toContain(COMPANY.acn);
    expect(facts).toContain('Australian Private Company');
    await screenshot(page, 'my-businesses-details');
    await context.close();

    // On a phone the list fits the screen, nothing pushed off to the side.
    const phone = await newPage(browser, MOBILE);
    await signIn(phone.page, { email, password: PASSWORD });
    await phone.page.goto('/businesses/manage-my-business');
    await phone.page.getByRole('link', { name: COMPANY.name }).waitFor();
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(phone.page, 'my-businesses-phone');
    await phone.context.close();
  });
});
