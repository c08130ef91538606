import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import { launchBrowser, newPage, screenshot, signIn, uniqueEmail } from '../support/browser.js';

// Two browsers edit one document at the same moment and end with the same wording; one of
// them goes offline, keeps typing, and its words are merged when it is back.

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

/** The document as the page's editor holds it, as JSON. */
const wordingOf = (page: Page) =>
  page.evaluate(() => {
    const box = document.getElementById('document-editor') as
      | (HTMLElement & { editor?: { getJSON(): unknown } })
      | null;
    return JSON.stringify(box?.editor?.getJSON() ?? null);
  });

const editorText = (page: Page) => page.getByRole('textbox', { name: `${TITLE}, document text` });

describe('editing a document together', () => {
  it('two browsers edit one NDA at once, see each other, and converge after one was offline', async () => {
    const first = await newPage(browser);
    const email = await finishNda(first.page);
    await first.page.goto('/documents/my-documents');
    const row = first.page.getByRole('listitem', { name: TITLE });
    await row
      .getByTestId('document-status')
      .filter({ hasText: /completed/i })
      .waitFor();
    await row.getByRole('link', { name: 'Edit' }).click();
    await first.page.waitForURL('**/documents/editor/*');
    const editorUrl = first.page.url();

    const second = await newPage(browser);
    await signIn(second.page, { email, password: PASSWORD });
    await second.page.goto(editorUrl);

    for (const { page } of [first, second]) {
      await page.getByTestId('live-status').getByText('Connected').waitFor();
      await page.getByTestId('live-people').filter({ hasText: '2 people editing' }).waitFor();
      await editorText(page).getByText('joint catering venture').waitFor();
    }

    // Both type at once, in different clauses.
    await selectWord(first.page, 'catering');
    await selectWord(second.page, 'festival');
    await Promise.all([first.page.keyboard.type('bakery'), second.page.keyboard.type('fair')]);
    for (const { page } of [first, second]) {
      await editorText(page).getByText('joint bakery venture').waitFor();
      await editorText(page).getByText('winter fair').waitFor();
    }
    // Each sees where the other is typing, with their name.
    await second.page.locator('.cw-live-caret-label', { hasText: 'Mia Okafor' }).first().waitFor();
    await screenshot(second.page, 'editor-together');

    // The second browser loses its connection and keeps typing.
    await second.context.setOffline(true);
    await second.page
      .getByTestId('live-status')
      .getByText(/^(Offline|Reconnecting…)$/)
      .waitFor();
    await selectWord(second.page, 'bakery');
    await second.page.keyboard.type('brewery');
    expect(await editorText(first.page).innerText()).toContain('joint bakery venture');
    await second.context.setOffline(false);
    await second.page.getByTestId('live-status').getByText('Connected').waitFor();
    await editorText(first.page).getByText('joint brewery venture').waitFor();
    // The same document on both: compared as the editor holds it (the screen also shows
    // the other person's caret and name).
    const [one, two] = await Promise.all([wordingOf(first.page), wordingOf(second.page)]);
    expect(one).toBe(two);
    expect(one).toContain('winter fair');
    expect(one).toContain('joint brewery venture');

    // What is downloaded is the wording both ended with.
    await first.page.getByRole('button', { name: 'Download' }).click();
    const [download] = await Promise.all([
      first.page.waitForEvent('download'),
      first.page.getByRole('menuitem', { name: 'Download PDF' }).click(),
    ]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cw-e2e-pdf-')), 'together.pdf');
    await download.saveAs(file);
    const pdf = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    expect(pdf).toContain('joint brewery venture');
    expect(pdf).toContain('winter fair');
    await first.context.close();
    await second.context.close();
  });
});
