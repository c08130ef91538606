import { CUSTOMER_NAVIGATION, navigationForTenant } from '@app/domain';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const sidebarKeys = (page: Page) =>
  page
    .getByTestId('sidebar')
    .locator('[data-testid^="nav-item-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('nav-item-', '')));

describe('customer shell', () => {
  it('a new AU customer signs up and sees the 11 items in order', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Chloe');
    await page.getByLabel('Last name').fill('Brown');
    await page.getByLabel('Email').fill(uniqueEmail('chloe'));
    await page.getByLabel('Password', { exact: true }).fill('kangaroo-island-55');
    await createAccount(page);
    await page.getByText('Welcome, Chloe').waitFor();

    const expected = navigationForTenant(CUSTOMER_NAVIGATION, 'AU').map((i) => i.key);
    expect(expected).toHaveLength(11);
    expect(await sidebarKeys(page)).toEqual(expected);
    expect(await page.title()).toBe('Clausewell | Home');

    await page.getByTestId('nav-item-documents').click();
    await page.waitForURL('**/documents/my-documents');
    await page.waitForFunction(() => document.title === 'Clausewell | Documents');
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    await screenshot(page, 'customer-signed-up');
    await context.close();
  });

  it('a US customer does not see the AU-only items', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.usCustomer);
    expect(await sidebarKeys(page)).toEqual([
      'home',
      'documents',
      'workflows',
      'quotes',
      'virtual-office',
      'pricing',
    ]);
    await context.close();
  });

  it('the collapsed sidebar is remembered across a reload', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.customer);
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.evaluate((e) => e.getBoundingClientRect().width)).toBe(250);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width === 85,
    );
    await page.reload();
    await sidebar.waitFor();
    expect(await sidebar.evaluate((e) => e.getBoundingClientRect().width)).toBe(85);
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await screenshot(page, 'sidebar-collapsed');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await context.close();
  });

  it('an unknown route shows the 404 page inside the product', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.customer);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('the AI button goes to full-screen AI from home and opens the panel elsewhere', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.customer);
    await page.getByTestId('ai-button').click();
    await page.waitForURL('**/ai?mode=ask');
    await page.locator('[data-testid="ai-button"]:disabled').waitFor();
    await page.goto('/pricing');
    await page.getByTestId('ai-button').click();
    await page.getByTestId('ai-panel').waitFor();
    await context.close();
  });
});
