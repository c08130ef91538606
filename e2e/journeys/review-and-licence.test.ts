import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import {
  DEMO,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';

// The demo customer starts with one unused pay-per-document licence outside production
// (apps/server/src/modules/documents/licences-seed.ts), so this journey attaches a real
// licence without buying one.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const EXAMPLE = JSON.parse(
  readFileSync(
    new URL(
      '../../apps/server/templates/mutual-non-disclosure-agreement/example-answers.json',
      import.meta.url,
    ),
    'utf8',
  ),
) as Record<string, unknown>;

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Serious axe findings inside the open dialog. The page behind a modal is dimmed by its
 * overlay on purpose, so checking the whole page would report that dimming.
 */
async function dialogA11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type TResult = { violations: { id: string; impact: string | null; help: string }[] };
    const axe = (window as unknown as { axe: { run: (el: Element) => Promise<TResult> } }).axe;
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return ['no dialog open'];
    const { violations } = await axe.run(dialog);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`);
  });
}

/** A GraphQL call from inside the page, with the page's own session. */
function graphqlInPage(page: Page, query: string, variables: Record<string, unknown>) {
  return page.evaluate(
    async ({ query, variables }) => {
      const token = window.localStorage.getItem('auth-token');
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    { query, variables },
  );
}

describe('after finishing a document', () => {
  it('attaches the licence, downloads the PDF, reviews it, and downloads Word too', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.customer);

    // Start from the library; the answers are the template's worked example (typing them is
    // the NDA journey's job), and a unique name tells this document apart from others.
    await page.goto('/documents/document-library?q=non-disclosure');
    await page.getByRole('button', { name: 'Start Mutual Non-Disclosure Agreement' }).click();
    await page.waitForURL('**/documents/questionnaire/*');
    const documentId = new URL(page.url()).pathname.split('/').at(-1)!;
    const title = `NDA with Harbour ${Date.now().toString(36)}`;
    const saved = await graphqlInPage(
      page,
      `mutation($d: String!, $a: JSON!, $t: String!) {
        saveDocumentAnswers(documentId: $d, answers: $a) { missing { path } }
        renameDocument(documentId: $d, title: $t) { id } }`,
      { d: documentId, a: EXAMPLE, t: title },
    );
    expect(saved.data.saveDocumentAnswers.missing).toEqual([]);
    await page.reload();
    // Answers saved behind the screen's back are not yet seen: each step is confirmed with Next.
    const reviewStep = page.getByRole('heading', { name: 'Review your answers' });
    for (let step = 0; step < 10 && !(await reviewStep.isVisible()); step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForTimeout(300);
    }
    await reviewStep.waitFor();
    await page.getByRole('button', { name: 'Finish document' }).click();
    // Finishing opens the document itself; its row is in My documents.
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    await page.goto('/documents/my-documents');
    const row = page.getByRole('listitem', { name: title });
    await row
      .getByTestId('document-status')
      .filter({ hasText: /completed/i })
      .waitFor();

    // The licence: Confirm waits for a choice, and the choice is this document.
    await page
      .getByTestId('available-licence')
      .getByRole('button', { name: 'Attach licence' })
      .click();
    const dialog = page.getByTestId('licence-attach-dialog');
    await dialog.getByLabel(title).waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await dialog.getByLabel(title).check();
    await screenshot(page, 'licence-attach-dialog');
    expect(await dialogA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(new RegExp(`“${title}” is licensed until \\d{2}/\\d{2}/\\d{4}`)).waitFor();
    await page.getByTestId('available-licence').waitFor({ state: 'detached' });

    // The PDF, then the review prompt.
    await row.getByRole('button', { name: `More actions for ${title}` }).click();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^NDA-with-Harbour-.*\.pdf$/);
    const review = page.getByRole('dialog', { name: 'How was your experience?' });
    await review.waitFor();
    await review.getByRole('button', { name: 'Submit review' }).click();
    await review.getByText('Your rating is required').waitFor();
    // The fourth star, clicked as a mouse user would (its radio is visually hidden).
    const star = await review.getByRole('radio', { name: '4 stars' }).getAttribute('id');
    await review.locator(`label[for="${star}"]`).click();
    await review.getByLabel('Title (optional)').fill('Ready in minutes');
    await review.getByLabel('Your review (optional)').fill('The questions were plain English.');
    await review.getByLabel(/I agree to the terms/).check();
    await screenshot(page, 'review-modal');
    expect(await dialogA11yViolations(page)).toEqual([]);
    await review.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Your review has been successfully submitted').waitFor();
    await review.waitFor({ state: 'detached' });

    // Word comes with the licence, and the prompt is not shown a second time.
    await row.getByRole('button', { name: `More actions for ${title}` }).click();
    const [word] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download Word' }).click(),
    ]);
    expect(word.suggestedFilename()).toMatch(/\.docx$/);
    await page.getByText(/\.docx downloaded$/).waitFor();
    expect(await page.getByRole('dialog', { name: 'How was your experience?' }).count()).toBe(0);
    expect(await page.getByTestId('freemium-panel').count()).toBe(0);
    await context.close();
  });

  it("shows a document's link to someone it was not shared with as no access", async () => {
    const owner = await newPage(browser);
    await signIn(owner.page, DEMO.customer);
    await owner.page.goto('/documents/my-documents');
    const first = owner.page.getByTestId('my-document').first();
    const name = await first.getAttribute('aria-label');
    await first.getByRole('button', { name: `More actions for ${name}` }).click();
    await owner.page.getByRole('menuitem', { name: 'Copy link' }).click();
    const link = await owner.page.getByLabel('Document link').inputValue();
    expect(link).toMatch(/\/documents\/questionnaire\/[0-9A-Z]{26}$/);
    await owner.context.close();

    const stranger = await newPage(browser);
    await stranger.page.goto('/sign-up');
    await stranger.page.getByLabel('First name').fill('Ruby');
    await stranger.page.getByLabel('Last name').fill('Chen');
    await stranger.page.getByLabel('Email').fill(uniqueEmail('ruby'));
    await stranger.page.getByLabel('Password', { exact: true }).fill('fitzroy-gardens-40');
    await createAccount(stranger.page);
    await stranger.page.goto(link);
    await stranger.page
      .getByRole('heading', { name: 'You do not have access to this document' })
      .waitFor();
    await screenshot(stranger.page, 'document-no-access');
    await stranger.context.close();
  });
});
