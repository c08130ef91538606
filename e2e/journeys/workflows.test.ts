import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import {
  baseUrl,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';

// The NDA is answered and finished through the API with the template's example answers
// (answering it in the browser is the NDA journey's); what this journey checks is that the
// workflow sees it finished.
const NDA = 'mutual-non-disclosure-agreement';
const NDA_ANSWERS = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL(`../../apps/server/templates/${NDA}/example-answers.json`, import.meta.url),
    ),
    'utf8',
  ),
) as Record<string, unknown>;

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

async function finishNda(page: Page) {
  const started = await graphqlAs(
    page,
    'mutation($t: String!) { startDocument(templateId: $t) { id } }',
    { t: NDA },
  );
  const d = started.startDocument.id as string;
  await graphqlAs(
    page,
    'mutation($d: String!, $a: JSON!) { saveDocumentAnswers(documentId: $d, answers: $a) { document { id } } }',
    { d, a: NDA_ANSWERS },
  );
  const done = await graphqlAs(
    page,
    'mutation($d: String!) { completeDocument(documentId: $d) { status } }',
    { d },
  );
  expect(done.completeDocument.status).toBe('COMPLETED');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a guided workflow', () => {
  it('starts "Protect your brand" and ticks its NDA step once the NDA is finished', async () => {
    const account = { email: uniqueEmail('wren'), password: 'harbour-lights-42' };
    await signUpByApi({ ...account, firstName: 'Wren', lastName: 'Adeyemi' });
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, account);

    await page.goto('/legal-solutions/my-workflows?first-load=true');
    await page.getByTestId('workflows-empty').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start Protect your brand' }).click();
    await page.waitForURL('**/legal-solutions/customise-workflow/*');
    await page.getByRole('heading', { level: 1, name: 'Protect your brand' }).waitFor();

    const ndaStep = page
      .getByTestId('workflow-step')
      .filter({ hasText: 'Use a non-disclosure agreement before sharing ideas' });
    const box = ndaStep.getByRole('checkbox');
    expect(await box.isChecked()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await ndaStep.getByRole('link', { name: 'Create the document' }).count()).toBe(1);

    await finishNda(page);
    await page.reload();
    await ndaStep.getByText('Ticked off automatically').waitFor();
    expect(await box.isChecked()).toBe(true);
    await screenshot(page, 'workflow-ticked');

    await page.goto('/legal-solutions/my-workflows');
    await page
      .getByRole('progressbar', { name: 'Protect your brand: 1 of 5 steps done' })
      .waitFor();
    await page.goto('/');
    await page
      .getByTestId('home-workflows')
      .getByRole('progressbar', { name: 'Protect your brand: 1 of 5 steps done' })
      .waitFor();
    await context.close();
  });
});
