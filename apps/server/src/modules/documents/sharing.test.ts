import { ACTIVE_DOCUMENT_FILTER_KEYS, DOCUMENT_FILTER_KEYS, SHARING_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../platform/mail/mailer.js';
import { gqlAs, ndaExampleAnswers, startNda } from '../../test-support/documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { SHARE_INVITES_PER_HOUR } from './service/sharing.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  gqlAs(t, token, query, variables);
const startedDocument = (token: string) => startNda(t, token);
const example = ndaExampleAnswers;

const share = (token: string, body: Record<string, unknown>) =>
  t.api.post('/v2/shareDocument', body, token);
const save = (token: string, documentId: string) =>
  gql(
    token,
    'mutation($d: String!, $a: JSON!) { saveDocumentAnswers(documentId: $d, answers: $a) { document { progress } } }',
    { d: documentId, a: example() },
  );
const rename = (token: string, documentId: string) =>
  gql(token, 'mutation($d: String!) { renameDocument(documentId: $d, title: "Mine now") { id } }', {
    d: documentId,
  });
const remove = (token: string, documentId: string) =>
  gql(token, 'mutation($d: String!) { deleteDocument(documentId: $d) { id } }', { d: documentId });
const complete = (token: string, documentId: string) =>
  gql(token, 'mutation($d: String!) { completeDocument(documentId: $d) { status } }', {
    d: documentId,
  });
const open = (token: string, documentId: string) =>
  gql(token, 'query($d: String!) { getMyDocument(documentId: $d) { id title myRole sharedBy } }', {
    d: documentId,
  });
const list = (token: string, filter?: string) =>
  gql(
    token,
    'query($f: DocumentFilterKey) { getMyDocuments(filter: $f) { id title myRole sharedBy } }',
    filter ? { f: filter } : {},
  );

describe('sharing a document', () => {
  it('shares with a person by email, mails them the link, and lists it for them as shared', async () => {
    const owner = await signUpCustomer(t.api, { firstName: 'Olivia', lastName: 'Nguyen' });
    const viewer = await signUpCustomer(t.api);
    const id = await startedDocument(owner.token);

    const res = await share(owner.token, {
      documentId: id,
      email: viewer.input.email.toUpperCase(),
      role: 'VIEWER',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ documentId: id, email: viewer.input.email, role: 'VIEWER' });

    const mail = (await listOutbox(t.deps.database.db)).find((m) => m.to === viewer.input.email);
    expect(mail?.subject).toBe('Olivia Nguyen shared “Mutual Non-Disclosure Agreement” with you');
    expect(mail?.text).toContain(`http://app.test/documents/questionnaire/${id}`);
    expect(mail?.text).not.toContain('sign-up');

    const shared = await list(viewer.token, 'shared');
    expect(shared.data.getMyDocuments).toEqual([
      {
        id,
        title: 'Mutual Non-Disclosure Agreement',
        myRole: 'VIEWER',
        sharedBy: 'Olivia Nguyen',
      },
    ]);
    expect((await list(viewer.token)).data.getMyDocuments.map((d: any) => d.id)).toContain(id);
    expect((await open(viewer.token, id)).data.getMyDocument.myRole).toBe('VIEWER');
    // The owner's own list is unchanged by the share, and "shared with me" is empty for them.
    expect((await list(owner.token)).data.getMyDocuments).toEqual([
      expect.objectContaining({ id, myRole: 'OWNER', sharedBy: null }),
    ]);
    expect((await list(owner.token, 'shared')).data.getMyDocuments).toEqual([]);

    const shares = await t.api.get(`/v2/shareDocument/${id}`, owner.token);
    expect(shares.body.shares).toEqual([
      expect.objectContaining({ email: viewer.input.email, role: 'VIEWER' }),
    ]);
  });

  it('keeps a viewer to reading, enforced by the server', async () => {
    const owner = await signUpCustomer(t.api);
    const viewer = await signUpCustomer(t.api);
    const id = await startedDocument(owner.token);
    await share(owner.token, { documentId: id, email: viewer.input.email, role: 'VIEWER' });

    for (const person of [viewer]) {
      for (const attempt of [save(person.token, id), complete(person.token, id)]) {
        const r = await attempt;
        expect(r.errors?.[0]).toMatchObject({
          message: SHARING_MESSAGES.readOnly,
          extensions: { code: 'FORBIDDEN' },
        });
      }
      for (const attempt of [rename(person.token, id), remove(person.token, id)]) {
        expect((await attempt).errors?.[0]?.message).toBe(SHARING_MESSAGES.ownerOnly);
      }
      const reshare = await share(person.token, {
        documentId: id,
        email: 'someone@example.com',
        role: 'VIEWER',
      });
      expect(reshare.status).toBe(403);
      expect(reshare.body.error.message).toBe(SHARING_MESSAGES.ownerOnly);
    }
    // Nothing changed.
    const doc = await gql(
      owner.token,
      'query($d: String!) { getMyDocument(documentId: $d) { title answers } }',
      { d: id },
    );
    expect(doc.data.getMyDocument).toEqual({
      title: 'Mutual Non-Disclosure Agreement',
      answers: {},
    });
  });

  it('lets an editor save answers and finish, but not rename, delete or share', async () => {
    const owner = await signUpCustomer(t.api);
    const editor = await signUpCustomer(t.api);
    const id = await startedDocument(owner.token);
    await share(owner.token, { documentId: id, email: editor.input.email, role: 'EDITOR' });

    const saved = await save(editor.token, id);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveDocumentAnswers.document.progress).toBe(1);
    expect((await complete(editor.token, id)).data.completeDocument.status).toBe('COMPLETED');

    expect((await rename(editor.token, id)).errors?.[0]?.message).toBe(SHARING_MESSAGES.ownerOnly);
    expect((await remove(editor.token, id)).errors?.[0]?.message).toBe(SHARING_MESSAGES.ownerOnly);
    const reshare = await share(editor.token, {
      documentId: id,
      email: 'friend@example.com',
      role: 'EDITOR',
    });
    expect(reshare.status).toBe(403);
    expect((await t.api.get(`/v2/shareDocument/${id}`, editor.token)).status).toBe(403);
    // Still there for the owner.
    expect((await list(owner.token)).data.getMyDocuments).toHaveLength(1);
  });

  it('works for a person who signs up after the document was shared with them', async () => {
    const owner = await signUpCustomer(t.api);
    const id = await startedDocument(owner.token);
    const email = `late.${Date.now()}@example.com`;
    expect((await share(owner.token, { documentId: id, email, role: 'EDITOR' })).status).toBe(201);
    const mail = (await listOutbox(t.deps.database.db)).find((m) => m.to === email);
    expect(mail?.text).toContain(
      `http://app.test/sign-up?next=${encodeURIComponent(`/documents/questionnaire/${id}`)}`,
    );

    const late = await signUpCustomer(t.api, { email: email.toUpperCase() });
    const shared = await list(late.token, 'shared');
    expect(shared.data.getMyDocuments).toEqual([expect.objectContaining({ id, myRole: 'EDITOR' })]);
    expect((await save(late.token, id)).errors).toBeUndefined();
  });

  it('changes a role by sharing again, and revokes a share', async () => {
    const owner = await signUpCustomer(t.api);
    const person = await signUpCustomer(t.api);
    const id = await startedDocument(owner.token);
    await share(owner.token, { documentId: id, email: person.input.email, role: 'VIEWER' });
    await share(owner.token, { documentId: id, email: person.input.email, role: 'EDITOR' });
    expect((await open(person.token, id)).data.getMyDocument.myRole).toBe('EDITOR');
    expect((await t.api.get(`/v2/shareDocument/${id}`, owner.token)).body.shares).toHaveLength(1);

    const revoked = await t.api.delete(
      `/v2/shareDocument/${id}/${encodeURIComponent(person.input.email)}`,
      owner.token,
    );
    expect(revoked.status).toBe(204);
    const gone = await open(person.token, id);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list(person.token, 'shared')).data.getMyDocuments).toEqual([]);
    const again = await t.api.delete(
      `/v2/shareDocument/${id}/${encodeURIComponent(person.input.email)}`,
      owner.token,
    );
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(SHARING_MESSAGES.shareNotFound);
  });

  it("refuses another user's document everywhere, as if it did not exist", async () => {
    const owner = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const id = await startedDocument(owner.token);
    await share(owner.token, { documentId: id, email: 'friend@example.com', role: 'VIEWER' });

    const attempt = await share(stranger.token, {
      documentId: id,
      email: stranger.input.email,
      role: 'EDITOR',
    });
    expect(attempt.status).toBe(404);
    expect((await t.api.get(`/v2/shareDocument/${id}`, stranger.token)).status).toBe(404);
    const del = await t.api.delete(
      `/v2/shareDocument/${id}/${encodeURIComponent('friend@example.com')}`,
      stranger.token,
    );
    expect(del.status).toBe(404);
    expect((await open(stranger.token, id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await save(stranger.token, id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list(stranger.token, 'shared')).data.getMyDocuments).toEqual([]);
    expect((await t.api.get(`/v2/shareDocument/${id}`, owner.token)).body.shares).toHaveLength(1);
  });

  it('names bad input and refuses the OWNER role and sharing with oneself', async () => {
    const owner = await signUpCustomer(t.api);
    const id = await startedDocument(owner.token);
    const asOwner = await share(owner.token, {
      documentId: id,
      email: 'a@example.com',
      role: 'OWNER',
    });
    expect(asOwner.status).toBe(400);
    expect(asOwner.body.error.message).toBe(`role: ${SHARING_MESSAGES.ownerRole}`);
    const badEmail = await share(owner.token, { documentId: id, email: 'nope', role: 'VIEWER' });
    expect(badEmail.body.error.fields).toEqual({ email: 'Not a valid email address' });
    const badRole = await share(owner.token, { documentId: id, email: 'a@example.com', role: 'X' });
    expect(badRole.body.error.fields.role).toBe(SHARING_MESSAGES.roleInvalid);
    const self = await share(owner.token, {
      documentId: id,
      email: owner.input.email,
      role: 'EDITOR',
    });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(SHARING_MESSAGES.selfShare);
    // A spec key the list does not serve yet is refused, naming the keys it serves.
    const unserved = DOCUMENT_FILTER_KEYS.find(
      (key) => !(ACTIVE_DOCUMENT_FILTER_KEYS as readonly string[]).includes(key),
    );
    expect(unserved).toBeDefined();
    const badFilter = await list(owner.token, unserved);
    expect(badFilter.errors?.[0]?.message).toBe(
      `filter: filter must be one of: ${ACTIVE_DOCUMENT_FILTER_KEYS.join(', ')}`,
    );
    // A word outside SPEC §3's filter keys is refused before any resolver runs, by name.
    const unknownFilter = await list(owner.token, 'everything');
    expect(unknownFilter.errors?.[0]?.message).toMatch(/^f: must be one of awaitingMySignature, /);
    expect(unknownFilter.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect((await t.api.get(`/v2/shareDocument/${id}`, owner.token)).body.shares).toEqual([]);
    expect((await t.api.post('/v2/shareDocument', { documentId: id })).status).toBe(401);
  });

  it('caps how many people one account can invite in an hour', async () => {
    const owner = await signUpCustomer(t.api);
    const id = await startedDocument(owner.token);
    for (let i = 0; i < SHARE_INVITES_PER_HOUR.limit; i++) {
      const ok = await share(owner.token, {
        documentId: id,
        email: `guest${i}@example.com`,
        role: 'VIEWER',
      });
      expect(ok.status).toBe(201);
    }
    const over = await share(owner.token, {
      documentId: id,
      email: 'one.more@example.com',
      role: 'VIEWER',
    });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/^Too many attempts/);
    expect((await t.api.get(`/v2/shareDocument/${id}`, owner.token)).body.shares).toHaveLength(
      SHARE_INVITES_PER_HOUR.limit,
    );
  });
});
