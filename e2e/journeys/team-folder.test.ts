import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkMailedTo, mailTo, signInByApi, signUpByApi } from '../support/accounts.js';
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

// A team shares a folder: the owner puts a document in from My documents, a member who asked
// for team folder e-mails gets one and opens the document from the Team folder on a phone,
// and once the owner removes them the folder and the document are gone for them.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'banksia-ridge-41';

const tokenFor = (email: string) => signInByApi({ email, password: PASSWORD });

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

/** The owner's Essentials plan, paid with the sandbox's test card as the browser would. */
async function buyEssentials(token: string) {
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

describe('the team folder', () => {
  it('shares a document with the team from My documents and ends with the seat', async () => {
    const owner = {
      email: uniqueEmail('tess'),
      password: PASSWORD,
      firstName: 'Tess',
      lastName: 'Ward',
    };
    const member = {
      email: uniqueEmail('milo'),
      password: PASSWORD,
      firstName: 'Milo',
      lastName: 'Reid',
    };
    await signUpByApi(owner);
    await signUpByApi(member);
    const ownerToken = await tokenFor(owner.email);
    const memberToken = await tokenFor(member.email);
    await buyEssentials(ownerToken);
    await gql(
      ownerToken,
      'mutation($e: String!) { AddTeamUser(email: $e, firstName: "Milo", lastName: "Reid") { teamId } }',
      { e: member.email },
    );
    const invite = new URL(await linkMailedTo(member.email, '/team-invite'));
    await gql(memberToken, 'mutation($t: String!) { acceptTeamInvite(token: $t) { teamId } }', {
      t: invite.searchParams.get('token'),
    });
    const started = await gql(
      ownerToken,
      'mutation { startDocument(templateId: "mutual-non-disclosure-agreement") { id title } }',
    );
    const doc = started.startDocument as { id: string; title: string };

    // The member asks for team folder notices by e-mail in account settings, on a phone.
    const phone = await newPage(browser, MOBILE);
    await signIn(phone.page, member);
    await phone.page.goto('/settings/email');
    const teamSwitch = phone.page.getByRole('switch', { name: /Team folder/ });
    // The switch saves at once and shows the saved state: click, then wait for it.
    await teamSwitch.click();
    await expect.poll(() => teamSwitch.isChecked()).toBe(true);
    await screenshot(phone.page, 'team-folder-email-settings-mobile');

    // The owner puts the NDA in the Team folder from My documents.
    const desk = await newPage(browser, DESKTOP);
    await signIn(desk.page, owner);
    await desk.page.goto('/documents/my-documents');
    const folder = desk.page.getByRole('region', { name: 'Team' });
    await folder.getByRole('textbox', { name: 'Put one of your documents here' }).click();
    await desk.page.getByRole('option', { name: doc.title }).first().click();
    await folder.getByRole('button', { name: 'Share with team' }).click();
    await folder.getByTestId('team-folder-document').getByText('Yours').waitFor();
    await screenshot(desk.page, 'team-folder-owner-desktop');

    // The member is e-mailed (the notice's job runs within seconds) and sees it on the phone.
    await expect
      .poll(
        async () =>
          (await mailTo(member.email)).some((m) => m.subject === 'New in your team folder'),
        {
          timeout: 60_000,
          interval: 1_000,
        },
      )
      .toBe(true);
    await phone.page.goto('/documents/my-documents');
    const theirs = phone.page.getByRole('region', { name: 'Team' });
    await theirs.getByText('Can edit').waitFor();
    await theirs.getByText('From Tess Ward').waitFor();
    await screenshot(phone.page, 'team-folder-member-mobile');
    await theirs.getByRole('link', { name: doc.title }).click();
    await phone.page.waitForURL(`**/documents/questionnaire/${doc.id}`);

    // The owner removes the member: the folder and the document are gone for them at once.
    const team = await gql(ownerToken, '{ myTeam { teamMembers { id email } } }');
    const seat = team.myTeam.teamMembers.find((m: { email: string }) => m.email === member.email);
    await gql(ownerToken, 'mutation($id: ID!) { removeTeamMember(memberId: $id) { teamId } }', {
      id: seat.id,
    });
    await phone.page.goto('/documents/my-documents');
    await phone.page.getByRole('heading', { name: 'My documents' }).waitFor();
    await phone.page.getByTestId('my-documents-empty').waitFor();
    expect(await phone.page.getByRole('region', { name: 'Team' }).count()).toBe(0);
    const refused = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${memberToken}` },
      body: JSON.stringify({
        query: 'query($d: String!) { getMyDocument(documentId: $d) { id } }',
        variables: { d: doc.id },
      }),
    });
    const answer = (await refused.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await phone.context.close();
    await desk.context.close();
  });
});
