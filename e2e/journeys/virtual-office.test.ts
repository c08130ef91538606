import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import {
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  serverNow,
  uniqueEmail,
} from '../support/browser.js';

/** A card expiry three years after the server's today, whatever day the run is on. */
async function cardExpiry(): Promise<string> {
  const now = await serverNow();
  return `12/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// A company the embedded register always holds (it is generated from a fixed seed), and one
// no other journey adds: a business belongs to one account only.
const COMPANY = { name: 'Darwin Cleaning Partners Pty Ltd', acn: '243 359 257' };
const MELBOURNE = 'Level 8, 350 Collins Street, Melbourne VIC 3000';

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    MOBILE.width,
  );
}

/** A signature drawn with the mouse: two strokes across the canvas. */
async function drawSignature(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature canvas is not on screen');
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.45, 0.35],
    [0.6, 0.65],
    [0.75, 0.3],
    [0.9, 0.55],
  ] as const) {
    await page.mouse.move(...at(fx, fy), { steps: 5 });
  }
  await page.mouse.up();
  await page.mouse.move(...at(0.3, 0.8));
  await page.mouse.down();
  await page.mouse.move(...at(0.7, 0.8), { steps: 8 });
  await page.mouse.up();
}

describe('virtual office', () => {
  it('a new customer on a phone gets a virtual office for a company and signs its authorisation', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Mei');
    await page.getByLabel('Last name').fill('Tanaka');
    await page.getByLabel('Email').fill(uniqueEmail('mei'));
    await page.getByLabel('Password', { exact: true }).fill('collins-street-350');
    await createAccount(page);

    // The company joins the customer's businesses first.
    await page.goto('/businesses/manage-my-business');
    await page.getByRole('link', { name: 'Add existing business' }).first().click();
    await page.getByLabel('Business name, ABN or ACN').fill('Darwin Cleaning Partners');
    const option = page.getByRole('radio', { name: COMPANY.name });
    await option.waitFor();
    await option.check();
    await page.getByRole('button', { name: 'Add business' }).click();
    await page.waitForURL('**/business/*/details');

    // Choosing the company, a CBD office and the quarterly plan.
    await page.goto('/businesses/virtual-office');
    await page.getByRole('heading', { name: 'Virtual Office', level: 1 }).waitFor();
    await page.getByText('You have no virtual office yet. Choose one below.').waitFor();
    const mine = page.getByRole('radio', { name: COMPANY.name });
    await mine.waitFor();
    await mine.check();
    await page.getByRole('button', { name: 'Use this business' }).click();
    expect(await page.getByTestId('chosen-business').innerText()).toBe(COMPANY.name);
    await page.getByRole('radio', { name: 'Melbourne' }).check();
    await page.getByRole('radio', { name: /^Quarterly:/ }).check();
    await fitsThePhone(page);
    await screenshot(page, 'virtual-office-choose-phone');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The sandbox card pays for the plan.
    await page.waitForURL(/\/checkout\/virtual-office-quarterly\?virtualOfficeId=/);
    await page.getByTestId('order-summary').waitFor();
    const form = page.getByRole('form', { name: 'Payment details' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill(await cardExpiry());
    await form.getByLabel('CVC').fill('123');
    await form.getByLabel('Name on card').fill('Mei Tanaka');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/payment-success\?type=virtualOffice(Company)?&/);
    const card = page.getByTestId('virtual-office-card');
    await card.waitFor();
    await card.getByRole('link', { name: 'Manage your virtual office' }).click();

    // Paid, not yet authorised: the office waits for the signed authorisation.
    await page.getByRole('heading', { name: 'Virtual office', level: 1 }).waitFor();
    await page.getByText('Waiting for payment and authorisation').waitFor();
    const officePath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Sign the authorisation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Virtual office authorisation' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(MELBOURNE);

    await dialog.getByLabel('First name').fill('Mei');
    await dialog.getByLabel('Last name').fill('Tanaka');
    await dialog.getByRole('checkbox', { name: 'Director' }).check();
    await dialog.getByRole('checkbox', { name: 'Director' }).uncheck();
    await dialog.getByText('Please select at least one role').waitFor();
    await dialog.getByRole('checkbox', { name: 'Director' }).check();
    await dialog.getByRole('checkbox', { name: 'Secretary' }).check();

    const signed = dialog.getByText('Signature added.');
    expect(await dialog.getByText('No signature yet.').count()).toBe(1);
    await drawSignature(page);
    await signed.waitFor();

    // The ACN is checked on the register as it is typed.
    const acnCheck = dialog.getByTestId('acn-check');
    await dialog.getByLabel('Company ACN').fill('243 359 258');
    await dialog.getByText('Provided ACN is invalid').waitFor();
    const submit = dialog.getByRole('button', { name: 'Sign and finish' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Company ACN').fill(COMPANY.acn);
    await dialog.getByText('Provided ACN is valid').waitFor();
    expect(await acnCheck.innerText()).toBe('Provided ACN is valid');
    await fitsThePhone(page);
    await screenshot(page, 'virtual-office-authorisation-phone');
    await submit.click();

    await page.waitForURL(/\/payment-success\?type=virtualOffice&/);
    await page.getByTestId('virtual-office-card').waitFor();
    await fitsThePhone(page);
    await screenshot(page, 'virtual-office-payment-success-phone');

    // The office page shows its address, and the occupier's consent is a real PDF.
    await page.goto(officePath);
    await page.getByRole('heading', { name: 'Virtual office', level: 1 }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText(MELBOURNE).waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download registered office consent (PDF)' }).click();
    const download = await downloading;
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
    await fitsThePhone(page);
    await screenshot(page, 'virtual-office-active-phone');

    // The list of offices shows it active too.
    await page.goto('/businesses/virtual-office');
    await page.getByRole('link', { name: 'Open' }).waitFor();
    await context.close();
  }, 120_000);
});
