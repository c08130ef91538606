import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import { launchBrowser, newPage, screenshot, serverNow, uniqueEmail } from '../support/browser.js';
import { registerCompany, saveSandboxCard, uniqueCompanyName } from '../support/company.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'kookaburra-lane-41';
const WIDE = { width: 1440, height: 900 };

describe('company change', () => {
  it('adds a director and moves the registered office of a company registered here, pays and sees the register updated', async () => {
    const { context, page } = await newPage(browser, WIDE);
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Mia');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByLabel('Email').fill(uniqueEmail('mia'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await createAccount(page);
    const companyName = uniqueCompanyName('Lyrebird');
    await registerCompany(page, companyName);
    await saveSandboxCard(page);

    // The company's register came with its registration: nothing to set up.
    await page.goto('/company-change/select-company');
    const companies = page.getByRole('list', { name: 'Your companies' });
    const company = companies.getByRole('listitem').filter({ hasText: companyName });
    await company.waitFor();
    expect(await company.innerText()).not.toContain('Register to set up');
    await company.getByRole('link', { name: companyName }).click();

    await page.getByRole('checkbox', { name: 'Add officeholder' }).check();
    await page.getByRole('checkbox', { name: 'Change company address' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change company details' }).waitFor();

    const officer = page.getByRole('region', { name: 'Add officeholder' });
    await officer.getByLabel(/First name/).fill('Jordan');
    await officer.getByLabel(/Last name/).fill('Newell');
    await officer.getByLabel(/Date of birth/).fill('1991-02-03');
    await officer.getByLabel(/Director ID/).fill('036222222222222');
    await officer.getByLabel(/Street address/).fill('9 Bay Rd');
    await officer.getByLabel(/Suburb/).fill('Manly');
    await officer.getByLabel(/Postcode/).fill('2095');

    const address = page.getByRole('region', { name: 'Change company address' });
    await address.getByLabel(/Street address/).fill('40 Wharf Lane');
    await address.getByLabel(/Suburb/).fill('Pyrmont');
    await address.getByLabel(/Postcode/).fill('2009');

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
      await serverNow(),
    );
    await page.getByLabel(/Date the change took effect/).fill(today);
    await page.getByRole('button', { name: 'Save and check' }).click();

    const pay = page.getByRole('button', { name: 'Pay and lodge with ASIC' });
    await pay.waitFor();
    const payWith = page.getByRole('textbox', { name: 'Pay with' });
    await expect.poll(() => payWith.inputValue()).toContain('4242');
    await pay.click();
    await page.getByText('Lodged with ASIC').waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    expect(await summary.innerText()).toContain('Jordan Newell');
    await screenshot(page, 'company-change-lodged');

    // The company's register itself now holds both changes.
    const register = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${window.localStorage.getItem('auth-token')}` };
      const list = await (await fetch('/api/company-changes/companies', { headers })).json();
      const id = list[0].businessId as string;
      return (await fetch(`/api/company-changes/companies/${id}/register`, { headers })).json();
    });
    expect(register.register.registeredOffice).toMatchObject({
      line1: '40 Wharf Lane',
      suburb: 'Pyrmont',
      postcode: '2009',
    });
    expect(register.register.officeholders.map((o: any) => `${o.firstName} ${o.lastName}`)).toEqual(
      ['Mia Nguyen', 'Jordan Newell'],
    );
    await context.close();
  });
});
