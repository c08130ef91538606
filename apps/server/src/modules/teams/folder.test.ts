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

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FOLDER = `available isTeamOwner
  documents { documentId title ownerName role canRemove } addable { documentId title }`;
type TFolder = {
  available: boolean;
  isTeamOwner: boolean;
  documents: {
    documentId: string;
    title: string;
    ownerName: string;
    role: string;
    canRemove: boolean;
  }[];
  addable: { documentId: string; title: string }[];
};

async function folder(token: string): Promise<TFolder> {
  const res = await t.api.graphql(`{ teamFolder { ${FOLDER} } }`, {}, token);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.teamFolder;
}
const put = (token: string, documentId: string, role: string) =>
  t.api.graphql(
    `mutation($d: ID!, $r: String!) { addToTeamFolder(documentId: $d, role: $r) { ${FOLDER} } }`,
    { d: documentId, r: role },
    token,
  );
const takeOut = (token: string, documentId: string) =>
  t.api.graphql(
    `mutation($d: ID!) { removeFromTeamFolder(documentId: $d) { ${FOLDER} } }`,
    { d: documentId },
    token,
  );
/** What the documents area answers the member for the document: its role, or the refusal. */
async function opens(token: string, documentId: string) {
  const res = await t.api.graphql(
    'query($d: String!) { getMyDocument(documentId: $d) { id myRole } }',
    { d: documentId },
    token,
  );
  return res.body.data?.getMyDocument?.myRole ?? res.body.errors?.[0]?.extensions?.code;
}

let n = 0;
/** An owner with an Essentials plan and two members who accepted. */
async function team() {
  n += 1;
  const owner = await essentialsOwner(t);
  const people = [];
  for (const name of ['ann', 'ben']) {
    const email = `${name}.folder${n}@example.com`;
    expect((await invite(t, owner.token, { email })).body.errors).toBeUndefined();
    const person = await signUpCustomer(t.api, { email });
    expect((await accept(t, person.token, inviteToken(t, email))).body.errors).toBeUndefined();
    people.push(person);
  }
  return { owner, ann: people[0]!, ben: people[1]! };
}

