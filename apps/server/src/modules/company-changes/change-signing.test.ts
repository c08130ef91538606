import { COMPANY_CHANGE_MESSAGES as M } from '@app/domain';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  binary,
  companyChangesApp,
  newDirector,
  pdfText,
  companyRegister as register,
} from '../../test-support/company-changes-kit.js';
import { linkFor, open, sign } from '../../test-support/esign-kit.js';
import { signUpCustomer, type TTestApp } from '../../test-support/test-app.js';
import { uploadedFiles, userDocuments } from '../documents/index.js';
import { CHANGE_SIGNING_MESSAGES as S } from './signing-messages.js';

// Sending a change's supporting documents for signature from the change page: who is
// suggested, the signing's progress on the page, the sealed PDF, another customer's change,
// and two sends at once (on PostgreSQL the requests truly overlap).

describe("signing a company change's supporting documents", () => {
  const kit = companyChangesApp();
  let t: TTestApp;
  beforeAll(() => {
    t = kit.app();
  });

  /** A customer named as the register's director, so their own address is suggested. */
  async function directorCustomer() {
    const me = await signUpCustomer(t.api, { firstName: 'Alex', lastName: 'Tester' });
    const abn = kit.nextCompanyAbn();
    const linked = await t.api.post('/api/entity/byob', { abn }, me.token);
    const businessId = linked.body.business.businessId as string;
    const setUp = await t.api.post(
      `/api/company-changes/companies/${businessId}/register`,
      { register: register('Harbour Tiles Pty Ltd'), registeredOn: '2019-12-02' },
      me.token,
    );
    expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
    return { ...me, businessId };
  }

  /** A change appointing a director and transferring shares, saved and ready to pay. */
  async function changeOf(me: { token: string; businessId: string }) {
    const started = await t.api.post(
      '/api/company-changes',
      { businessId: me.businessId, types: ['ADD_OFFICEHOLDER', 'TRANSFER_SHARES'] },
      me.token,
    );
    const id = started.body.id as string;
    const saved = await t.api.post(
      `/api/company-changes/${id}`,
      {
        effectiveDate: '2026-11-20',
        changes: [
          { type: 'ADD_OFFICEHOLDER', officeholder: newDirector },
          {
            type: 'TRANSFER_SHARES',
            fromMemberId: 'm-2',
            toMemberId: 'm-1',
            classCode: 'ORD',
            shares: 10,
            considerationCents: 1000,
          },
        ],
      },
      me.token,
    );
    expect(saved.body.status, JSON.stringify(saved.body)).toBe('PendingPayment');
    return id;
  }

  const signing = (id: string, token: string) =>
    t.api.get(`/api/company-changes/${id}/signing`, token);
  const sendDoc = (id: string, kind: string, signers: unknown, token: string) =>
    t.api.post(`/api/company-changes/${id}/documents/${kind}/signing`, { signers }, token);

  it('suggests the right signers for each document, with the customer’s own address', async () => {
    const me = await directorCustomer();
    const id = await changeOf(me);
    const res = await signing(id, me.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        kind: 'directors-resolution',
        title: "Directors' resolution",
        signers: [{ name: 'Alex Tester', email: me.input.email }],
        signing: null,
      },
      {
        kind: 'consent-to-act-0',
        title: 'Consent to act: Jordan Newell',
        signers: [{ name: 'Jordan Newell', email: '' }],
        signing: null,
      },
      {
        kind: 'share-transfer-1',
        title: 'Share transfer form 2',
        signers: [
          { name: 'Sam Holder', email: '' },
          { name: 'Alex Tester', email: me.input.email },
        ],
        signing: null,
      },
    ]);
  });

  it('sends a transfer form to both parties, shows n of m, then the sealed PDF', async () => {
    const me = await directorCustomer();
    const id = await changeOf(me);
    const signers = [
      { name: 'Sam Holder', email: 'sam.holder@example.com' },
      { name: 'Alex Tester', email: 'alex.tester@example.com' },
    ];
    const sent = await sendDoc(id, 'share-transfer-1', signers, me.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ state: 'SENT', signed: 0, total: 2, signedPdfUrl: null });

    // The form as the change page offers it is what the signers are sent.
    const entry = await t.deps.database.db
      .select({ title: userDocuments.title, status: userDocuments.status })
      .from(userDocuments)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, userDocuments.fileId))
      .where(like(uploadedFiles.storedName, `share-transfer-1-${id}-%`));
    expect(entry).toEqual([
      { title: 'Share transfer form 2 – Harbour Tiles Pty Ltd', status: 'SENT_FOR_SIGNATURE' },
    ]);

    const sam = linkFor(t.sentMail, 'sam.holder@example.com')!;
    await open(t, sam);
    await sign(t, sam, 'Sam Holder');
    const half = await signing(id, me.token);
    expect(half.body[2].signing).toMatchObject({ state: 'SIGNING', signed: 1, total: 2 });

    const alex = linkFor(t.sentMail, 'alex.tester@example.com')!;
    await open(t, alex);
    await sign(t, alex, 'Alex Tester');
    const done = (await signing(id, me.token)).body[2].signing;
    expect(done).toMatchObject({ state: 'COMPLETED', signed: 2, total: 2 });
    expect(done.signedPdfUrl).toBe(`/api/esign/${done.processId}/signed.pdf`);
    const sealed = await binary(t, done.signedPdfUrl, me.token);
    expect(sealed.status).toBe(200);
    expect(pdfText(sealed.bytes)).toContain('Transferee: Alex Tester');

    const again = await sendDoc(id, 'share-transfer-1', signers, me.token);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(S.alreadySigned);
  });

  it('names bad signers plainly and sends nothing', async () => {
    const me = await directorCustomer();
    const id = await changeOf(me);
    const none = await sendDoc(id, 'consent-to-act-0', [], me.token);
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/signer/i);
    const badEmail = await sendDoc(
      id,
      'consent-to-act-0',
      [{ name: 'Jordan Newell', email: 'not an address' }],
      me.token,
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.message).toMatch(/e-?mail/i);
    const twice = await sendDoc(
      id,
      'directors-resolution',
      [
        { name: 'Alex Tester', email: 'a@example.com' },
        { name: 'Alex Again', email: 'A@example.com' },
      ],
      me.token,
    );
    expect(twice.status).toBe(400);
    const unknown = await sendDoc(
      id,
      'consent-to-act-5',
      [{ name: 'Jordan Newell', email: 'jordan@example.com' }],
      me.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(M.changeNotFound);
    expect((await signing(id, me.token)).body.every((d: { signing: unknown }) => !d.signing)).toBe(
      true,
    );
  });

  it("answers another customer's change as not found, and sends nothing for them", async () => {
    const owner = await directorCustomer();
    const id = await changeOf(owner);
    const other = await kit.customerWithCompany();
    const signers = [{ name: 'Jordan Newell', email: 'jordan.other@example.com' }];
    const tries = [
      await signing(id, other.token),
      await sendDoc(id, 'consent-to-act-0', signers, other.token),
    ];
    expect(tries.map((r) => r.status)).toEqual([404, 404]);
    expect(tries.map((r) => r.body.error.message)).toEqual([M.changeNotFound, M.changeNotFound]);
    expect(linkFor(t.sentMail, 'jordan.other@example.com')).toBeUndefined();
    expect((await signing(id, owner.token)).body[1].signing).toBeNull();
  });

  it('starts one signing when the same document is sent several times at once', async () => {
    const me = await directorCustomer();
    const id = await changeOf(me);
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        sendDoc(
          id,
          'consent-to-act-0',
          [{ name: 'Jordan Newell', email: `j${i}@example.com` }],
          me.token,
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error.message)).toEqual([
      S.alreadySent,
      S.alreadySent,
      S.alreadySent,
    ]);
    const entries = await t.deps.database.db
      .select({ id: userDocuments.id })
      .from(userDocuments)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, userDocuments.fileId))
      .where(like(uploadedFiles.storedName, `consent-to-act-0-${id}-%`));
    expect(entries).toHaveLength(1);
    const mailed = [1, 2, 3, 4].filter((i) => linkFor(t.sentMail, `j${i}@example.com`));
    expect(mailed).toHaveLength(1);
    expect((await signing(id, me.token)).body[1].signing).toMatchObject({
      state: 'SENT',
      total: 1,
    });
  });
});
