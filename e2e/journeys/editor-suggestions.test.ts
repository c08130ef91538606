import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/accounts.js';
import {
  baseUrl,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';
import { buyEssentials, finishNda } from '../support/esign-journeys.js';

// A collaborator shared as a suggester changes a finished NDA without changing it: what they
// type becomes a tracked change, which the owner accepts from the feed beside the document,
// and only then is it the document's wording, on screen and in the files downloaded.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TITLE = 'Mutual Non-Disclosure Agreement';
const PASSWORD = 'kiama-blowhole-31';
// The example answers' purpose, as the finished NDA reads it.
const BEFORE = 'for restaurant and hospitality clients';
const AFTER = 'for Wollongong restaurant and hospitality clients';

/** Puts the caret just before `word` where it stands in the editor, as a person would. */
async function caretBefore(page: Page, word: string) {
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
  // A double click selects the word; the left arrow leaves the caret at its start.
  await page.mouse.dblclick(box.x, box.y);
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(word);
  await page.keyboard.press('ArrowLeft');
}

/**
 * The document's words as they stand: without the names over other people's carets and
 * without the pending suggestions shown in the text.
 */
function wording(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.getElementById('document-editor')?.cloneNode(true) as HTMLElement;
    for (const shown of root.querySelectorAll('.cw-live-caret, ins, .cw-sr-only')) shown.remove();
    return (root.textContent ?? '').replace(/\s+/g, ' ');
  });
}

/** Saves a download where this test can read it. */
async function saved(download: Download, name: string): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cw-e2e-suggest-')), name);
  await download.saveAs(file);
  return file;
}

/** A Word file's words, read with LibreOffice (its own profile, so runs do not collide). */
function wordText(file: string): string {
  const dir = path.dirname(file);
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(dir, 'lo-profile')}`,
      '--headless',
      '--convert-to',
      'txt:Text',
      '--outdir',
      dir,
      file,
    ],
    { stdio: 'ignore', timeout: 120_000 },
  );
  return readFileSync(file.replace(/\.docx$/, '.txt'), 'utf8').replace(/\s+/g, ' ');
}

describe('suggestions in the document editor', () => {
  it('a suggester’s word is a tracked change until the owner accepts it, then it is downloaded', async () => {
    const owner = { email: uniqueEmail('harriet'), password: PASSWORD };
    const suggester = { email: uniqueEmail('sam'), password: PASSWORD };
    await signUpByApi({ ...owner, firstName: 'Harriet', lastName: 'Lam' });
    await signUpByApi({ ...suggester, firstName: 'Sam', lastName: 'Whitlock' });

    // The owner finishes an NDA (answering it is another journey's), has Word with a plan,
    // and shares the NDA with Sam to suggest changes.
    const own = await newPage(browser);
    await signIn(own.page, owner);
    const documentId = await finishNda(own.page);
    await buyEssentials(own.page);
    const token = await own.page.evaluate(() => localStorage.getItem('auth-token'));
    const shared = await fetch(`${baseUrl()}/v2/shareDocument`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ documentId, email: suggester.email, role: 'SUGGESTER' }),
    });
    expect(shared.status).toBe(201);

    // Sam opens it and is told that what he types is only suggested.
    const sam = await newPage(browser);
    await signIn(sam.page, suggester);
    await sam.page.goto(`/documents/editor/${documentId}`);
    await sam.page.getByText('You are suggesting changes').waitFor();
    const samText = sam.page.getByRole('textbox', { name: `${TITLE}, document text` });
    await samText.getByText(BEFORE).waitFor();
    await sam.page.getByTestId('live-status').getByText('Connected').waitFor();

    await caretBefore(sam.page, 'restaurant');
    await sam.page.keyboard.type('Wollongong ');
    await sam.page.keyboard.press('Enter');
    await sam.page.getByText('Suggestion sent to the owner.').waitFor();
    // In the text it is an insertion saying who suggested it; the wording itself is unchanged.
    const tracked = samText
      .getByRole('insertion')
      .filter({ hasText: 'Suggested by Sam Whitlock' })
      .filter({ hasText: 'Wollongong' });
    await tracked.waitFor();
    await sam.page
      .getByRole('listitem')
      .filter({ hasText: 'Suggestion by Sam Whitlock' })
      .waitFor();
    expect(await sam.page.getByRole('button', { name: /^Accept/ }).count()).toBe(0);
    await screenshot(sam.page, 'editor-suggestion-made');

    // Harriet finds it in the feed beside the document, by who made it, and accepts it.
    await own.page.goto(`/documents/editor/${documentId}`);
    const ownText = own.page.getByRole('textbox', { name: `${TITLE}, document text` });
    await own.page.getByTestId('live-status').getByText('Connected').waitFor();
    const feed = own.page.getByRole('list', { name: 'Comments and suggestions' });
    const item = feed.getByRole('listitem').filter({ hasText: 'Suggestion by Sam Whitlock' });
    await item.getByText('Pending').waitFor();
    const shown = ownText
      .getByRole('insertion')
      .filter({ hasText: 'Suggested by Sam Whitlock' })
      .filter({ hasText: 'Wollongong' });
    await shown.waitFor();
    await shown.scrollIntoViewIfNeeded();
    expect(await wording(own.page)).not.toContain('Wollongong');
    await screenshot(own.page, 'editor-suggestion-feed');
    await item.getByRole('button', { name: 'Accept: Insert “Wollongong ”' }).click();
    await own.page.getByText('Change made.').waitFor();
    await item.getByText('Accepted').waitFor();
    await expect.poll(() => wording(own.page), { timeout: 10_000 }).toContain(AFTER);
    expect(await ownText.getByRole('insertion').count()).toBe(0);
    // Sam's open editor has the accepted wording at once, as a live edit.
    await expect.poll(() => wording(sam.page), { timeout: 10_000 }).toContain(AFTER);
    await sam.context.close();

    // The PDF and the Word file read as the document now does.
    await own.page.getByRole('button', { name: 'Download' }).click();
    const [pdf] = await Promise.all([
      own.page.waitForEvent('download'),
      own.page.getByRole('menuitem', { name: 'Download PDF' }).click(),
    ]);
    const pdfText = execFileSync('pdftotext', [await saved(pdf, 'suggested.pdf'), '-'])
      .toString()
      .replace(/\s+/g, ' ');
    expect(pdfText).toContain(AFTER);

    await own.page.getByRole('button', { name: 'Download' }).click();
    const [docx] = await Promise.all([
      own.page.waitForEvent('download'),
      own.page.getByRole('menuitem', { name: 'Download Word' }).click(),
    ]);
    expect(docx.suggestedFilename()).toBe('Mutual-Non-Disclosure-Agreement.docx');
    expect(wordText(await saved(docx, 'suggested.docx'))).toContain(AFTER);
    await own.context.close();
  });
});
