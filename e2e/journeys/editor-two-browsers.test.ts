import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/accounts.js';
import {
  baseUrl,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';
import { finishNda } from '../support/esign-journeys.js';

// Two people edit one finished NDA at the same moment, one on a wide screen and one on a
// phone: what each types reaches the other, both end with the same wording, each sees who
// else is there, words typed while offline arrive once the phone is back, and the PDF
// downloaded afterwards reads as the merged document.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TITLE = 'Mutual Non-Disclosure Agreement';
const PASSWORD = 'bermagui-wharf-27';
const WIDE = { width: 1440, height: 900 };
// Long enough for a live edit to cross the server twice on a busy machine.
const CONVERGED = { timeout: 20_000, interval: 200 };

// Made-up words, so each can be counted in the wording: every one must be there exactly once.
const OWNER_APART = ['quokkaalpha', 'quokkabravo', 'quokkacharlie'];
const EDITOR_APART = ['wombatalpha', 'wombatbravo', 'wombatcharlie'];
const OWNER_TOGETHER = ['numbatdelta', 'numbatecho', 'numbatfoxtrot'];
const EDITOR_TOGETHER = ['bilbydelta', 'bilbyecho', 'bilbyfoxtrot'];
const EDITOR_OFFLINE = ['dingogolf', 'dingohotel', 'dingoindia'];
const EVERY_WORD = [
  ...OWNER_APART,
  ...EDITOR_APART,
  ...OWNER_TOGETHER,
  ...EDITOR_TOGETHER,
  ...EDITOR_OFFLINE,
];

/** Where the word ends in the editor, on screen; the editor scrolls it into view first. */
function wordBox(page: Page, word: string) {
  return page.evaluate((w) => {
    const root = document.getElementById('document-editor');
    if (!root) return null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.parentElement?.closest('.cw-live-caret')) continue;
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
}

/** The editor's own caret is a plain caret just after `word`. */
function caretIsAfter(page: Page, word: string): Promise<boolean> {
  return page.evaluate((w) => {
    type TEditorDom = HTMLElement & {
      editor?: {
        state: {
          selection: { empty: boolean; from: number };
          doc: { textBetween(from: number, to: number): string };
        };
      };
    };
    const state = (document.getElementById('document-editor') as TEditorDom | null)?.editor?.state;
    if (!state?.selection.empty) return false;
    const at = state.selection.from;
    return at > w.length && state.doc.textBetween(at - w.length, at) === w;
  }, word);
}

/**
 * Puts the caret just after `word`, as a person would: a double click selects the word and
 * the right arrow leaves the caret at its end. A click made while someone else's typing is
 * arriving can be undone by the editor, which puts the caret back where it was before; a
 * person sees that and clicks again, and so does this.
 */
async function caretAfter(page: Page, word: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const box = await wordBox(page, word);
    if (!box) throw new Error(`"${word}" is not in the editor`);
    await page.mouse.dblclick(box.x, box.y);
    await page.keyboard.press('ArrowRight');
    try {
      await expect.poll(() => caretIsAfter(page, word), { timeout: 1_000 }).toBe(true);
      return;
    } catch {
      // The word came back selected: place the caret again.
    }
  }
  throw new Error(`the caret could not be put after "${word}"`);
}

/** Types each word after a space, a short pause between words, as someone typing would. */
async function typeWords(page: Page, words: string[]) {
  for (const word of words) {
    await page.keyboard.type(` ${word}`, { delay: 15 });
    await page.waitForTimeout(120);
  }
}

/** The document's words as they stand, without the names over other people's carets. */
function wording(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.getElementById('document-editor')?.cloneNode(true) as HTMLElement;
    for (const shown of root.querySelectorAll('.cw-live-caret, .cw-sr-only')) shown.remove();
    return (root.textContent ?? '').replace(/\s+/g, ' ');
  });
}

const occurrences = (text: string, word: string) => text.split(word).length - 1;

/** Waits until both pages show the same wording with every one of `words` in it once. */
async function converged(a: Page, b: Page, words: string[]): Promise<string> {
  await expect
    .poll(async () => {
      const [left, right] = await Promise.all([wording(a), wording(b)]);
      if (left !== right) return 'the two editors still differ';
      const wrong = words.filter((w) => occurrences(left, w) !== 1);
      return wrong.length ? `not exactly once: ${wrong.join(', ')}` : 'same';
    }, CONVERGED)
    .toBe('same');
  return wording(a);
}

