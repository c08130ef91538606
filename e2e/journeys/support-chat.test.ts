import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/accounts.js';
import {
  DEMO,
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  uniqueEmail,
} from '../support/browser.js';

// A customer on a phone asks the support team a question; the team answers from the admin
// inbox on a desktop; the answer reaches the customer's open chat without a reload; signing
// out shuts the chat down.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('support chat', () => {
  it('carries a question to the inbox and the answer back, live, until sign-out', async () => {
    const customer = {
      email: uniqueEmail('maeve'),
      password: 'banksia-lane-42',
      firstName: 'Maeve',
      lastName: 'Kowalski',
    };
    await signUpByApi(customer);
    const question = 'How do I add a second director to my company?';
    const answer = 'Open Registrations, choose your company and pick "Appoint an officeholder".';

    // The customer, on a phone: the Help button appears a moment after the app loads.
    const phone = await newPage(browser, MOBILE);
    await signIn(phone.page, customer);
    const help = phone.page.getByRole('button', { name: 'Help' });
    await help.click();
    const chat = phone.page.getByRole('dialog', { name: 'Chat with support' });
    await chat.getByText('No messages yet.', { exact: false }).waitFor();
    await chat.getByLabel('Your message').fill(question);
    await chat.getByRole('button', { name: 'Send' }).click();
    const messages = chat.getByRole('list', { name: 'Messages' });
    await messages.getByText(question).waitFor();
    await expect.poll(() => chat.getByLabel('Your message').inputValue()).toBe('');
    await screenshot(phone.page, 'support-chat-question-phone');

    // Support, on a desktop: the conversation is in the inbox, unread.
    const desk = await newPage(browser, DESKTOP);
    await signIn(desk.page, DEMO.admin);
    await desk.page.goto('/admin/support');
    const entry = desk.page
      .getByTestId('support-inbox-entry')
      .filter({ hasText: `${customer.firstName} ${customer.lastName}` });
    await entry.getByLabel('1 unread').waitFor();
    await entry.click();
    await desk.page.getByText(question).waitFor();
    await desk.page.getByLabel('Reply').fill(answer);
    await desk.page.getByRole('button', { name: 'Send' }).click();
    await desk.page.getByText(answer).waitFor();
    await screenshot(desk.page, 'support-inbox-reply-desktop');

    // The customer's open chat shows the answer with no reload.
    await messages.getByText(answer).waitFor();
    expect(await messages.getByRole('listitem').count()).toBe(2);
    await screenshot(phone.page, 'support-chat-answer-phone');

    // Signing out shuts the chat down: no Help button on the sign-in page.
    await chat.getByRole('button', { name: 'Close support chat' }).click();
    await phone.page.getByTestId('avatar-menu-button').click();
    await phone.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await phone.page.waitForURL(/\/sign-in/);
    await phone.page.getByLabel('Email').waitFor();
    expect(await phone.page.getByRole('button', { name: 'Help' }).count()).toBe(0);

    await phone.context.close();
    await desk.context.close();
  });
});
