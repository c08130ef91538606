import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TBusinessSearchResult } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewAdmin } from '../../test-support/admin.js';
import { addCard, buy } from '../../test-support/billing-kit.js';
import {
  GET_USER,
  signUpCustomer,
  startTestApp,
  type TTestApp,
} from '../../test-support/test-app.js';
import { makePdf, PNG_BYTES, putFile } from '../../test-support/upload-fixtures.js';
import { notifications } from '../notifications/tables.js';
import { virtualOffices } from './tables.js';

// Buying a virtual office, its authorisation and consent, and the mail it receives, over
// real HTTP on a real database; the consent PDF is read back with pdftotext.

let t: TTestApp;
let companies: TBusinessSearchResult[];
let nextCompany = 0;
const dir = mkdtempSync(path.join(tmpdir(), 'vo-'));

beforeAll(async () => {
  t = await startTestApp();
  companies = (
    await t.deps.businessRegistry.searchByName({ name: 'pty', limit: 2000, onlyRegistered: true })
  ).filter((c) => c.ASICNumber);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

type TCustomer = { token: string; userId: string; email: string; password: string };

async function customer(): Promise<TCustomer> {
  const { token, user, input } = await signUpCustomer(t.api, { firstName: 'Mei' });
  return {
    token,
    userId: user.flakeId as string,
    email: String(input.email),
    password: String(input.password),
  };
}

async function linkCompany(c: TCustomer) {
  const company = companies[nextCompany++]!;
  const res = await t.api.post('/api/entity/byob', { abn: company.ABN.identifierValue }, c.token);
  expect(res.status).toBe(200);
  return { businessId: res.body.business.businessId as string, acn: company.ASICNumber! };
}

async function payFor(c: TCustomer, handle = 'virtual-office') {
  const { paymentMethodId } = await addCard(t, c.token);
  const res = await buy(t, c.token, { handle, paymentMethodId });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createSubscription;
}

const start = (c: TCustomer, businessId: string, extra: Record<string, string> = {}) =>
  t.api.post(
    '/api/vo/start',
    { businessId, locationId: 'melbourne-cbd', planHandle: 'virtual-office', ...extra },
    c.token,
  );

let signatures = 0;
async function uploadSignature(c: TCustomer) {
  signatures += 1;
  const link = await t.api.post(
    '/api/upload/virtual-office-signature',
    { fileName: `signature-${signatures}.png`, fileType: 'PNG', userId: c.userId },
    c.token,
  );
  expect(link.status).toBe(200);
  expect((await putFile(t, link.body.signedUrl, PNG_BYTES, 'image/png')).status).toBe(200);
  return link.body.downloadUrl as string;
}

const finalise = (c: TCustomer, body: Record<string, unknown>) =>
  t.api.post('/api/vo/finalise-payment', body, c.token);

const authorisation = (virtualOfficeId: string, acnNumber: string, signatureUrl: string) => ({
  virtualOfficeId,
  signatureUrl,
  signedDate: '2026-11-27',
  acnNumber,
  authorizer: { firstName: 'Mei', middleName: '', lastName: 'Harbour', role: ['director'] },
});

/** A customer with a company, a paid plan and an active office. */
async function activeOffice() {
  const c = await customer();
  const company = await linkCompany(c);
  await payFor(c);
  const started = await start(c, company.businessId);
  const id = started.body.virtualOffice.id as string;
  const done = await finalise(c, authorisation(id, company.acn, await uploadSignature(c)));
  expect(done.status).toBe(200);
  return { c, company, id };
}

async function pdfText(bytes: ArrayBuffer, name: string) {
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

const download = (p: string, token?: string) =>
  fetch(`${t.url}${p}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('buying a virtual office', () => {
  it('chooses a company, location and plan, then finalises the paid plan with the signed authorisation', async () => {
    const c = await customer();
    const company = await linkCompany(c);
    const started = await start(c, company.businessId);
    expect(started.status).toBe(200);
    expect(started.body.virtualOffice).toMatchObject({
      status: 'PendingPayment',
      address: 'Level 8, 350 Collins Street, Melbourne VIC 3000',
      isCompany: true,
      hasConsent: false,
    });
    const id = started.body.virtualOffice.id;

    // Before paying, finalising is refused and nothing changes.
    const signatureUrl = await uploadSignature(c);
    const early = await finalise(c, authorisation(id, company.acn, signatureUrl));
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/paid virtual office plan/);

    const bought = await payFor(c);
    expect(bought.successType).toBe('virtualOffice');
    const done = await finalise(c, authorisation(id, company.acn, signatureUrl));
    expect(done.status).toBe(200);
    expect(done.body.virtualOffice).toMatchObject({ id, status: 'Active', hasConsent: true });

    const listed = await t.api.get('/api/vo/list', c.token);
    expect(listed.body.map((o: { id: string }) => o.id)).toEqual([id]);

    const consent = await download(`/api/vo/${id}/consent`, c.token);
    expect(consent.status).toBe(200);
    expect(consent.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await consent.arrayBuffer(), 'consent.pdf');
    expect(text).toContain('Consent of occupier to use of premises as registered office');
    expect(text).toContain('section 100');
    expect(text).toContain('Level 8, 350 Collins Street, Melbourne VIC 3000');
    expect(text).toContain(`${company.acn.slice(0, 3)} ${company.acn.slice(3, 6)}`);
    expect(text).toContain('Mei Harbour, director');
    expect(text).toContain('27/11/2026');

    expect(t.sentMail.some((m) => m.to === c.email && /virtual office/.test(m.subject))).toBe(true);
  });

  it('answers a second finalise with the office as it is, without a second consent or notice', async () => {
    const { c, company, id } = await activeOffice();
    const before = t.sentMail.length;
    const again = await finalise(c, authorisation(id, company.acn, await uploadSignature(c)));
    expect(again.status).toBe(200);
    expect(again.body.virtualOffice.status).toBe('Active');
    expect(t.sentMail.length).toBe(before);
    const notes = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, c.userId));
    expect(notes.filter((n) => n.kind === 'VIRTUAL_OFFICE')).toHaveLength(1);
  });

  it("refuses another customer's office on every route, and another's business on start", async () => {
    const { company, id } = await activeOffice();
    const other = await customer();
    expect((await t.api.get(`/api/vo/${id}`, other.token)).status).toBe(404);
    expect((await download(`/api/vo/${id}/consent`, other.token)).status).toBe(404);
    const sig = await uploadSignature(other);
    expect((await finalise(other, authorisation(id, company.acn, sig))).status).toBe(404);
    expect((await start(other, company.businessId)).status).toBe(404);
    expect((await t.api.get(`/api/vo/${id}`)).status).toBe(401);
  });

  it("refuses a signature link that is not the customer's own PNG, and a wrong ACN", async () => {
    const c = await customer();
    const company = await linkCompany(c);
    await payFor(c);
    const id = (await start(c, company.businessId)).body.virtualOffice.id;
    const theirs = await uploadSignature(await customer());
    const stolen = await finalise(c, authorisation(id, company.acn, theirs));
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.fields.signatureUrl).toMatch(/signature/);
    const mine = await uploadSignature(c);
    const otherAcn = companies.find((x) => x.ASICNumber !== company.acn)!.ASICNumber!;
    const wrong = await finalise(c, authorisation(id, otherAcn, mine));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.acnNumber).toBe(
      'The ACN does not match the company this virtual office is for.',
    );
    const noRole = await finalise(c, {
      ...authorisation(id, company.acn, mine),
      authorizer: { firstName: 'Mei', lastName: 'Harbour', role: [] },
    });
    expect(noRole.status).toBe(400);
    expect(JSON.stringify(noRole.body)).toContain('Please select at least one role');
    const notPng = await t.api.post(
      '/api/upload/virtual-office-signature',
      { fileName: 'signature.pdf', fileType: 'PDF', userId: c.userId },
      c.token,
    );
    expect(notPng.status).toBe(400);
    const forAnother = await t.api.post(
      '/api/upload/virtual-office-signature',
      { fileName: 'signature.png', fileType: 'PNG', userId: 'someone-else' },
      c.token,
    );
    expect(forAnother.status).toBe(401);
  });

  it('gives one paid plan to one office when two offices are finalised at once', async () => {
    const c = await customer();
    const a = await linkCompany(c);
    const b = await linkCompany(c);
    await payFor(c);
    const idA = (await start(c, a.businessId)).body.virtualOffice.id;
    const idB = (await start(c, b.businessId)).body.virtualOffice.id;
    const sig = await uploadSignature(c);
    const results = await Promise.all([
      finalise(c, authorisation(idA, a.acn, sig)),
      finalise(c, authorisation(idB, b.acn, sig)),
      finalise(c, authorisation(idA, a.acn, sig)),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 409]);
    const offices = (await t.api.get('/api/vo/list', c.token)).body as { status: string }[];
    expect(offices.filter((o) => o.status === 'Active')).toHaveLength(1);
  });

  it('takes one payment when the plan is bought twice at once, and that one plan makes the office active', async () => {
    const c = await customer();
    const company = await linkCompany(c);
    const id = (await start(c, company.businessId)).body.virtualOffice.id;
    const { paymentMethodId } = await addCard(t, c.token);
    const [a, b] = await Promise.all([
      buy(t, c.token, { handle: 'virtual-office', paymentMethodId }),
      buy(t, c.token, { handle: 'virtual-office', paymentMethodId }),
    ]);
    const paid = [a, b].filter((r) => r.body.data?.createSubscription);
    expect(paid).toHaveLength(1);
    const subs = await t.api.graphql(
      '{ getUserSubscriptions { subscriptionList { id product } } }',
      {},
      c.token,
    );
    const list = subs.body.data.getUserSubscriptions.subscriptionList as { product: string }[];
    expect(list.filter((s) => s.product === 'virtual-office')).toHaveLength(1);
    const done = await finalise(c, authorisation(id, company.acn, await uploadSignature(c)));
    expect(done.body.virtualOffice.status).toBe('Active');
  });

  it('keeps one office per business when the same choice is sent twice at once', async () => {
    const c = await customer();
    const company = await linkCompany(c);
    const [x, y] = await Promise.all([
      start(c, company.businessId),
      start(c, company.businessId, { locationId: 'perth-cbd' }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.virtualOffice.id).toBe(y.body.virtualOffice.id);
    expect((await t.api.get('/api/vo/list', c.token)).body).toHaveLength(1);
  });

  it('refuses a second office for a business that already has an active one', async () => {
    const { c, company } = await activeOffice();
    const again = await start(c, company.businessId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This business already has a virtual office.');
  });
});

describe('mail received at a virtual office', () => {
  async function admin() {
    const token = await signInNewAdmin(t);
    const me = await t.api.graphql(GET_USER, {}, token);
    return { token, userId: me.body.data.getUser.flakeId as string };
  }

  async function uploadScan(who: { token: string; userId: string }) {
    const link = await t.api.post(
      '/upload/my-document-upload',
      { fileName: 'ato-letter.pdf', fileType: 'PDF', userId: who.userId },
      who.token,
    );
    expect(link.status).toBe(200);
    const bytes = await makePdf('Notice of assessment from the Australian Taxation Office');
    expect((await putFile(t, link.body.signedUrl, bytes)).status).toBe(200);
    return link.body.fileName as string;
  }

  it('is recorded by staff, then listed for the customer, downloadable, notified and mailed', async () => {
    const { c, id } = await activeOffice();
    const staff = await admin();
    const offices = await t.api.get('/api/vo/admin/list', staff.token);
    expect(offices.body.map((o: { id: string }) => o.id)).toContain(id);
    const scanFileName = await uploadScan(staff);
    const recorded = await t.api.post(
      `/api/vo/${id}/mail`,
      { sender: 'Australian Taxation Office', receivedOn: '2026-11-26', scanFileName },
      staff.token,
    );
    expect(recorded.status).toBe(200);
    const mailId = recorded.body.mail.id;

    const office = await t.api.get(`/api/vo/${id}`, c.token);
    expect(office.body.mail).toEqual([
      expect.objectContaining({
        id: mailId,
        sender: 'Australian Taxation Office',
        receivedOn: '2026-11-26',
        scanName: 'ato-letter.pdf',
      }),
    ]);
    const scan = await download(`/api/vo/${id}/mail/${mailId}/scan`, c.token);
    expect(scan.status).toBe(200);
    expect(await pdfText(await scan.arrayBuffer(), 'scan.pdf')).toContain(
      'Notice of assessment from the Australian Taxation Office',
    );

    const notes = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, c.userId));
    expect(notes.map((n) => n.title)).toContain('New mail from Australian Taxation Office');
    expect(
      t.sentMail.some((m) => m.to === c.email && m.subject.includes('Australian Taxation Office')),
    ).toBe(true);

    // Another customer cannot read the scan.
    const other = await customer();
    expect((await download(`/api/vo/${id}/mail/${mailId}/scan`, other.token)).status).toBe(404);
  });

  it('refuses a customer recording mail, even against their own office, and a scan that is not a PDF', async () => {
    const { c, id } = await activeOffice();
    const asCustomer = await t.api.post(
      `/api/vo/${id}/mail`,
      { sender: 'Me', receivedOn: '2026-11-26', scanFileName: 'x.pdf' },
      c.token,
    );
    expect(asCustomer.status).toBe(403);
    expect((await t.api.get('/api/vo/admin/list', c.token)).status).toBe(403);

    const staff = await admin();
    const link = await t.api.post(
      '/upload/my-document-upload',
      { fileName: 'photo.png', fileType: 'PNG', userId: staff.userId },
      staff.token,
    );
    await putFile(t, link.body.signedUrl, PNG_BYTES);
    const png = await t.api.post(
      `/api/vo/${id}/mail`,
      { sender: 'Bank', receivedOn: '2026-11-26', scanFileName: link.body.fileName },
      staff.token,
    );
    expect(png.status).toBe(400);
    expect(png.body.error.message).toBe('The scan must be a PDF file.');
    const missing = await t.api.post(
      '/api/vo/no-such-office/mail',
      { sender: 'Bank', receivedOn: '2026-11-26', scanFileName: 'x.pdf' },
      staff.token,
    );
    expect(missing.status).toBe(404);
  });
  it('mails the office and its mail only while the customer has virtual office e-mail on', async () => {
    const c = await customer();
    const off = await t.api.graphql(
      'mutation { setNotificationEmailPreference(kind: "VIRTUAL_OFFICE", email: false) { email } }',
      {},
      c.token,
    );
    expect(off.body.data.setNotificationEmailPreference.email).toBe(false);
    const company = await linkCompany(c);
    await payFor(c);
    const id = (await start(c, company.businessId)).body.virtualOffice.id as string;
    const done = await finalise(c, authorisation(id, company.acn, await uploadSignature(c)));
    expect(done.status).toBe(200);
    const record = async (sender: string) => {
      // Each scan by its own staff member: one upload name is taken once per person.
      const staff = await admin();
      const scanFileName = await uploadScan(staff);
      const res = await t.api.post(
        `/api/vo/${id}/mail`,
        { sender, receivedOn: '2026-11-26', scanFileName },
        staff.token,
      );
      expect(res.status).toBe(200);
    };
    await record('Quiet Bank');
    const mailsToC = () => t.sentMail.filter((m) => m.to === c.email).map((m) => m.subject);
    expect(mailsToC().filter((s) => /virtual office|New mail/.test(s))).toEqual([]);

    await t.api.graphql(
      'mutation { setNotificationEmailPreference(kind: "VIRTUAL_OFFICE", email: true) { email } }',
      {},
      c.token,
    );
    await record('Loud Bank');
    expect(mailsToC().filter((s) => s.startsWith('New mail'))).toHaveLength(1);
    expect(mailsToC().some((s) => s.includes('Loud Bank'))).toBe(true);
    // The notices arrived either way.
    const notes = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, c.userId));
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Your virtual office is ready', 'New mail from Quiet Bank']),
    );
  });
});

describe('account deletion', () => {
  it("erases the customer's offices and removes the consent PDF from the file store", async () => {
    const { c, id } = await activeOffice();
    const other = await activeOffice();
    const [row] = await t.deps.database.db
      .select()
      .from(virtualOffices)
      .where(eq(virtualOffices.id, id));
    expect(await t.deps.files.read(row!.consentKey!)).toBeDefined();
    const res = await t.api.post('/profile/delete-account', { password: c.password }, c.token);
    expect(res.status).toBe(200);
    const left = await t.deps.database.db
      .select()
      .from(virtualOffices)
      .where(eq(virtualOffices.userId, c.userId));
    expect(left).toEqual([]);
    expect(await t.deps.files.read(row!.consentKey!)).toBeUndefined();
    // The other customer's office is untouched.
    expect((await t.api.get(`/api/vo/${other.id}`, other.c.token)).body.status).toBe('Active');
  });
});
