import { DOCUMENT_MESSAGES, LICENCE_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../platform/db/seed.js';
import { finishNda, gqlAs, startNda } from '../../test-support/documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { grantDocumentLicence } from './service/licences.js';

let t: TTestApp;
beforeAll(async () => {
  // Licence expiries below are counted from this day.
  t = await startTestApp({ clockStart: new Date('2026-11-21T00:00:00Z') });
});
afterAll(() => t.close());

const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  gqlAs(t, token, query, variables);
const startedDocument = (token: string) => startNda(t, token);
const finishedDocument = (token: string) => finishNda(t, token);

const LICENCES = `{ getDocumentLicences { availableCount
  licences { assetFlakeId assetTitle subscriptionId expiresAt status available }
  documents { assetFlakeId title status } } }`;
const ATTACH = `mutation($l: [LicenceInput!]!) { attachLicence(licenceInputs: $l) {
  assetFlakeId assetTitle subscriptionId expiresAt } }`;
const attach = (token: string, ids: string[]) =>
  gql(token, ATTACH, { l: ids.map((id) => ({ assetFlakeId: id, assetTitle: 'Mutual NDA' })) });

async function download(id: string, token: string, format: 'pdf' | 'docx') {
  const res = await fetch(`${t.url}/asset-instance/download/${id}?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes };
}

describe('document licences (pay-per-document)', () => {
  it('offers an available licence, attaches it, and then allows Word and PDF downloads', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const finished = await finishedDocument(token);
    const draft = await startedDocument(token);

    const before = await gql(token, LICENCES);
    expect(before.data.getDocumentLicences).toMatchObject({ availableCount: 0, licences: [] });

    const granted = await grantDocumentLicence(t.deps, {
      userId: user.flakeId,
      subscriptionId: 'sub-ppd-1',
    });
    // Four months on Sydney's calendar from the test clock's 21 November 2026.
    expect(granted).toEqual({
      assetFlakeId: null,
      subscriptionId: 'sub-ppd-1',
      expiresAt: '2027-03-21T13:00:00.000Z',
    });
    const offered = await gql(token, LICENCES);
    expect(offered.data.getDocumentLicences.availableCount).toBe(1);
    expect(offered.data.getDocumentLicences.licences).toEqual([
      expect.objectContaining({ assetFlakeId: null, status: 'invalid', available: true }),
    ]);
    expect(
      offered.data.getDocumentLicences.documents
        .map((d: { assetFlakeId: string }) => d.assetFlakeId)
        .sort(),
    ).toEqual([finished, draft].sort());

    expect((await download(finished, token, 'docx')).status).toBe(402);
    const attached = await attach(token, [finished]);
    expect(attached.errors).toBeUndefined();
    expect(attached.data.attachLicence).toEqual([
      {
        assetFlakeId: finished,
        assetTitle: 'Mutual NDA',
        subscriptionId: 'sub-ppd-1',
        expiresAt: '2027-03-21T13:00:00.000Z',
      },
    ]);

    const meta = await t.api.get(`/asset-instance/download/metadata/${finished}`, token);
    expect(meta.body).toMatchObject({
      assetFlakeId: finished,
      licence: { status: 'valid', expiresAt: '2027-03-21T13:00:00.000Z' },
      freePdfRemaining: 1,
      formats: [
        { format: 'pdf', available: true, basis: 'licence' },
        { format: 'docx', available: true, basis: 'licence' },
      ],
    });
    const word = await download(finished, token, 'docx');
    expect(word.status).toBe(200);
    expect(word.bytes.subarray(0, 2).toString()).toBe('PK');
    expect((await download(finished, token, 'pdf')).status).toBe(200);
    // The licensed PDF does not use up the free one.
    const after = await t.api.get(`/asset-instance/download/metadata/${finished}`, token);
    expect(after.body.freePdfRemaining).toBe(1);

    const now = await gql(token, LICENCES);
    expect(now.data.getDocumentLicences.availableCount).toBe(0);
    expect(now.data.getDocumentLicences.licences).toEqual([
      expect.objectContaining({
        assetFlakeId: finished,
        assetTitle: 'Mutual Non-Disclosure Agreement',
        status: 'valid',
        available: false,
      }),
    ]);
    expect(
      now.data.getDocumentLicences.documents.map((d: { assetFlakeId: string }) => d.assetFlakeId),
    ).toEqual([draft]);
  });

  it('refuses to attach twice, or without an available licence; the choice cannot be undone', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const id = await finishedDocument(token);
    const none = await attach(token, [id]);
    expect(none.errors?.[0]).toMatchObject({
      message: LICENCE_MESSAGES.noneAvailable,
      extensions: { code: 'PAYMENT_REQUIRED' },
    });

    await grantDocumentLicence(t.deps, { userId: user.flakeId, subscriptionId: 'sub-a' });
    await grantDocumentLicence(t.deps, { userId: user.flakeId, subscriptionId: 'sub-b' });
    expect((await attach(token, [id])).errors).toBeUndefined();
    const twice = await attach(token, [id]);
    expect(twice.errors?.[0]).toMatchObject({
      message: LICENCE_MESSAGES.alreadyLicensed,
      extensions: { code: 'CONFLICT' },
    });
    // The second licence is still free, and the first stays on the document.
    const state = await gql(token, LICENCES);
    expect(state.data.getDocumentLicences.availableCount).toBe(1);
    expect(
      state.data.getDocumentLicences.licences.filter((l: any) => l.assetFlakeId === id),
    ).toHaveLength(1);
  });

  it('grants once per purchase, and can assign the document at purchase time', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const id = await finishedDocument(token);
    const first = await grantDocumentLicence(t.deps, {
      userId: user.flakeId,
      subscriptionId: 'sub-x',
      assetFlakeId: id,
    });
    const retry = await grantDocumentLicence(t.deps, {
      userId: user.flakeId,
      subscriptionId: 'sub-x',
      assetFlakeId: id,
    });
    expect(retry).toEqual(first);
    const state = await gql(token, LICENCES);
    expect(state.data.getDocumentLicences).toMatchObject({
      availableCount: 0,
      licences: [{ assetFlakeId: id, status: 'valid' }],
      documents: [],
    });
    expect((await download(id, token, 'docx')).status).toBe(200);
  });

  it("refuses another user's document and leaves the licence unused", async () => {
    const owner = await signUpCustomer(t.api);
    const other = await signUpCustomer(t.api);
    const theirs = await finishedDocument(owner.token);
    await grantDocumentLicence(t.deps, { userId: other.user.flakeId, subscriptionId: 'sub-o' });
    const res = await attach(other.token, [theirs]);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(other.token, LICENCES)).data.getDocumentLicences.availableCount).toBe(1);
    expect((await download(theirs, other.token, 'docx')).status).toBe(404);

    // Shared with them is still not theirs to licence.
    await t.api.post(
      '/v2/shareDocument',
      { documentId: theirs, email: other.input.email, role: 'VIEWER' },
      owner.token,
    );
    const shared = await attach(other.token, [theirs]);
    expect(shared.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(other.token, LICENCES)).data.getDocumentLicences.availableCount).toBe(1);
  });

  it('names bad input', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishedDocument(token);
    const empty = await gql(token, ATTACH, { l: [] });
    expect(empty.errors?.[0]?.message).toBe(`licenceInputs: ${LICENCE_MESSAGES.chooseDocument}`);
    const twice = await attach(token, [id, id]);
    expect(twice.errors?.[0]?.message).toBe(`licenceInputs: ${LICENCE_MESSAGES.duplicateDocument}`);
    const blank = await gql(token, ATTACH, { l: [{ assetFlakeId: '', assetTitle: 'x' }] });
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });

  it('keeps the licence preference out of reach of the preference route', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const forged = await t.api.post(
      '/profile/preferences',
      {
        userId: user.flakeId,
        settingName: 'DOCUMENT_LICENCE',
        properties: {
          licences: [
            { assetFlakeId: null, expiresAt: '2030-01-01T00:00:00Z', subscriptionId: 'x' },
          ],
        },
      },
      token,
    );
    expect(forged.status).toBe(403);
    expect(forged.body.error.message).toBe(
      'DOCUMENT_LICENCE is managed by Clausewell and cannot be changed here.',
    );
    expect((await gql(token, LICENCES)).data.getDocumentLicences.availableCount).toBe(0);

    await grantDocumentLicence(t.deps, { userId: user.flakeId, subscriptionId: 'sub-r' });
    const read = await t.api.get(`/profile/preferences/${user.flakeId}`, token);
    expect(read.body.preferences).toEqual([
      expect.objectContaining({
        settingName: 'DOCUMENT_LICENCE',
        properties: { licences: [expect.objectContaining({ subscriptionId: 'sub-r' })] },
      }),
    ]);
  });

  it('stops allowing Word once the licence has expired, and a new licence renews it', async () => {
    const { token, user, input } = await signUpCustomer(t.api);
    const id = await finishedDocument(token);
    await grantDocumentLicence(t.deps, {
      userId: user.flakeId,
      subscriptionId: 'sub-e',
      assetFlakeId: id,
    });
    expect((await download(id, token, 'docx')).status).toBe(200);

    const start = t.clock.now();
    try {
      // The last covered moment, then the first one after.
      t.clock.set(new Date('2027-03-21T12:59:59Z'));
      const signIn = async () =>
        (await t.api.post('/auth/sign-in', { email: input.email, password: input.password })).body
          .token as string;
      let session = await signIn();
      expect((await download(id, session, 'docx')).status).toBe(200);

      t.clock.set(new Date('2027-03-21T13:00:00Z'));
      session = await signIn();
      const refused = await download(id, session, 'docx');
      expect(refused.status).toBe(402);
      expect(JSON.parse(refused.bytes.toString()).error.message).toBe(
        LICENCE_MESSAGES.expired('2027-03-21T13:00:00.000Z'),
      );
      expect(LICENCE_MESSAGES.expired('2027-03-21T13:00:00.000Z')).toContain('21/03/2027');
      const meta = await t.api.get(`/asset-instance/download/metadata/${id}`, session);
      expect(meta.body.licence).toEqual({
        status: 'expired',
        expiresAt: '2027-03-21T13:00:00.000Z',
      });
      // The free tier's PDF still applies once the licence is gone.
      expect(meta.body.formats[0]).toMatchObject({ format: 'pdf', basis: 'free-pdf' });
      expect(meta.body.formats[1].reason).not.toBe(DOCUMENT_MESSAGES.docxNeedsPlan);

      // An expired document may be licensed again.
      await grantDocumentLicence(t.deps, { userId: user.flakeId, subscriptionId: 'sub-e2' });
      const offered = await gql(session, LICENCES);
      expect(offered.data.getDocumentLicences.documents).toEqual([
        expect.objectContaining({ assetFlakeId: id }),
      ]);
      expect((await attach(session, [id])).errors).toBeUndefined();
      expect((await download(id, session, 'docx')).status).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it('seeds one unused licence for the demo customer outside production, once', async () => {
    await seed(t.deps);
    await seed(t.deps);
    const res = await t.api.post('/auth/sign-in', {
      email: 'customer@clausewell.test',
      password: 'Clausewell-demo-1',
    });
    const state = await gql(res.body.token, LICENCES);
    expect(state.data.getDocumentLicences).toMatchObject({
      availableCount: 1,
      licences: [{ subscriptionId: 'demo-pay-per-document', available: true }],
    });
  });
});
