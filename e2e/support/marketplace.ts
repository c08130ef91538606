import type { Page } from 'playwright-core';

// Helpers for the quotes-marketplace journeys.

/** The second seeded lawyer (README demo accounts), so a brief can get two quotes. */
export const SECOND_LAWYER = { email: 'lawyer2@clausewell.test', password: 'Clausewell-demo-5' };

/**
 * Saves a sandbox test card for the signed-in customer as the card form does: a setup
 * intent, confirmed at the sandbox gateway, then kept as the default card.
 */
export async function saveTestCard(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${window.localStorage.getItem('auth-token')}`,
    };
    const response = await fetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: '{ createSetupIntent { intentId clientSecret } }' }),
    });
    const intent = (await response.json()).data.createSetupIntent;
    const confirmed = await fetch(`/sandbox-gateway/setup-intents/${intent.intentId}/confirm`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        clientSecret: intent.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'J' },
      }),
    });
    if (!confirmed.ok) throw new Error(`the sandbox answered ${confirmed.status}`);
    const kept = await fetch('/stripe/update-intent', {
      method: 'POST',
      headers,
      body: JSON.stringify({ setupIntentId: intent.intentId }),
    });
    if (!kept.ok) throw new Error(`POST /stripe/update-intent answered ${kept.status}`);
  });
}

/** Picks `option` in the Mantine select labelled `label`. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** On /my-briefs/new: quotes on the brief titled `title`. */
export async function sendQuote(
  page: Page,
  o: { title: string; feeDollars: number; days: number },
): Promise<void> {
  await page.goto('/my-briefs/new');
  const brief = page.getByRole('article', { name: o.title });
  await brief.getByRole('button', { name: 'Send a quote' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Fixed fee ($)').fill(String(o.feeDollars));
  await dialog.getByLabel('Total cost estimate ($)').fill(String(o.feeDollars + 60));
  await dialog.getByLabel('Timeline (days)').fill(String(o.days));
  await dialog
    .getByLabel('Scope of work')
    .fill('Read the lease, explain the rent review and make-good clauses, and suggest changes.');
  await dialog.getByLabel(/Include this statement of the client’s rights/).check();
  await dialog.getByRole('button', { name: /send/i }).click();
  await dialog.waitFor({ state: 'detached' });
}
