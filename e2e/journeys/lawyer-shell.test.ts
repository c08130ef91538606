import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, MOBILE, newPage, screenshot, signIn } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('lawyer shell', () => {
  it('shows the lawyer navigation, no notifications button and the lawyer avatar menu', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.lawyer);
    const keys = await page
      .getByTestId('sidebar')
      .locator('[data-testid^="nav-item-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(keys.slice(0, 3)).toEqual([
      'nav-item-dashboard',
      'nav-item-documents',
      'nav-item-consultations',
    ]);
    expect(keys).toContain('nav-item-marketplace-chat');
    expect(await page.getByTestId('notifications-button').count()).toBe(0);

    await page.getByTestId('avatar-menu-button').click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const items = await menu.getByRole('menuitem').allInnerTexts();
    expect(items.map((s) => s.trim())).toEqual([
      'My profile',
      'My Quotes',
      'My Business',
      'Sign out',
    ]);
    await screenshot(page, 'lawyer-avatar-menu');
    await context.close();
  });

  it('at 375 px the menu opens at 80% width and slides to a submenu', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, DEMO.lawyer);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="mobile-menu"]');
      const r = el?.getBoundingClientRect();
      return r && Math.round(r.width) === 300 && Math.round(r.left) === 0;
    });
    await menu.getByTestId('nav-item-quotes').click();
    const submenu = page.getByTestId('mobile-menu-submenu');
    await submenu.getByText('Briefs').first().waitFor();
    await page.waitForFunction(() => {
      const sub = document
        .querySelector('[data-testid="mobile-menu-submenu"]')
        ?.getBoundingClientRect();
      const menuBox = document
        .querySelector('[data-testid="mobile-menu"]')
        ?.getBoundingClientRect();
      return sub && menuBox && Math.abs(sub.left - menuBox.left) < 1;
    });
    await screenshot(page, 'lawyer-mobile-submenu');
    await submenu.getByRole('link', { name: 'Won' }).click();
    await page.waitForURL('**/my-briefs/won');
    await context.close();
  });
});
