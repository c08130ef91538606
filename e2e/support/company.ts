import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

/** A proposed company name of letters only, new to the register on every run. */
export function uniqueCompanyName(stem: string) {
  const letters = [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return `${stem} ${letters[0]!.toUpperCase()}${letters.slice(1)} Pty Ltd`;
}

async function fillAddress(page: Page, legend: string, line1: string) {
  await page.getByLabel(`${legend}: street address`).fill(line1);
  await page.getByLabel(`${legend}: suburb`).fill('Sydney');
  await page.getByLabel(`${legend}: postcode`).fill('2000');
}

/**
 * Registers a company through the Form 201 wizard for the signed-in customer: one resident
 * director who is also the secretary and holds every share. Answers the ACN.
 */
export async function registerCompany(page: Page, companyName: string): Promise<string> {
  await page.goto('/solutions/business-solutions/company');
  await page.getByRole('button', { name: 'Start my application' }).click();
  await page.getByRole('textbox', { name: /Company name/ }).fill(companyName);
  await page.getByRole('button', { name: 'Check availability' }).click();
  await page.getByText(/ is available$/).waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await fillAddress(page, 'Registered office', '12 Harbour Street');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  const holder = page.getByRole('region', { name: 'Officeholder 1' });
  await holder.getByLabel('Secretary').check();
  await holder.getByLabel('Given names').fill('Mia');
  await holder.getByLabel('Family name').fill('Nguyen');
  await holder.getByLabel('Date of birth').fill('1990-05-04');
  await holder.getByLabel('Town of birth').fill('Hobart');
  await holder.getByLabel('Country of birth').fill('Australia');
  await holder.getByLabel('Director ID').fill('036123456789012');
  await fillAddress(page, 'Officeholder 1 residential address', '7 Home Road');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.getByLabel('Shareholder 1 name').fill('Mia Nguyen');
  await fillAddress(page, 'Shareholder 1 address', '7 Home Road');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await payAndLodge(page, '4242 4242 4242 4242');
  await page.getByText('Your company is registered').waitFor();
  const registered = await page.getByText(REGISTERED_NUMBERS).innerText();
  return REGISTERED_NUMBERS.exec(registered)![1]!.replaceAll(' ', '');
}

/** The success screen's numbers, spaced as people read them: ACN 123 456 789, ABN 12 345 678 901. */
export const REGISTERED_NUMBERS = /ACN (\d{3} \d{3} \d{3}), ABN (\d{2} \d{3} \d{3} \d{3})/;

/** The wizard's last step: pays the fees with a new sandbox card, which lodges the form. */
export async function payAndLodge(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Payment details' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Mia Nguyen');
  await form.getByRole('button', { name: /^Pay \$[\d,.]+ and lodge$/ }).click();
}

/** Saves the sandbox's test Visa for the signed-in customer, as the card form would. */
export async function saveSandboxCard(page: Page) {
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
    await fetch(`/sandbox-gateway/setup-intents/${intent.intentId}/confirm`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        clientSecret: intent.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'M' },
      }),
    });
    await fetch('/stripe/update-intent', {
      method: 'POST',
      headers,
      body: JSON.stringify({ setupIntentId: intent.intentId }),
    });
  });
}
