import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkMailedTo, signUpByApi } from '../support/accounts.js';
import {
  baseUrl,
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';

// A customer sends a finished NDA to two people to sign in order: the first signs on a phone
// with a drawn signature, the second types one, and the customer downloads the sealed PDF.

const NDA_ANSWERS = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL(
        '../../apps/server/templates/mutual-non-disclosure-agreement/example-answers.json',
        import.meta.url,
      ),
    ),
    'utf8',
  ),
) as Record<string, unknown>;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function graphqlAs(page: Page, query: string, variables: Record<string, unknown>) {
  const token = await page.evaluate(() => localStorage.getItem('auth-token'));
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The answering is another journey's; here the NDA is answered and finished through the API. */
async function finishNda(page: Page): Promise<string> {
  const started = await graphqlAs(
    page,
    'mutation($t: String!) { startDocument(templateId: $t) { id } }',
    {
      t: 'mutual-non-disclosure-agreement',
    },
  );
  const id = started.startDocument.id as string;
  await graphqlAs(
    page,
    'mutation($d: String!, $a: JSON!) { saveDocumentAnswers(documentId: $d, answers: $a) { document { id } } }',
    { d: id, a: NDA_ANSWERS },
  );
  await graphqlAs(page, 'mutation($d: String!) { completeDocument(documentId: $d) { status } }', {
    d: id,
  });
  return id;
}

const signingLink = (email: string) => linkMailedTo(email, '/esign/[A-Za-z0-9]+');

async function consent(page: Page) {
  await page.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
  await page.getByRole('button', { name: 'Continue to the document' }).click();
  // The whole document is drawn before the signature is asked for.
  await page.getByRole('img', { name: 'Page 1', exact: true }).waitFor();
}

describe('e-signing a finished NDA', () => {
  it('is sent to two signers in order, signed on a phone and on a desktop, and sealed', async () => {
    const sender = { email: uniqueEmail('mia'), password: 'harbour-lights-42' };
    await signUpByApi({ ...sender, firstName: 'Mia', lastName: 'Rossi' });
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, sender);
    await finishNda(page);

    await page.goto('/documents/my-documents');
    const row = page.getByRole('listitem').filter({ hasText: 'Completed' }).first();
    await row.waitFor().catch(async (error) => {
      await screenshot(page, 'esign-my-documents-missing');
      throw error;
    });
    await row.getByRole('button', { name: /^More actions for / }).click();
    await page.getByRole('menuitem', { name: 'Sign and send' }).click();
    await page.getByRole('heading', { name: 'Sign and send' }).waitFor();
    await page.getByTestId('esign-allowance').waitFor();

    const ana = uniqueEmail('ana');
    const ben = uniqueEmail('ben');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ana Silva');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(ana);
    await page.getByRole('button', { name: 'Add recipient' }).click();
    await page.getByRole('textbox', { name: 'Name' }).nth(1).fill('Ben Li');
    await page.getByRole('textbox', { name: 'E-mail' }).nth(1).fill(ben);
    await page
      .getByRole('textbox', { name: 'Message to the recipients' })
      .fill('Please sign this week.');
    await screenshot(page, 'esign-send');
    await page.getByRole('button', { name: 'Send for signature' }).click();
    await page.waitForURL('**/documents/signing/*');
    const processUrl = new URL(page.url()).pathname;
    await page.getByText('Waiting for signatures').waitFor();

    // The first signer, on a phone, draws with the pointer.
    const phone = await newPage(browser, MOBILE);
    await phone.page.goto(await signingLink(ana));
    await consent(phone.page);
    const pad = phone.page.getByRole('img', { name: 'Draw your signature' });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('the signature pad has no box');
    await phone.page.mouse.move(box.x + 20, box.y + 100);
    await phone.page.mouse.down();
    for (let i = 1; i <= 20; i++) {
      await phone.page.mouse.move(box.x + 20 + i * 12, box.y + 100 - Math.sin(i / 2) * 40);
    }
    await phone.page.mouse.up();
    await screenshot(phone.page, 'esign-signer-375');
    await phone.page.getByRole('button', { name: 'Sign', exact: true }).click();
    await phone.page.getByRole('heading', { name: 'You have signed' }).waitFor();
    await phone.context.close();

    // The second is asked only now, and types a signature.
    const desk = await newPage(browser, DESKTOP);
    await desk.page.goto(await signingLink(ben));
    await consent(desk.page);
    await desk.page.getByRole('tab', { name: 'Type' }).click();
    await desk.page.getByRole('radio', { name: /Suavity/ }).check();
    await desk.page.getByRole('button', { name: 'Sign', exact: true }).click();
    await desk.page
      .getByRole('heading', { name: /You have signed|This document is signed by everyone/ })
      .waitFor();
    await desk.context.close();

    // The sender sees both signatures and downloads the sealed PDF.
    await page.goto(processUrl);
    await page.getByText('Signed by everyone').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the signed PDF' }).click(),
    ]);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // A PKCS#7 seal covers the file (its byte range and signature dictionary).
    expect(bytes.includes(Buffer.from('/ByteRange'))).toBe(true);
    await context.close();
  });
});
