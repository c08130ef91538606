import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNda } from '../../test-support/documents-kit.js';
import { lastLinkToken } from '../../test-support/mailbox.js';
import {
  accept,
  essentialsOwner,
  invite,
  inviteToken,
  myTeam,
} from '../../test-support/teams-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

// A member who confirms a new e-mail address keeps the team folder's documents: the shares the
// folder made (to an address, as every document share is) move with them.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const put = (token: string, documentId: string) =>
  t.api.graphql(
    'mutation($d: ID!) { addToTeamFolder(documentId: $d, role: "EDITOR") { available } }',
    { d: documentId },
    token,
  );
async function opens(token: string, documentId: string) {
  const res = await t.api.graphql(
    'query($d: String!) { getMyDocument(documentId: $d) { id myRole } }',
    { d: documentId },
    token,
  );
  return res.body.data?.getMyDocument?.myRole ?? res.body.errors?.[0]?.extensions?.code;
}
async function moveEmail(who: { token: string; input: { password: string } }, to: string) {
  const asked = await t.api.post(
    '/profile/email-change',
    { newEmail: to, password: who.input.password },
    who.token,
  );
  expect(asked.status).toBe(202);
  const link = lastLinkToken(t.sentMail, to, '/settings/email/confirm')!;
  const done = await t.api.post('/profile/email-change/confirm', { token: link }, who.token);
  expect(done.status).toBe(200);
}

let n = 0;
describe("a team member's new e-mail address", () => {
  it('keeps the team folder open to them, and the owner sees the new address', async () => {
    n += 1;
    const owner = await essentialsOwner(t);
    const email = `kim.old${n}@example.com`;
    expect((await invite(t, owner.token, { email })).body.errors).toBeUndefined();
    const kim = await signUpCustomer(t.api, { email });
    expect((await accept(t, kim.token, inviteToken(t, email))).body.errors).toBeUndefined();
    const before = await startNda(t, owner.token);
    expect((await put(owner.token, before)).body.errors).toBeUndefined();
    expect(await opens(kim.token, before)).toBe('EDITOR');

    const moved = `kim.new${n}@example.com`;
    await moveEmail(kim, moved);
    expect(await opens(kim.token, before)).toBe('EDITOR');
    const seats = (await myTeam(t, owner.token)).teamMembers.map((m: { email: string }) => m.email);
    expect(seats).toEqual([moved]);

    // A document put in the folder afterwards reaches the new address too.
    const after = await startNda(t, owner.token);
    expect((await put(owner.token, after)).body.errors).toBeUndefined();
    expect(await opens(kim.token, after)).toBe('EDITOR');

    // Leaving takes both away, as it would have before the move.
    const left = await t.api.graphql('mutation { leaveTeam }', {}, kim.token);
    expect(left.body.errors).toBeUndefined();
    expect(await opens(kim.token, before)).not.toBe('EDITOR');
    expect(await opens(kim.token, after)).not.toBe('EDITOR');
  });

  it('keeps a document someone shared with the new address in person when the member leaves', async () => {
    n += 1;
    const owner = await essentialsOwner(t);
    const email = `lee.old${n}@example.com`;
    expect((await invite(t, owner.token, { email })).body.errors).toBeUndefined();
    const lee = await signUpCustomer(t.api, { email });
    expect((await accept(t, lee.token, inviteToken(t, email))).body.errors).toBeUndefined();
    const doc = await startNda(t, owner.token);
    expect((await put(owner.token, doc)).body.errors).toBeUndefined();
    const moved = `lee.new${n}@example.com`;
    // Shared with the new address in person before the move.
    const shared = await t.api.post(
      '/v2/shareDocument',
      { documentId: doc, email: moved, role: 'VIEWER' },
      owner.token,
    );
    expect(shared.status).toBe(201);
    await moveEmail(lee, moved);
    expect(await opens(lee.token, doc)).toBe('VIEWER');
    const left = await t.api.graphql('mutation { leaveTeam }', {}, lee.token);
    expect(left.body.errors).toBeUndefined();
    expect(await opens(lee.token, doc)).toBe('VIEWER');
  });
});
