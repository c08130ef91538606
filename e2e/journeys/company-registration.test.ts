import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
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
import { payAndLodge, REGISTERED_NUMBERS } from '../support/company.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'kookaburra-lane-41';
const WIDE = { width: 1440, height: 900 };

// Letters only, so every run proposes a name the register has not seen.
function uniqueName() {
  const letters = [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return `Wattlebird ${letters[0]!.toUpperCase()}${letters.slice(1)} Joinery Pty Ltd`;
}

async function fillAddress(page: Page, legend: string, line1: string) {
  await page.getByLabel(`${legend}: street address`).fill(line1);
  await page.getByLabel(`${legend}: suburb`).fill('Sydney');
  await page.getByLabel(`${legend}: postcode`).fill('2000');
}

describe('company registration', () => {
  it('registers a company from the name check to Registered, and finds it in My businesses with its ACN', async () => {
    const { context, page } = await newPage(browser, WIDE);
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Mia');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByLabel('Email').fill(uniqueEmail('mia'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const email = await createAccount(page);
    const companyName = uniqueName();

    await page.goto('/solutions/business-solutions/company');
    await page.getByRole('button', { name: 'Start my application' }).click();

    // Name: checked against the register first.
    await page.getByRole('textbox', { name: /Company name/ }).fill(companyName);
    await page.getByRole('button', { name: 'Check availability' }).click();
    await page.getByText(/ is available$/).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Offices.
    await fillAddress(page, 'Registered office', '12 Harbour Street');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Officeholders: one director who is also the secretary.
    const holder = page.getByRole('region', { name: 'Officeholder 1' });
    await holder.getByLabel('Secretary').check();
    await holder.getByLabel('Given names').fill('Mia');
    await holder.getByLabel('Family name').fill('Nguyen');
    await holder.getByLabel('Date of birth').fill('1990-05-04');
    await holder.getByLabel('Town of birth').fill('Hobart');
    await holder.getByLabel('Country of birth').fill('Australia');
    await holder.getByLabel('Director ID').fill('036123456789012');
    await fillAddress(page, 'Officeholder 1 residential address', '7 Home Road');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Shareholders: the director holds every share.
    await page.getByLabel('Shareholder 1 name').fill('Mia Nguyen');
    await fillAddress(page, 'Shareholder 1 address', '7 Home Road');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Pay and lodge: the fees itemised, a card whose charge fails lodges nothing.
    const pay = page.getByRole('region', { name: 'Pay and lodge' });
    await pay.getByText('Includes GST of $63.55').waitFor();
    expect(await pay.getByTestId('registration-total').innerText()).toBe('$1,296.00');
    await screenshot(page, 'company-registration-pay');
    await payAndLodge(page, '4000 0000 0000 0341');
    await page.getByText('Your last payment did not go through').waitFor();
    expect(await page.getByText('Your company is registered').count()).toBe(0);

    // Another card: paid, lodged and registered.
    await payAndLodge(page, '4242 4242 4242 4242');
    await page.getByText('Your company is registered').waitFor();
    const timeline = page.getByLabel('Application timeline');
    await timeline.getByText('Registered', { exact: true }).waitFor();
    const registered = await page.getByText(REGISTERED_NUMBERS).innerText();
    const [, spacedAcn, spacedAbn] = REGISTERED_NUMBERS.exec(registered)!;
    expect(spacedAbn).toMatch(/^\d{2} \d{3} \d{3} \d{3}$/);
    const acn = spacedAcn!.replaceAll(' ', '');
    await screenshot(page, 'company-registration-registered');

    await page.goto('/businesses/manage-my-business');
    const list = page.getByRole('list', { name: 'Your businesses' });
    await list.waitFor();
    const card = list.getByRole('listitem').filter({ hasText: companyName });
    await card.waitFor();
    expect(await card.innerText()).toContain(
      `ACN ${acn.slice(0, 3)} ${acn.slice(3, 6)} ${acn.slice(6)}`,
    );

    // The payment's invoice is with the customer's others.
    await page.goto('/settings/subscriptions');
    const invoices = page.getByRole('list', { name: 'Other invoices' });
    await invoices.getByText('Total $1,296').waitFor();
    await context.close();

    // On a phone the wizard's first step fits the screen.
    const phone = await newPage(browser, MOBILE);
    await signIn(phone.page, { email, password: PASSWORD });
    await phone.page.goto('/solutions/business-solutions/company');
    await phone.page.getByRole('button', { name: 'Start my application' }).click();
    await phone.page.getByRole('textbox', { name: /Company name/ }).waitFor();
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(phone.page, 'company-registration-phone');
    await phone.context.close();
  });
});
