import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkMailedTo, signInByApi, signUpByApi } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
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

// A team works through a workflow: the owner gives a step to a member, the member finds it
// under "Assigned to you" on a phone and ticks it, and the owner sees who ticked it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'wattle-creek-58';

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The owner's Essentials plan (a team needs one), paid with the sandbox's test card. */
async function essentialsPlan(token: string) {
  const { createSetupIntent: intent } = await gql(
    token,
    '{ createSetupIntent { intentId clientSecret } }',
  );
  const confirmed = await fetch(
    `${baseUrl()}/sandbox-gateway/setup-intents/${intent.intentId}/confirm`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        clientSecret: intent.clientSecret,
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123' },
      }),
    },
  );
  const { paymentMethodId } = (await confirmed.json()) as { paymentMethodId: string };
  await gql(
    token,
    `mutation($p: PaymentProfileInput!) { createSubscription(paymentProfile: $p) { successType } }`,
    { p: { paymentMethodId, pricePointHandle: 'essentials-quarterly' } },
  );
}

describe('a workflow step given to a team member', () => {
  it('is ticked by the member on a phone, and the owner sees who ticked it', async () => {
    const owner = {
      email: uniqueEmail('ines'),
      password: PASSWORD,
      firstName: 'Ines',
      lastName: 'Park',
    };
    const member = {
      email: uniqueEmail('theo'),
      password: PASSWORD,
      firstName: 'Theo',
      lastName: 'Lam',
    };
    await signUpByApi(owner);
    await signUpByApi(member);
    const ownerToken = await signInByApi(owner);
    const memberToken = await signInByApi(member);
    await essentialsPlan(ownerToken);
    await gql(
      ownerToken,
      'mutation($e: String!) { AddTeamUser(email: $e, firstName: "Theo", lastName: "Lam") { teamId } }',
      { e: member.email },
    );
    const invite = new URL(await linkMailedTo(member.email, '/team-invite'));
    await gql(memberToken, 'mutation($t: String!) { acceptTeamInvite(token: $t) { teamId } }', {
      t: invite.searchParams.get('token'),
    });
    const started = await gql(
      ownerToken,
      'mutation { startWorkflow(templateKey: "hire-your-first-employee") { id steps { id title } } }',
    );
    const workflow = started.startWorkflow as {
      id: string;
      steps: { id: string; title: string }[];
    };
    const step = workflow.steps[0]!;
    const me = await gql(memberToken, '{ getUser { flakeId } }');
    await gql(
      ownerToken,
      'mutation($s: ID!, $a: ID) { scheduleWorkflowStep(stepId: $s, dueOn: "2026-12-20", assigneeId: $a) { id } }',
      { s: step.id, a: me.getUser.flakeId },
    );

    const phone = await newPage(browser, MOBILE);
    await signIn(phone.page, member);
    await phone.page.goto('/legal-solutions/my-workflows');
    const assigned = phone.page.getByRole('region', { name: 'Assigned to you' });
    const row = assigned.getByTestId('assigned-step').filter({ hasText: step.title });
    await row.getByText('Hire your first employee, for Ines Park · Due 20/12/2026').waitFor();
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    const box = row.getByRole('checkbox');
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
    await screenshot(phone.page, 'workflow-assigned-member-mobile');

    const wide = await newPage(browser, { width: 1440, height: 900 });
    await signIn(wide.page, member);
    await wide.page.goto('/legal-solutions/my-workflows');
    await wide.page
      .getByRole('region', { name: 'Assigned to you' })
      .getByTestId('assigned-step')
      .first()
      .waitFor();
    await screenshot(wide.page, 'workflow-assigned-member-desktop');

    // The reminder of a due step is a notice whose e-mail the member can switch off.
    for (const { page, name } of [
      { page: phone.page, name: 'mobile' },
      { page: wide.page, name: 'desktop' },
    ]) {
      await page.goto('/settings/email');
      await page.getByRole('switch', { name: /Workflow steps due/ }).waitFor();
      await page.getByTestId('email-always-required').scrollIntoViewIfNeeded();
      await screenshot(page, `notification-emails-${name}`);
    }

    const desk = await newPage(browser, DESKTOP);
    await signIn(desk.page, owner);
    await desk.page.goto(`/legal-solutions/customise-workflow/${workflow.id}`);
    const ownerRow = desk.page.getByTestId('workflow-step').filter({ hasText: step.title });
    await ownerRow.getByText('Ticked off by Theo Lam').waitFor();
    expect(await ownerRow.getByRole('checkbox').isChecked()).toBe(true);
    await screenshot(desk.page, 'workflow-ticked-by-member-desktop');
    await Promise.all([phone.context.close(), wide.context.close(), desk.context.close()]);
  });
});
