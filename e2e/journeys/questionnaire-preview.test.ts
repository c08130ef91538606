import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import { launchBrowser, MOBILE, newPage, screenshot, uniqueEmail } from '../support/browser.js';

// The questionnaire with its live preview, and a finished document opened as itself, at a
// wide desktop and at a phone's width.

const WIDE = { width: 1440, height: 900 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Kept under e2e/artifacts; also under SCREENS_DIR when set, for a person to look at. */
async function shot(page: Page, name: string) {
  await screenshot(page, name);
  const dir = process.env.SCREENS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
  }
}

async function fillParty(card: Locator, name: string, street: string, email: string) {
  await card.getByLabel('Full legal name of the party').fill(name);
  await card.getByLabel('An individual or sole trader').check();
  await card.getByLabel('Street address').fill(street);
  await card.getByLabel('Suburb or town').fill('Glenelg');
  await card.getByLabel('State or territory').selectOption('SA');
  await card.getByLabel('Postcode').fill('5045');
  await card.getByLabel('Email address for notices').fill(email);
}

const progressText = (page: Page) => page.getByText(/% complete · Step/).innerText();
/** The app scrolls its main area, not the window. */
const mainScrollTop = (page: Page) =>
  page.evaluate(() => document.querySelector('main')?.scrollTop ?? -1);

async function startNda(page: Page) {
  await page.goto('/documents/document-library?q=non-disclosure');
  await page.getByRole('button', { name: 'Start Mutual Non-Disclosure Agreement' }).click();
  await page.waitForURL('**/documents/questionnaire/*');
  await page.getByRole('heading', { name: 'The parties' }).waitFor();
}

describe('the questionnaire with its preview, and the finished document', () => {
  it('previews as the customer answers, starts each step at the top, and opens the finished document with its downloads', async () => {
    const { context, page } = await newPage(browser, WIDE);
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Mia');
    await page.getByLabel('Last name').fill('Rossi');
    await page.getByLabel('Email').fill(uniqueEmail('mia'));
    await page.getByLabel('Password', { exact: true }).fill('harbour-lights-42');
    await createAccount(page);
    await startNda(page);

    // A blank form is at 0%, whatever the template suggests by default.
    expect(await progressText(page)).toMatch(/^0% complete · Step 1 of/);
    const preview = page.getByRole('complementary', { name: 'Document preview' });
    await preview.getByTestId('document-preview').waitFor();
    expect(await preview.locator('mark').count()).toBeGreaterThan(0);

    const first = page.getByRole('region', { name: 'Party 1' });
    await fillParty(first, 'Mia Rossi', '5 Jetty Road', 'mia@example.com');
    await preview.getByText('Mia Rossi').first().waitFor();
    await fillParty(
      page.getByRole('region', { name: 'Party 2' }),
      'Ruby Chen',
      '40 Smith Street',
      'ruby@example.com',
    );
    // The preview catches up a moment after the last answer.
    await preview.getByText('Ruby Chen').first().waitFor();
    await shot(page, 'questionnaire-1440');

    // Next from the bottom of a long step: the next one starts at the top of the page.
    await page.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
    expect(await mainScrollTop(page)).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Next' }).click();
    const step = page.getByRole('heading', { name: 'The purpose and timing' });
    await step.waitFor();
    // The title and progress bar are in view again, below the header, with the heading.
    const title = page.getByRole('heading', { level: 1, name: 'Mutual Non-Disclosure Agreement' });
    const header = await page.getByTestId('header').boundingBox();
    await page.waitForFunction(() => (document.querySelector('main')?.scrollTop ?? 0) < 200);
    const titleBox = await title.boundingBox();
    const box = await step.boundingBox();
    expect(titleBox && header && titleBox.y >= header.y + header.height).toBe(true);
    expect(box && box.y > 0 && box.y < WIDE.height / 2).toBe(true);
    // Dates typed the Australian way.
    await page.getByLabel('Date of the agreement').fill('23/11/2026');
    await page
      .getByLabel('Why will the parties share confidential information?')
      .fill('discussing a joint catering venture for the 2027 festival season');
    await preview.getByText('joint catering venture', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Optional protections' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Review your answers' }).waitFor();
    expect(await progressText(page)).toMatch(/^100% complete/);
    await page.getByRole('button', { name: 'Finish document' }).click();
    // Finishing turns the page into the document, with its downloads as buttons.
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    const finishedUrl = page.url();

    // In My documents the owner's finished document opens in the editor, with its wording.
    await page.goto('/documents/my-documents');
    const row = page.getByRole('listitem', { name: 'Mutual Non-Disclosure Agreement' });
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/documents/editor/*');
    await page.locator('#document-editor').getByText('joint catering venture').waitFor();

    // The finished document's own page keeps the preview and its downloads.
    await page.goto(finishedUrl);
    const finished = page.getByTestId('document-preview');
    await finished.waitFor();
    expect(await finished.innerText()).toContain('Ruby Chen');
    expect(await finished.locator('mark').count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Mutual-Non-Disclosure-Agreement.pdf');
    const reviewPrompt = page.getByRole('dialog', { name: 'How was your experience?' });
    await reviewPrompt.getByRole('button', { name: 'Not now' }).click();
    await reviewPrompt.waitFor({ state: 'hidden' });
    await shot(page, 'document-view-1440');
    const documentUrl = page.url();

    // The same on a phone: the preview behind a button, the document readable.
    const phone = await browser.newContext({
      viewport: MOBILE,
      baseURL: new URL(documentUrl).origin,
      storageState: await context.storageState(),
    });
    const small = await phone.newPage();
    small.setDefaultTimeout(15_000);
    await small.goto(documentUrl);
    await small.getByTestId('document-preview').waitFor();
    await small.getByRole('button', { name: 'Download PDF' }).waitFor();
    await shot(small, 'document-view-375');
    await startNda(small);
    expect(await small.getByRole('complementary', { name: 'Document preview' }).count()).toBe(0);
    await shot(small, 'questionnaire-375');
    await small.getByRole('button', { name: 'Preview' }).click();
    await small.getByRole('dialog', { name: 'Preview' }).getByTestId('document-preview').waitFor();
    await shot(small, 'questionnaire-preview-375');
    await phone.close();
    await context.close();
  });
});
