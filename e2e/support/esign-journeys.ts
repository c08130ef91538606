import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { linkMailedTo } from './accounts.js';
import { baseUrl } from './browser.js';

// What the e-sign journeys share: a finished NDA made through the API (answering it is another
// journey's), the signing link from the outbox, the signer's consent, and reading where the
// words of a sealed PDF sit on its pages.

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

/** The signed-in customer's GraphQL call, with the token the page keeps. */
export async function graphqlAs(page: Page, query: string, variables: Record<string, unknown>) {
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

/** A finished Mutual NDA for the signed-in customer; answers its id. */
export async function finishNda(page: Page): Promise<string> {
  const started = await graphqlAs(
    page,
    'mutation($t: String!) { startDocument(templateId: $t) { id } }',
    { t: 'mutual-non-disclosure-agreement' },
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

export const signingLink = (email: string) => linkMailedTo(email, '/esign/[A-Za-z0-9]+');

/** Agrees to sign electronically and waits until the whole document is drawn. */
export async function consent(page: Page) {
  await page.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
  await page.getByRole('button', { name: 'Continue to the document' }).click();
  await page.getByRole('img', { name: 'Page 1', exact: true }).waitFor();
}

/** Types the signature in a plain font (its words can then be read back out of the PDF). */
export async function signTyped(page: Page, text: string) {
  await page.getByRole('tab', { name: 'Type' }).click();
  await page.getByRole('textbox', { name: 'Type your signature' }).fill(text);
  await page.getByRole('radio', { name: /Open Sans/ }).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
}

export type TPdfWord = {
  /** 0-based page. */
  page: number;
  text: string;
  /** The word's box as fractions of its page, origin top-left, as fields are placed. */
  x: number;
  y: number;
  width: number;
  height: number;
};

/** Every word of a PDF and where it sits, read by poppler's pdftotext -bbox. */
export function wordsOf(pdf: Uint8Array): TPdfWord[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-esign-'));
  try {
    const file = path.join(dir, 'signed.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    const words: TPdfWord[] = [];
    const pages = html.split('<page ').slice(1);
    pages.forEach((chunk, page) => {
      const w = Number(/width="([\d.]+)"/.exec(chunk)?.[1]);
      const h = Number(/height="([\d.]+)"/.exec(chunk)?.[1]);
      const re =
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
      for (const m of chunk.matchAll(re)) {
        const [x0, y0, x1, y1] = [m[1], m[2], m[3], m[4]].map(Number) as [
          number,
          number,
          number,
          number,
        ];
        words.push({
          page,
          text: m[5]!,
          x: x0 / w,
          y: y0 / h,
          width: (x1 - x0) / w,
          height: (y1 - y0) / h,
        });
      }
    });
    return words;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The words whose middle falls inside a placed field's box on its page. */
export function wordsInside(
  words: readonly TPdfWord[],
  box: { page: number; x: number; y: number; width: number; height: number },
): string[] {
  return words
    .filter((w) => {
      const cx = w.x + w.width / 2;
      const cy = w.y + w.height / 2;
      return (
        w.page === box.page &&
        cx >= box.x &&
        cx <= box.x + box.width &&
        cy >= box.y &&
        cy <= box.y + box.height
      );
    })
    .map((w) => w.text);
}

/**
 * Buys the Essentials plan (every document, so unlimited e-signatures) for the signed-in
 * customer as the checkout does: a card saved with the sandbox gateway, then the purchase.
 * Essentials has no plan agreement to sign; a plan that needs one is signed for separately.
 */
export async function buyEssentials(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${window.localStorage.getItem('auth-token')}`,
    };
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = await response.json();
      if (body.errors?.length) throw new Error(body.errors[0].message);
      return body.data;
    };
    const { createSetupIntent: intent } = await gql(
      'query { createSetupIntent { intentId clientSecret stripeCustomerId } }',
    );
    const confirmed = await fetch(`/sandbox-gateway/setup-intents/${intent.intentId}/confirm`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        clientSecret: intent.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'N' },
      }),
    });
    if (!confirmed.ok) throw new Error(`the sandbox answered ${confirmed.status}`);
    const { paymentMethodId } = await confirmed.json();
    await gql(
      `mutation($p: PaymentProfileInput!, $s: String, $k: String) {
        createSubscription(paymentProfile: $p, setupIntentId: $s, idempotencyKey: $k) {
          subscription { id state }
        }
      }`,
      {
        p: {
          paymentMethodId,
          stripeCustomerId: intent.stripeCustomerId,
          pricePointHandle: 'standard-annual-plan-current',
        },
        s: intent.intentId,
        k: crypto.randomUUID(),
      },
    );
  });
}

/** Picks `option` in the Mantine select labelled `label` (its listbox opens on a click). */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
