import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
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
  await createAccount(page);
}

/**
 * Opens a row's actions menu and answers that menu, so an item is looked for in the menu
 * just opened and never in another row's.
 */
async function openRowMenu(page: Page, title: string): Promise<Locator> {
  const name = `More actions for ${title}`;
  await page.getByRole('button', { name }).click();
  const menu = page.getByRole('menu', { name });
  await menu.waitFor();
  return menu;
}

/** The signed-in user's document count, as the server keeps it (GetUser.documentsCount). */
function documentsCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${window.localStorage.getItem('auth-token')}`,
      },
      body: JSON.stringify({ query: '{ getUser { documentsCount } }' }),
    });
    const body = (await response.json()) as { data: { getUser: { documentsCount: number } } };
    return body.data.getUser.documentsCount;
  });
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

    expect(await documentsCount(page)).toBe(1);

    await (await openRowMenu(page, 'Services Agreement'))
      .getByRole('menuitem', { name: 'Rename' })
      .click();
    await page.getByLabel('Document name').fill('Harbour Cafe services');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('listitem', { name: 'Harbour Cafe services' }).waitFor();

    await (await openRowMenu(page, 'Harbour Cafe services'))
      .getByRole('menuitem', { name: 'Duplicate' })
      .click();
    await page.getByRole('listitem', { name: 'Copy of Harbour Cafe services' }).waitFor();
    expect(await row.count()).toBe(2);
    expect(await documentsCount(page)).toBe(2);

    await (await openRowMenu(page, 'Copy of Harbour Cafe services'))
      .getByRole('menuitem', { name: 'Delete' })
      .click();
    await page
      .getByRole('listitem', { name: 'Copy of Harbour Cafe services' })
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('listitem', { name: 'Copy of Harbour Cafe services' }).waitFor();
    expect(await row.count()).toBe(2);

    // The count on the user follows the list, the undone delete included.
    expect(await documentsCount(page)).toBe(2);
    await screenshot(page, 'my-documents');
    await context.close();
  });
});