describe('two people editing one document at once', () => {
  it('merges what both type, shows who is there, catches up after going offline, and downloads the merge', async () => {
    const owner = { email: uniqueEmail('ngaire'), password: PASSWORD };
    const editor = { email: uniqueEmail('tobias'), password: PASSWORD };
    await signUpByApi({ ...owner, firstName: 'Ngaire', lastName: 'Fraser' });
    await signUpByApi({ ...editor, firstName: 'Tobias', lastName: 'Quinlan' });

    // Ngaire finishes an NDA (answering it is another journey's) and shares it to edit.
    const own = await newPage(browser, WIDE);
    await signIn(own.page, owner);
    const documentId = await finishNda(own.page);
    const token = await own.page.evaluate(() => localStorage.getItem('auth-token'));
    const shared = await fetch(`${baseUrl()}/v2/shareDocument`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ documentId, email: editor.email, role: 'EDITOR' }),
    });
    expect(shared.status).toBe(201);

    // Both open it: Ngaire at her desk, Tobias on his phone.
    const tob = await newPage(browser, MOBILE);
    await signIn(tob.page, editor);
    for (const { page } of [own, tob]) {
      await page.goto(`/documents/editor/${documentId}`);
      await page.getByRole('textbox', { name: `${TITLE}, document text` }).waitFor();
      await page.getByTestId('live-status').getByText('Connected').waitFor();
      await page.getByTestId('editor-toolbar').waitFor();
    }

    // Each is told the other is here, by name.
    await own.page.getByTestId('live-people').getByText('Tobias Quinlan').waitFor();
    await tob.page.getByTestId('live-people').getByText('Ngaire Fraser').waitFor();
    expect(await own.page.getByTestId('live-people').innerText()).toContain('2 people editing');

    // At the same time, in different clauses: Ngaire in the purpose, Tobias in the one on breaches.
    const purposeWord = 'hospitality';
    const otherWord = 'suspecting';
    await Promise.all([
      caretAfter(own.page, purposeWord).then(() => typeWords(own.page, OWNER_APART)),
      caretAfter(tob.page, otherWord).then(() => typeWords(tob.page, EDITOR_APART)),
    ]);
    await converged(own.page, tob.page, [...OWNER_APART, ...EDITOR_APART]);
    const apart = await wording(own.page);
    expect(apart).toContain(`${purposeWord} ${OWNER_APART.join(' ')}`);
    expect(apart).toContain(`${otherWord} ${EDITOR_APART.join(' ')}`);

    // Tobias's caret carries his name on Ngaire's screen.
    await own.page
      .locator('.cw-live-caret-label')
      .filter({ hasText: 'Tobias Quinlan' })
      .waitFor({ state: 'attached' });
    await screenshot(own.page, 'editor-two-browsers-wide');

    // Then both in the same clause, at the same time, a few words apart.
    await Promise.all([
      caretAfter(own.page, 'restaurant').then(() => typeWords(own.page, OWNER_TOGETHER)),
      caretAfter(tob.page, OWNER_APART[2] as string).then(() =>
        typeWords(tob.page, EDITOR_TOGETHER),
      ),
    ]);
    const together = await converged(own.page, tob.page, [
      ...OWNER_APART,
      ...EDITOR_APART,
      ...OWNER_TOGETHER,
      ...EDITOR_TOGETHER,
    ]);
    expect(together).toContain(`restaurant ${OWNER_TOGETHER.join(' ')}`);
    expect(together).toContain(`${OWNER_APART[2]} ${EDITOR_TOGETHER.join(' ')}`);
    await screenshot(tob.page, 'editor-two-browsers-phone');

    // Tobias loses his signal, types on, and comes back: his words reach Ngaire, once each.
    await tob.context.setOffline(true);
    await tob.page.getByTestId('live-status').getByText('Offline').waitFor();
    await caretAfter(tob.page, EDITOR_APART[2] as string);
    await typeWords(tob.page, EDITOR_OFFLINE);
    expect(await wording(tob.page)).toContain(`${EDITOR_APART[2]} ${EDITOR_OFFLINE.join(' ')}`);
    expect(await wording(own.page)).not.toContain(EDITOR_OFFLINE[0]);
    await tob.context.setOffline(false);
    await tob.page.getByTestId('live-status').getByText('Connected').waitFor();
    const merged = await converged(own.page, tob.page, EVERY_WORD);
    expect(merged).toContain(`${EDITOR_APART[2]} ${EDITOR_OFFLINE.join(' ')}`);
    await tob.page.getByTestId('live-people').getByText('Ngaire Fraser').waitFor();
    await tob.context.close();

    // The PDF Ngaire downloads now reads as the merged document, every word once.
    await own.page.getByRole('button', { name: 'Download' }).click();
    const [download] = await Promise.all([
      own.page.waitForEvent('download'),
      own.page.getByRole('menuitem', { name: 'Download PDF' }).click(),
    ]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cw-e2e-together-')), 'merged.pdf');
    await download.saveAs(file);
    const pdf = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    for (const word of EVERY_WORD) expect(occurrences(pdf, word), word).toBe(1);
    expect(pdf).toContain(`restaurant ${OWNER_TOGETHER.join(' ')}`);
    await own.context.close();
  });
});