describe('the team folder', () => {
  it('shares what the owner puts in it with every member, in the role chosen', async () => {
    const { owner, ann, ben } = await team();
    const nda = await startNda(t, owner.token);
    const before = await folder(owner.token);
    expect(before).toMatchObject({ available: true, isTeamOwner: true, documents: [] });
    expect(before.addable.map((d) => d.documentId)).toContain(nda);

    const added = await put(owner.token, nda, 'EDITOR');
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data.addToTeamFolder.documents).toEqual([
      expect.objectContaining({ documentId: nda, role: 'OWNER', canRemove: true }),
    ]);
    for (const member of [ann, ben]) {
      const theirs = await folder(member.token);
      expect(theirs).toMatchObject({ available: true, isTeamOwner: false });
      expect(theirs.documents[0]).toMatchObject({
        documentId: nda,
        role: 'EDITOR',
        canRemove: false,
      });
      expect(await opens(member.token, nda)).toBe('EDITOR');
    }
    // Each member is told, in the notification centre.
    const notes = await t.api.graphql('{ notifications { kind body } }', {}, ann.token);
    expect(notes.body.data.notifications[0]).toMatchObject({ kind: 'TEAM_FOLDER_DOCUMENT' });

    // A member takes nobody else's document out; the owner changes its role to read only.
    const byMember = await takeOut(ann.token, nda);
    expect(byMember.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await put(owner.token, nda, 'VIEWER');
    expect(await opens(ben.token, nda)).toBe('VIEWER');

    // Taken out, it is gone for the members at once.
    const out = await takeOut(owner.token, nda);
    expect(out.body.data.removeFromTeamFolder.documents).toEqual([]);
    expect(await opens(ann.token, nda)).toBe('NOT_FOUND');
  });

  it('ends a removed member’s access at once, and a leaving member’s too', async () => {
    const { owner, ann, ben } = await team();
    const nda = await startNda(t, owner.token);
    await put(owner.token, nda, 'VIEWER');
    // Ben's own document, in the folder, reaches the owner and Ann.
    const bens = await startNda(t, ben.token);
    expect((await put(ben.token, bens, 'VIEWER')).body.errors).toBeUndefined();
    expect(await opens(ann.token, bens)).toBe('VIEWER');
    expect(await opens(owner.token, bens)).toBe('VIEWER');

    const annSeat = (await myTeam(t, owner.token)).teamMembers.find(
      (m: { email: string }) => m.email === ann.input.email,
    ).id;
    const removed = await t.api.graphql(
      'mutation($id: ID!) { removeTeamMember(memberId: $id) { teamId } }',
      { id: annSeat },
      owner.token,
    );
    expect(removed.body.errors).toBeUndefined();
    expect(await opens(ann.token, nda)).toBe('NOT_FOUND');
    expect(await opens(ann.token, bens)).toBe('NOT_FOUND');
    expect((await folder(ann.token)).available).toBe(false);
    expect(await opens(ben.token, nda)).toBe('VIEWER');

    // Ben leaves: he loses the owner's document and his own leaves the folder.
    expect((await t.api.graphql('mutation { leaveTeam }', {}, ben.token)).body.errors).toBe(
      undefined,
    );
    expect(await opens(ben.token, nda)).toBe('NOT_FOUND');
    expect(await opens(owner.token, bens)).toBe('NOT_FOUND');
    expect(await opens(ben.token, bens)).toBe('OWNER');
  });

  it('gives a member who joins later what is already in the folder', async () => {
    const owner = await essentialsOwner(t);
    const email = 'late.folder@example.com';
    await invite(t, owner.token, { email });
    const first = await signUpCustomer(t.api, { email });
    // No one has joined yet: the owner has no team folder.
    expect((await folder(owner.token)).available).toBe(false);
    await accept(t, first.token, inviteToken(t, email));
    const nda = await startNda(t, owner.token);
    await put(owner.token, nda, 'EDITOR');

    await invite(t, owner.token, { email: 'later.folder@example.com' });
    const later = await signUpCustomer(t.api, { email: 'later.folder@example.com' });
    expect(await opens(later.token, nda)).toBe('NOT_FOUND');
    await accept(t, later.token, inviteToken(t, 'later.folder@example.com'));
    expect(await opens(later.token, nda)).toBe('EDITOR');
  });

  it('keeps a personal share when the member leaves, and refuses outsiders', async () => {
    const { owner, ann } = await team();
    const nda = await startNda(t, owner.token);
    // Shared with Ann in person first, then put in the folder.
    const shared = await t.api.post(
      '/v2/shareDocument',
      { documentId: nda, email: ann.input.email, role: 'VIEWER' },
      owner.token,
    );
    expect(shared.status).toBe(201);
    await put(owner.token, nda, 'EDITOR');
    await t.api.graphql('mutation { leaveTeam }', {}, ann.token);
    expect(await opens(ann.token, nda)).toBe('VIEWER');

    const stranger = await signUpCustomer(t.api);
    expect(await folder(stranger.token)).toMatchObject({ available: false, documents: [] });
    // Not in a team: nothing to put anything in.
    const mine = await startNda(t, stranger.token);
    const refused = await put(stranger.token, mine, 'VIEWER');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Someone else's document cannot be put in one's folder, nor taken out of theirs.
    const notMine = await put(owner.token, mine, 'VIEWER');
    expect(notMine.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const other = await team();
    const theirs = await startNda(t, other.owner.token);
    await put(other.owner.token, theirs, 'VIEWER');
    const grab = await takeOut(owner.token, theirs);
    expect(grab.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await opens(other.ann.token, theirs)).toBe('VIEWER');
    // A role the folder does not give is named.
    const bad = await put(owner.token, nda, 'OWNER');
    expect(bad.body.errors?.[0]?.message).toContain('role must be EDITOR or VIEWER');
  });
});
