import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, uniqueEmail } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signUp(page: Page) {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill(uniqueEmail('dana'));
  await page.getByLabel('Password', { exact: true }).fill('wattle-grove-2026');
  await page.getByRole('button', { name: /create account/i }).click();
  await page.getByTestId('header').waitFor();
}

describe('my documents', () => {
  it('starts a document from the library, then renames, duplicates and deletes with undo', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    await page.goto('/documents/my-documents');
    await page.getByTestId('my-documents-empty').waitFor();

    await page.goto('/documents/document-library?q=services%20agreement');
    await page.getByRole('button', { name: 'Start Services Agreement' }).click();
    await page.waitForURL('**/documents/questionnaire/*');

    await page.goto('/documents/my-documents');
    const row = page.getByTestId('my-document');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.first().getByTestId('document-status').innerText()).toMatch(/in progress/i);

    await page.getByRole('button', { name: 'More actions for Services Agreement' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByLabel('Document name').fill('Harbour Cafe services');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('listitem', { name: 'Harbour Cafe services' }).waitFor();

    await page.getByRole('button', { name: 'More actions for Harbour Cafe services' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByRole('listitem', { name: 'Copy of Harbour Cafe services' }).waitFor();

    await page
      .getByRole('button', { name: 'More actions for Copy of Harbour Cafe services' })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('listitem', { name: 'Copy of Harbour Cafe services' })
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('listitem', { name: 'Copy of Harbour Cafe services' }).waitFor();
    expect(await row.count()).toBe(2);

    // The count on the user follows the list.
    await screenshot(page, 'my-documents');
    await context.close();
  });
});
