import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe.js';
import { DEMO, launchBrowser, MOBILE, newPage, signIn } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('accessibility of the shell', () => {
  it('the sign-in and sign-up pages have no serious axe violations', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/sign-up');
    await page.getByLabel('First name').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('the customer home on desktop and the open mobile menu have none either', async () => {
    const desktop = await newPage(browser);
    await signIn(desktop.page, DEMO.customer);
    await desktop.page.getByText('Welcome, Olivia').waitFor();
    expect(await seriousA11yViolations(desktop.page)).toEqual([]);
    await desktop.context.close();

    const mobile = await newPage(browser, MOBILE);
    await signIn(mobile.page, DEMO.customer);
    await mobile.page.getByRole('button', { name: 'Open menu' }).click();
    await mobile.page.getByTestId('mobile-menu').waitFor();
    // Colours are only final once the slide-in and the overlay fade have finished.
    await mobile.page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    await mobile.page.waitForFunction(() => {
      const menu = document.querySelector('[data-testid="mobile-menu"]');
      return menu !== null && Math.round(menu.getBoundingClientRect().left) === 0;
    });
    expect(await seriousA11yViolations(mobile.page)).toEqual([]);
    await mobile.context.close();
  });

  it('the navigation works from the keyboard alone', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.customer);
    await page.getByTestId('nav-item-pricing').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pricing');
    await page.waitForFunction(() => document.title === 'Clausewell | Products & Pricing');
    await context.close();
  });
});
