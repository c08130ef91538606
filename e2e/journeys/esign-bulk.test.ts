import type { Browser } from 'playwright-core';
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
import {
  buyEssentials,
  consent,
  finishNda,
  signingLink,
  signTyped,
} from '../support/esign-journeys.js';

// A customer on a plan sends one finished NDA to a list of three people from a CSV file. Each
// signs their own copy from the link in their e-mail, and the document's page reads the list
// as one: 3 of 3 signed.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sending to a list', () => {
  it('sends a copy to each of three people on a CSV, who each sign it from their e-mail', {
    timeout: 240_000,
  }, async () => {
    const sender = { email: uniqueEmail('ola'), password: 'wattle-creek-93' };
    await signUpByApi({ ...sender, firstName: 'Ola', lastName: 'Berg' });
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, sender);
    const documentId = await finishNda(page);
    // Three copies are three e-signatures: more than the free tier's one.
    await buyEssentials(page);

    await page.goto(`/documents/${documentId}/sign`);
    await page.getByRole('heading', { name: 'Sign and send' }).waitFor();
    await page.getByText('Send to a list', { exact: true }).click();
    const people = [
      { name: 'Ivy Park', email: uniqueEmail('ivy'), state: '' },
      { name: 'Jon Moss', email: uniqueEmail('jon'), state: 'VIC' },
      { name: 'Kai Lund', email: uniqueEmail('kai'), state: 'QLD' },
    ];
    const csv = [
      'name,email,role,state',
      ...people.map((p) => `${p.name},${p.email},signer,${p.state}`),
    ].join('\n');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'signers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect
      .poll(() => page.getByTestId('bulk-count').textContent())
      .toBe('3 recipients found. Each copy uses one e-signature.');
    await page
      .getByRole('textbox', { name: 'Message to every recipient (optional)' })
      .fill('Please sign your copy.');
    await screenshot(page, 'esign-bulk-1366');
    await page.getByRole('button', { name: 'Send 3 copies' }).click();
    // The document is now out for signature: its page follows the list as one.
    const progress = page.getByTestId('bulk-progress');
    // Three copies are three PDFs laid out and stored: on a busy machine that takes a while.
    await progress
      .getByText('0 of 3 signed, in progress', { exact: true })
      .waitFor({ timeout: 60_000 });

    // Each signs their own copy, on a phone, from the e-mail.
    for (const person of people) {
      const phone = await newPage(browser, MOBILE);
      await phone.page.goto(await signingLink(person.email));
      await consent(phone.page);
      await phone.page.getByText('Please sign your copy.').waitFor();
      await signTyped(phone.page, person.name);
      await phone.page
        .getByRole('heading', { name: /You have signed|This document is signed by everyone/ })
        .waitFor();
      await phone.context.close();
    }

    await page.reload();
    await progress.getByText('3 of 3 signed', { exact: true }).waitFor();
    // Each copy, listed under the document's signings, reads as signed by its one signer.
    expect(await page.getByText('1 of 1 signed', { exact: true }).count()).toBe(3);
    await screenshot(page, 'esign-bulk-done-1366');
    await context.close();
  });
});
