import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNda } from '../../test-support/documents-kit.js';
import {
  accept,
  essentialsOwner,
  invite,
  inviteToken,
  myTeam,
} from '../../test-support/teams-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

// Run with TEST_DATABASE_URL for the races to be real: PGlite runs one query at a time.
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
    'query($d: String!) { getMyDocument(documentId: $d) { myRole } }',
    { d: documentId },
    token,
  );
  return res.body.data?.getMyDocument?.myRole ?? res.body.errors?.[0]?.extensions?.code;
}
async function member(ownerToken: string, email: string) {
  await invite(t, ownerToken, { email });
  const person = await signUpCustomer(t.api, { email });
  return { ...person, join: () => accept(t, person.token, inviteToken(t, email)) };
}

describe('the team folder under changes at the same moment', () => {
  it('leaves a member removed while documents go in with none of them', async () => {
    for (let round = 0; round < 3; round += 1) {
      const owner = await essentialsOwner(t);
      const ann = await member(owner.token, `ann.race${round}@example.com`);
      const ben = await member(owner.token, `ben.race${round}@example.com`);
      await ann.join();
      await ben.join();
      const docs = [await startNda(t, owner.token), await startNda(t, owner.token)];
      const seat = (await myTeam(t, owner.token)).teamMembers.find(
        (m: { email: string }) => m.email === ann.input.email,
      ).id;
      const results = await Promise.all([
        put(owner.token, docs[0]!),
        t.api.graphql(
          'mutation($id: ID!) { removeTeamMember(memberId: $id) { teamId } }',
          { id: seat },
          owner.token,
        ),
        put(owner.token, docs[1]!),
      ]);
      for (const r of results) expect(r.body.errors).toBeUndefined();
      for (const doc of docs) {
        expect(await opens(ann.token, doc)).toBe('NOT_FOUND');
        expect(await opens(ben.token, doc)).toBe('EDITOR');
      }
    }
  });

  it('gives a member who joins while a document goes in that document', async () => {
    for (let round = 0; round < 3; round += 1) {
      const owner = await essentialsOwner(t);
      const first = await member(owner.token, `first.race${round}@example.com`);
      await first.join();
      const late = await member(owner.token, `late.race${round}@example.com`);
      const doc = await startNda(t, owner.token);
      const [added, joined] = await Promise.all([put(owner.token, doc), late.join()]);
      expect(added.body.errors).toBeUndefined();
      expect(joined.body.errors).toBeUndefined();
      expect(await opens(late.token, doc)).toBe('EDITOR');
    }
  });
});
