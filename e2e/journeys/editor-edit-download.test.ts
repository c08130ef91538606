import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
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

const TITLE = 'Mutual Non-Disclosure Agreement';
const PASSWORD = 'salamanca-steps-19';

async function fillParty(card: Locator, p: { name: string; street: string; email: string }) {
  await card.getByLabel('Full legal name of the party').fill(p.name);
  await card.getByLabel('An individual or sole trader').check();
  await card.getByLabel('Street address').fill(p.street);
  await card.getByLabel('Suburb or town').fill('Hobart');
  await card.getByLabel('State or territory').selectOption('TAS');
  await card.getByLabel('Postcode').fill('7000');
  await card.getByLabel('Email address for notices').fill(p.email);
}

/** A new customer's finished NDA, answered as the questionnaire asks. */
async function finishNda(page: Page): Promise<string> {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Mia');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(uniqueEmail('mia'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const email = await createAccount(page);

  await page.goto('/documents/document-library?q=non-disclosure');
  await page.getByRole('button', { name: `Start ${TITLE}` }).click();
  await page.waitForURL('**/documents/questionnaire/*');
  await page.getByRole('heading', { name: 'The parties' }).waitFor();
  await fillParty(page.getByRole('region', { name: 'Party 1' }), {
    name: 'Mia Okafor',
    street: '12 Salamanca Place',
    email: 'mia@example.com',
  });
  await fillParty(page.getByRole('region', { name: 'Party 2' }), {
    name: 'Tom Brennan',
    street: '8 Elizabeth Street',
    email: 'tom@example.com',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'The purpose and timing' }).waitFor();
  await page.getByLabel('Date of the agreement').fill('23/11/2026');
  await page
    .getByLabel('Why will the parties share confidential information?')
    .fill('discussing a joint catering venture for the winter festival');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Optional protections' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Review your answers' }).waitFor();
  await page.getByRole('button', { name: 'Finish document' }).click();
  await page.getByRole('button', { name: 'Download PDF' }).waitFor();
  return email;
}

/** Double-clicks `word` where it stands in the editor, as a person selects a word. */
async function selectWord(page: Page, word: string) {
  const box = await page.evaluate((w) => {
    const root = document.getElementById('document-editor');
    if (!root) return null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const at = node.textContent?.indexOf(w) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + w.length);
      node.parentElement?.scrollIntoView({ block: 'center' });
      const r = range.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }
    return null;
  }, word);
  if (!box) throw new Error(`"${word}" is not in the editor`);
  await page.mouse.dblclick(box.x, box.y);
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(word);
}

describe('the document editor', () => {
  it('edits a finished NDA, keeps a named version and downloads the edited PDF', async () => {
    const { context, page } = await newPage(browser);
    const email = await finishNda(page);

    await page.goto('/documents/my-documents');
    const row = page.getByRole('listitem', { name: TITLE });
    await row
      .getByTestId('document-status')
      .filter({ hasText: /completed/i })
      .waitFor();
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/documents/editor/*');
    const text = page.getByRole('textbox', { name: `${TITLE}, document text` });
    await text.getByText('joint catering venture').waitFor();

    // One word of the purpose clause changed, in the live document the server keeps.
    await page.getByTestId('live-status').getByText('Connected').waitFor();
    await selectWord(page, 'catering');
    await page.keyboard.type('bakery');
    expect(await text.innerText()).toContain('joint bakery venture');

    await page.getByRole('button', { name: 'Save version' }).click();
    const naming = page.getByRole('dialog', { name: 'Save version' });
    await naming.getByLabel('Version name').fill('Bakery wording');
    await naming.getByRole('button', { name: 'Save version' }).click();
    await page.getByText(/^Saved as version \d+$/).waitFor();
    await naming.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: 'Versions' });
    await versions.getByText('Bakery wording').waitFor();
    await page.keyboard.press('Escape');
    await versions.waitFor({ state: 'detached' });

    // The PDF from the editor reads as the screen does, read back with a real PDF reader.
    await page.getByRole('button', { name: 'Download' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Mutual-Non-Disclosure-Agreement.pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cw-e2e-pdf-')), 'edited.pdf');
    await download.saveAs(file);
    const pdf = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    expect(pdf).toContain('joint bakery venture');
    expect(pdf).not.toContain('catering');
    expect(pdf).toContain('Tom Brennan');
    await screenshot(page, 'editor-edit-download');

    // The edit is the document's wording now, not the browser's memory of it.
    await page.reload();
    await text.getByText('joint bakery venture').waitFor();
    expect(await text.innerText()).not.toContain('catering');
    const editorUrl = page.url();
    await context.close();

    // On a phone the edited page reads without scrolling sideways.
    const phone = await newPage(browser, MOBILE);
    await signIn(phone.page, { email, password: PASSWORD });
    await phone.page.goto(editorUrl);
    await phone.page
      .getByRole('textbox', { name: `${TITLE}, document text` })
      .getByText('joint bakery venture')
      .waitFor();
    await phone.page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(phone.page, 'editor-phone');
    await phone.context.close();
  });
});
