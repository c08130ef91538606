import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
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
  consent,
  finishNda,
  pick,
  signingLink,
  signTyped,
  wordsInside,
  wordsOf,
} from '../support/esign-journeys.js';

// A customer places the signer's fields on the NDA's own pages: the signature and the date by
// keyboard on page 1, the initials dragged with the pointer on page 2. The signer is asked only
// there, and the sealed PDF carries each mark inside the box where it was placed.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type TBox = { page: number; x: number; y: number; width: number; height: number };

/** Where a field box sits on its page, as fractions, read from its own style. */
async function boxOf(field: Locator, page: number): Promise<TBox> {
  const style = await field.evaluate((el) => {
    const s = (el as HTMLElement).style;
    return [s.left, s.top, s.width, s.height];
  });
  const [x, y, width, height] = style.map((v) => Number.parseFloat(v) / 100) as [
    number,
    number,
    number,
    number,
  ];
  return { page, x, y, width, height };
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

async function press(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

describe('placing signature fields', () => {
  it('places fields by keyboard and pointer, the signer signs only there, and the seal shows them', {
    timeout: 180_000,
  }, async () => {
    const sender = { email: uniqueEmail('noor'), password: 'saltbush-plains-27' };
    await signUpByApi({ ...sender, firstName: 'Noor', lastName: 'Haddad' });
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, sender);
    const documentId = await finishNda(page);

    await page.goto(`/documents/${documentId}/sign`);
    await page.getByRole('heading', { name: 'Sign and send' }).waitFor();
    const zelda = uniqueEmail('zelda');
    await page.getByRole('textbox', { name: 'Name' }).fill('Zelda Quill');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(zelda);
    await pick(page, 'State or territory', 'Victoria');
    await page.getByRole('radio', { name: 'Place fields myself on the document’s pages' }).check();
    const pages = page.getByRole('region', { name: "The document's pages" });
    await pages.getByRole('img', { name: 'Page 1', exact: true }).waitFor();
    const pageCount = await pages.getByRole('img', { name: /^Page \d+$/ }).count();
    expect(pageCount).toBeGreaterThan(1);

    // By keyboard: choose the field, it takes the focus, the arrows move it.
    await page
      .getByRole('button', { name: 'Add a signature field for Zelda Quill to page 1' })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Signature for Zelda Quill, page 1, required');
    await press(page, 'Shift+ArrowUp', 4);
    await page.getByRole('button', { name: 'Add a date field for Zelda Quill to page 1' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Date for Zelda Quill, page 1, required');
    await press(page, 'Shift+ArrowRight', 10);

    // By pointer: the initials go on page 2 and are dragged across it.
    await pick(page, 'Add to page', 'Page 2');
    await page
      .getByRole('button', { name: 'Add an initials field for Zelda Quill to page 2' })
      .click();
    const initials = page.getByRole('button', {
      name: 'Initials for Zelda Quill, page 2, required',
    });
    await initials.scrollIntoViewIfNeeded();
    const before = await boxOf(initials, 1);
    const from = await initials.boundingBox();
    const sheet = await page.getByTestId('placement-page-2').boundingBox();
    if (!from || !sheet) throw new Error('the initials field or its page has no box');
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(from.x + 10 + (i * sheet.width * 0.5) / 10, from.y + from.height / 2);
    }
    await page.mouse.up();
    const signatureBox = await boxOf(
      page.getByRole('button', { name: 'Signature for Zelda Quill, page 1, required' }),
      0,
    );
    const dateBox = await boxOf(
      page.getByRole('button', { name: 'Date for Zelda Quill, page 1, required' }),
      0,
    );
    const initialsBox = await boxOf(initials, 1);
    expect(signatureBox.y).toBeCloseTo(0.42, 5);
    expect(dateBox.x).toBeCloseTo(0.6, 5);
    expect(initialsBox.x - before.x).toBeGreaterThan(0.4);
    await screenshot(page, 'esign-placement-1366');

    await page.getByRole('button', { name: 'Send for signature' }).click();
    await page.waitForURL('**/documents/signing/*');
    const processUrl = new URL(page.url()).pathname;
    await page.getByText('Waiting for signatures').waitFor();
    // The State chosen for her is kept and shown.
    await expect
      .poll(() => page.getByTestId('recipient-state').textContent())
      .toBe('State: Victoria');

    // The signer, on a phone, is asked at the three places only.
    const phone = await newPage(browser, MOBILE);
    await phone.page.goto(await signingLink(zelda));
    await consent(phone.page);
    const marks = phone.page.getByTestId('field-highlight');
    await expect.poll(() => marks.count()).toBe(3);
    const shown = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const box = await boxOf(marks.nth(i), -1);
        return `${box.x.toFixed(3)},${box.y.toFixed(3)}`;
      }),
    );
    expect(shown.sort()).toEqual(
      [signatureBox, dateBox, initialsBox].map((b) => `${b.x.toFixed(3)},${b.y.toFixed(3)}`).sort(),
    );
    await phone.page.getByText(`${pageCount} pages.`, { exact: false }).waitFor();
    await signTyped(phone.page, 'Zelda Quill');
    await phone.page
      .getByRole('heading', { name: /You have signed|This document is signed by everyone/ })
      .waitFor();
    await phone.context.close();

    // The sealed PDF has each mark inside the box it was placed in, and nowhere else.
    await page.goto(processUrl);
    await page.getByText('Signed by everyone').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the signed PDF' }).click(),
    ]);
    const words = wordsOf(readFileSync(await download.path()));
    // The fields lie over the NDA's own words, which stay where they were.
    expect(wordsInside(words, signatureBox)).toEqual(expect.arrayContaining(['Zelda', 'Quill']));
    expect(wordsInside(words, initialsBox)).toContain('ZQ');
    expect(wordsInside(words, dateBox).join(' ')).toMatch(/\d{4}/);
    const onDocument = words.filter((w) => w.page < pageCount);
    expect(onDocument.filter((w) => w.text === 'ZQ')).toHaveLength(1);
    expect(onDocument.filter((w) => w.text === 'Quill')).toHaveLength(1);
    expect(onDocument.filter((w) => w.text === 'Zelda')).toHaveLength(1);
    await context.close();
  });
});
