import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import { launchBrowser, newPage, screenshot, uniqueEmail } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function fillParty(
  card: Locator,
  p: {
    name: string;
    abn: string;
    street: string;
    suburb: string;
    state: string;
    postcode: string;
    email: string;
  },
) {
  await card.getByLabel('Full legal name of the party').fill(p.name);
  await card.getByLabel('An individual or sole trader').check();
  await card.getByLabel('ABN (optional)').fill(p.abn);
  await card.getByLabel('Street address').fill(p.street);
  await card.getByLabel('Suburb or town').fill(p.suburb);
  await card.getByLabel('State or territory').selectOption(p.state);
  await card.getByLabel('Postcode').fill(p.postcode);
  await card.getByLabel('Email address for notices').fill(p.email);
}

const saved = (page: Page) =>
  page
    .getByTestId('save-status')
    .filter({ hasText: /^Saved/ })
    .waitFor();

describe('a non-disclosure agreement from search to download', () => {
  it('searches, answers (a wrong ABN refused), resumes, finishes and downloads the free PDF', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Noah');
    await page.getByLabel('Last name').fill('Walker');
    await page.getByLabel('Email').fill(uniqueEmail('noah'));
    await page.getByLabel('Password', { exact: true }).fill('blue-mountains-77');
    await createAccount(page);

    await page.goto('/documents/document-library?q=non-disclosure');
    await page.getByRole('button', { name: 'Start Mutual Non-Disclosure Agreement' }).click();
    await page.waitForURL('**/documents/questionnaire/*');
    await page.getByRole('heading', { name: 'The parties' }).waitFor();

    const first = page.getByRole('region', { name: 'Party 1' });
    await fillParty(first, {
      name: 'Noah Walker',
      abn: '51 824 753 557',
      street: '5 Jetty Road',
      suburb: 'Glenelg',
      state: 'SA',
      postcode: '5045',
      email: 'noah@example.com',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Enter a valid ABN: the check digits do not match').waitFor();
    await page.getByRole('heading', { name: 'The parties' }).waitFor();
    await first.getByLabel('ABN (optional)').fill('51 824 753 556');

    await fillParty(page.getByRole('region', { name: 'Party 2' }), {
      name: 'Ruby Chen',
      abn: '53 004 085 616',
      street: '40 Smith Street',
      suburb: 'Fitzroy',
      state: 'VIC',
      postcode: '3065',
      email: 'ruby@example.com',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'The purpose and timing' }).waitFor();
    await page.getByLabel('Date of the agreement').fill('23/11/2026');
    await saved(page);

    // Leave, then come back from My documents: it resumes where it stopped.
    await page.goto('/documents/my-documents');
    const row = page.getByRole('listitem', { name: 'Mutual Non-Disclosure Agreement' });
    expect(await row.getByTestId('document-status').innerText()).toMatch(/in progress/i);
    await row.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'The purpose and timing' }).waitFor();
    expect(await page.getByLabel('Date of the agreement').inputValue()).toBe('23/11/2026');

    await page
      .getByLabel('Why will the parties share confidential information?')
      .fill('discussing a joint catering venture for the 2027 festival season');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Optional protections' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Review your answers' }).waitFor();
    await screenshot(page, 'nda-review');
    await page.getByRole('button', { name: 'Finish document' }).click();
    // Finishing opens the document itself; its row is in My documents.
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    await page.goto('/documents/my-documents');
    await row
      .getByTestId('document-status')
      .filter({ hasText: /completed/i })
      .waitFor();

    // The free tier's one PDF, read back with a real PDF reader.
    await row
      .getByRole('button', { name: 'More actions for Mutual Non-Disclosure Agreement' })
      .click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Mutual-Non-Disclosure-Agreement.pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cw-e2e-pdf-')), 'nda.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain('Noah Walker');
    expect(text).toContain('Ruby Chen');
    expect(text).toContain('joint catering venture');
    // The review prompt that follows a download is put off (review-and-licence answers it).
    await page
      .getByRole('dialog', { name: 'How was your experience?' })
      .getByRole('button', { name: 'Not now' })
      .click();

    // Word is not on the free tier: the freemium panel offers the ways forward.
    await row
      .getByRole('button', { name: 'More actions for Mutual Non-Disclosure Agreement' })
      .click();
    await page.getByRole('menuitem', { name: 'Download Word' }).click();
    const panel = page.getByTestId('freemium-panel');
    await panel.waitFor();
    expect(await panel.getByRole('heading').allInnerTexts()).toEqual([
      'Free PDF',
      'Essentials',
      'Legal Advice',
    ]);
    await screenshot(page, 'freemium-panel');
    await context.close();
  });
});
