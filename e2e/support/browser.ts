import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 375, height: 812 };

export const DEMO = {
  customer: { email: 'customer@clausewell.test', password: 'Clausewell-demo-1' },
  usCustomer: { email: 'us.customer@clausewell.test', password: 'Clausewell-demo-2' },
  lawyer: { email: 'lawyer@clausewell.test', password: 'Clausewell-demo-3' },
  admin: { email: 'admin@clausewell.test', password: 'Clausewell-demo-4' },
} as const;

/** Debian's Chromium, headless, with the flags a closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * The server's "now". Its clock starts at the suite's instant (TEST_NOW) and may have been
 * moved on since (the sandbox's test clock), so a journey asks rather than computing it.
 */
export async function serverNow(): Promise<Date> {
  const response = await fetch(`${baseUrl()}/api/server-time`);
  if (!response.ok) throw new Error(`GET /api/server-time answered ${response.status}`);
  return new Date(((await response.json()) as { now: string }).now);
}

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  // The browser's clock reads what the server's does, and runs on from there, so whatever
  // the page computes from its own clock agrees with the server on any day of the run.
  await context.clock.install({ time: await serverNow() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('header').waitFor();
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${randomBytes(4).toString('hex')}${counter}@example.com`;
}
