import type { Page } from 'playwright-core';
import { baseUrl, DEMO } from './browser.js';

// New customers as people become them: the sign-up form, then the link in the mail. The
// e2e server keeps mail in its outbox, which only an admin may read (GET /api/admin/outbox).

let adminSession: Promise<string> | undefined;

/** The demo admin's bearer token, signed in once per test file. */
export function adminToken(): Promise<string> {
  adminSession ??= (async () => {
    const response = await fetch(`${baseUrl()}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO.admin),
    });
    if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
    return ((await response.json()) as { token: string }).token;
  })();
  return adminSession;
}

/** A bearer token for an account, signed in through the API as another device would. */
export async function signInByApi(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl()}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`sign-in for ${account.email} answered ${res.status}`);
  return token;
}

type TMail = { to: string; subject: string; text: string };

/** The mail kept for `email`, newest first. */
export async function mailTo(email: string): Promise<TMail[]> {
  const response = await fetch(`${baseUrl()}/api/admin/outbox?to=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  if (!response.ok) throw new Error(`GET /api/admin/outbox answered ${response.status}`);
  return ((await response.json()) as { mails: TMail[] }).mails;
}

/** The newest link to `path` (such as '/verify-email') mailed to `email`. */
export async function linkMailedTo(email: string, path = '/verify-email'): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+(&next=\\S+)?`);
  for (const mail of await mailTo(email)) {
    const link = pattern.exec(mail.text)?.[0];
    if (link) return link;
  }
  throw new Error(`no ${path} link was mailed to ${email}`);
}

/**
 * On a filled-in sign-up form: creates the account, then follows the confirmation link
 * from the mail, which signs the new customer in. Answers the address used.
 */
export async function createAccount(page: Page): Promise<string> {
  const email = await page.getByLabel('Email').inputValue();
  const password = await page.getByLabel('Password', { exact: true }).inputValue();
  await page.getByRole('button', { name: /create account/i }).click();
  await page.getByTestId('sign-up-sent').waitFor();
  await page.goto(await linkMailedTo(email));
  // Only the person who chose the password can finish the sign-up.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.getByTestId('header').waitFor();
  return email;
}

/** A confirmed customer made through the API, ready to sign in with `password`. */
export async function signUpByApi(input: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}): Promise<void> {
  const signUp = await fetch(`${baseUrl()}/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (signUp.status !== 202) throw new Error(`sign-up answered ${signUp.status}`);
  const token = new URL(await linkMailedTo(input.email)).searchParams.get('token');
  const verified = await fetch(`${baseUrl()}/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: input.password }),
  });
  if (!verified.ok) throw new Error(`confirming the address answered ${verified.status}`);
}
