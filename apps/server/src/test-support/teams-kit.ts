import { addCard, buy } from './billing-kit.js';
import { lastLinkToken } from './mailbox.js';
import { signUpCustomer, type TTestApp } from './test-app.js';

// Drives the team feature over GraphQL as the settings page does.

export const TEAM_FIELDS = `owner { flakeId email } teamId limit canManage canHaveTeam
  teamMembers { id flakeId email firstName lastName userType inviteExpired }`;

export async function essentialsOwner(t: TTestApp) {
  const owner = await signUpCustomer(t.api);
  const { paymentMethodId } = await addCard(t, owner.token);
  const bought = await buy(t, owner.token, { handle: 'essentials-quarterly', paymentMethodId });
  if (bought.body.errors) throw new Error(JSON.stringify(bought.body.errors));
  return owner;
}

export function invite(
  t: TTestApp,
  token: string,
  input: { email: string; firstName?: string; lastName?: string; message?: string },
) {
  return t.api.graphql(
    `mutation($email: String!, $firstName: String!, $lastName: String!, $message: String) {
      AddTeamUser(email: $email, firstName: $firstName, lastName: $lastName, message: $message) { ${TEAM_FIELDS} } }`,
    { firstName: 'Sam', lastName: 'Member', ...input },
    token,
  );
}

export async function myTeam(t: TTestApp, token: string) {
  const res = await t.api.graphql(`{ myTeam { ${TEAM_FIELDS} } }`, {}, token);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.myTeam;
}

export function inviteToken(t: TTestApp, email: string): string {
  const token = lastLinkToken(t.sentMail, email, '/team-invite');
  if (!token) throw new Error(`no invitation was mailed to ${email}`);
  return token;
}

export function accept(t: TTestApp, token: string, inviteTokenValue: string) {
  return t.api.graphql(
    `mutation($token: String!) { acceptTeamInvite(token: $token) { ${TEAM_FIELDS} } }`,
    { token: inviteTokenValue },
    token,
  );
}

export async function roles(t: TTestApp, token: string) {
  const res = await t.api.graphql('{ getUser { teamOwner teamUser } }', {}, token);
  return res.body.data.getUser as { teamOwner: boolean; teamUser: boolean };
}

export async function unlimitedSigning(t: TTestApp, token: string): Promise<boolean> {
  const res = await t.api.graphql('{ esignAllowance { unlimited } }', {}, token);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.esignAllowance.unlimited;
}
