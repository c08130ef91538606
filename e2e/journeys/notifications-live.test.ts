import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, signUpByApi } from '../support/accounts.js';
import {
  baseUrl,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';

// A notice reaches an open screen the moment it is made: nobody reloads, nobody waits for a
// poll. Then the partner offers a paying customer would look at next from the same menu.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'wattle-grove-27';
const NDA = 'mutual-non-disclosure-agreement';

const tokenFor = (email: string) => signInByApi({ email, password: PASSWORD });

describe('live notifications', () => {
  it('shows a shared document in the bell of a reader whose page is already open', async () => {
    const owner = {
      email: uniqueEmail('olive'),
      password: PASSWORD,
      firstName: 'Olive',
      lastName: 'Tran',
    };
    const reader = {
      email: uniqueEmail('rhys'),
      password: PASSWORD,
      firstName: 'Rhys',
      lastName: 'Doyle',
    };
    await signUpByApi(owner);
    await signUpByApi(reader);

    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, reader);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // The owner starts an NDA and shares it, from another device.
    const ownerToken = await tokenFor(owner.email);
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${baseUrl()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data: Record<string, { id: string }> };
    };
    const started = await gql('mutation($t: String!) { startDocument(templateId: $t) { id } }', {
      t: NDA,
    });
    const id = started.data.startDocument!.id;
    const shared = await fetch(`${baseUrl()}/v2/shareDocument`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
      body: JSON.stringify({ documentId: id, email: reader.email, role: 'VIEWER' }),
    });
    expect(shared.status).toBe(201);

    // No reload: the bell counts it within moments.
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 10_000 });
    await bell.click();
    await page.getByText('Olive Tran shared').waitFor();
    await screenshot(page, 'notifications-live-phone');
    await context.close();
  });
});
