import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPANY_CHANGE_MESSAGES as M, type TCompanyRegister } from '@app/domain';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import { addCard, CARDS } from '../../test-support/billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { sandboxCharges } from '../billing/gateway/sandbox-tables.js';
import type { TLodgement } from '../businesses/index.js';
import { seedCompanyRegister } from './index.js';
import { defineCompanyChangeJobs } from './review-reminders.js';

// Friday 27 November 2026, 11:00 in Sydney (AEDT).
const NOW = new Date('2026-11-27T00:00:00Z');
const office = { line1: '1 Harbour St', suburb: 'Sydney', state: 'NSW', postcode: '2000' };

const register = (name: string): TCompanyRegister => ({
  companyName: name,
  registeredOffice: office as TCompanyRegister['registeredOffice'],
  principalPlace: office as TCompanyRegister['principalPlace'],
  officeholders: [
    {
      id: 'oh-1',
      firstName: 'Alex',
      lastName: 'Tester',
      roles: ['DIRECTOR', 'SECRETARY'],
      dateOfBirth: '1980-05-01',
      directorId: '036000000000001',
      residentialAddress: office as TCompanyRegister['principalPlace'],
      australianResident: true,
      appointedOn: '2020-03-02',
    },
  ],
  shareClasses: [{ code: 'ORD', name: 'Ordinary', pricePerShareCents: 100 }],
  members: [
    {
      id: 'm-1',
      name: 'Alex Tester',
      address: office as never,
      holdings: [{ classCode: 'ORD', shares: 60, fullyPaid: true, beneficiallyHeld: true }],
    },
    {
      id: 'm-2',
      name: 'Sam Holder',
      address: office as never,
      holdings: [{ classCode: 'ORD', shares: 40, fullyPaid: true, beneficiallyHeld: true }],
    },
  ],
});

const newDirector = {
  id: 'draft',
  firstName: 'Jordan',
  lastName: 'Newell',
  roles: ['DIRECTOR'],
  dateOfBirth: '1991-02-03',
  directorId: '036222222222222',
  residentialAddress: office,
  australianResident: true,
};

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function binary(t: TTestApp, pathname: string, token: string) {
  const res = await fetch(`${t.url}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('changing a company with ASIC (Form 484)', () => {
  let t: TTestApp;
  let companyAbns: string[];
  let next = 0;
  beforeAll(async () => {
    t = await startTestApp({ clockStart: NOW, env: { LOG_LEVEL: process.env.CC_LOG ?? 'silent' } });
    defineCompanyChangeJobs(t.deps);
    const all = await t.deps.businessRegistry.searchByName({
      name: 'pty',
      limit: 1000,
      onlyRegistered: true,
    });
    companyAbns = all.filter((e) => e.ASICNumber).map((e) => e.ABN.identifierValue);
  });
  afterAll(() => t.close());

  /** A customer with a linked company whose register is set up. */
  async function customerWithCompany(name = 'Harbour Tiles Pty Ltd') {
    const me = await signUpCustomer(t.api);
    const linked = await t.api.post('/api/entity/byob', { abn: companyAbns[next++] }, me.token);
    expect(linked.status).toBe(200);
    const businessId = linked.body.business.businessId as string;
    const setUp = await t.api.post(
      `/api/company-changes/companies/${businessId}/register`,
      { register: register(name), registeredOn: '2019-12-02' },
      me.token,
    );
    expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
    return { ...me, businessId };
  }

  it('sets up the register once and lists the company with its next review date', async () => {
    const me = await customerWithCompany();
    const companies = await t.api.get('/api/company-changes/companies', me.token);
    expect(companies.body).toEqual([
      expect.objectContaining({
        businessId: me.businessId,
        hasRegister: true,
        nextReviewDate: '2026-12-02',
      }),
    ]);
    const again = await t.api.post(
      `/api/company-changes/companies/${me.businessId}/register`,
      { register: register('Other Pty Ltd'), registeredOn: '2019-12-02' },
      me.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(M.registerExists);
  });

  it('refuses a register without a resident director', async () => {
    const me = await signUpCustomer(t.api);
    const linked = await t.api.post('/api/entity/byob', { abn: companyAbns[next++] }, me.token);
    const r = register('Abroad Pty Ltd');
    r.officeholders[0]!.australianResident = false;
    const res = await t.api.post(
      `/api/company-changes/companies/${linked.body.business.businessId}/register`,
      { register: r, registeredOn: '2019-12-02' },
      me.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(M.noResidentDirector);
  });

  it('makes two changes, pays, lodges, and the register and My businesses take them', async () => {
    const me = await customerWithCompany();
    const started = await t.api.post(
      '/api/company-changes',
      { businessId: me.businessId, types: ['ADD_OFFICEHOLDER', 'CHANGE_COMPANY_NAME'] },
      me.token,
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: 'InProgress',
      types: ['ADD_OFFICEHOLDER', 'CHANGE_COMPANY_NAME'],
    });
    const id = started.body.id as string;

    const half = await t.api.post(
      `/api/company-changes/${id}`,
      {
        effectiveDate: '2026-11-20',
        changes: [{ type: 'ADD_OFFICEHOLDER', officeholder: newDirector }],
      },
      me.token,
    );
    expect(half.body.status).toBe('InProgress');

    const saved = await t.api.post(
      `/api/company-changes/${id}`,
      {
        effectiveDate: '2026-11-20',
        changes: [
          { type: 'ADD_OFFICEHOLDER', officeholder: newDirector },
          { type: 'CHANGE_COMPANY_NAME', newName: 'Harbour Stone Pty Ltd' },
        ],
      },
      me.token,
    );
    expect(saved.body).toMatchObject({
      status: 'PendingPayment',
      problems: [],
      deadline: {
        dueDate: '2026-12-18',
        today: '2026-11-27',
        band: 'ON_TIME',
        lateFeeCents: 0,
        daysLeft: 21,
      },
    });
    expect(saved.body.before.companyName).toBe('Harbour Tiles Pty Ltd');
    expect(saved.body.after.companyName).toBe('Harbour Stone Pty Ltd');
    expect(saved.body.after.officeholders.map((o: { lastName: string }) => o.lastName)).toEqual([
      'Tester',
      'Newell',
    ]);
    expect(saved.body.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'directors-resolution',
      'members-resolution',
      'consent-to-act-0',
    ]);

    const consent = await binary(
      t,
      `/api/company-changes/${id}/documents/consent-to-act-0`,
      me.token,
    );
    expect(consent.type).toBe('application/pdf');
    const consentText = pdfText(consent.bytes);
    expect(consentText).toContain('Jordan Newell');
    expect(consentText).toContain('036222222222222');
    const resolution = pdfText(
      (await binary(t, `/api/company-changes/${id}/documents/directors-resolution`, me.token))
        .bytes,
    );
    expect(resolution.replace(/\s+/g, ' ')).toContain('name be changed to Harbour Stone Pty Ltd');
    expect(resolution).toContain('20 November 2026');

    const card = await addCard(t, me.token);
    const paid = await t.api.post(
      `/api/company-changes/${id}/pay`,
      { paymentMethodId: card.paymentMethodId },
      me.token,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'Submitted', deadline: null });
    expect(paid.body.lodgementReference).toMatch(/^LDG-/);

    const reg = await t.api.get(
      `/api/company-changes/companies/${me.businessId}/register`,
      me.token,
    );
    expect(reg.body.register.companyName).toBe('Harbour Stone Pty Ltd');
    expect(reg.body.register.officeholders).toHaveLength(2);
    const details = await t.api.get(`/api/businesses/${me.businessId}/details`, me.token);
    expect(details.body.entityName).toBe('Harbour Stone Pty Ltd');
    expect(
      t.sentMail.some(
        (m) => m.to === me.input.email && m.subject === 'ASIC accepted your company change',
      ),
    ).toBe(true);

    // Paid and lodged: no more edits, and paying again takes nothing.
    const edit = await t.api.post(
      `/api/company-changes/${id}`,
      saved.body && {
        effectiveDate: '2026-11-20',
        changes: [{ type: 'CHANGE_COMPANY_NAME', newName: 'X Pty Ltd' }],
      },
      me.token,
    );
    expect(edit.status).toBe(409);
  });

  it('keeps a change with a problem in progress and names the problem', async () => {
    const me = await customerWithCompany();
    const started = await t.api.post(
      '/api/company-changes',
      { businessId: me.businessId, types: ['REMOVE_OFFICEHOLDER'] },
      me.token,
    );
    const saved = await t.api.post(
      `/api/company-changes/${started.body.id}`,
      {
        effectiveDate: '2026-11-01',
        changes: [{ type: 'REMOVE_OFFICEHOLDER', officeholderId: 'oh-1' }],
      },
      me.token,
    );
    expect(saved.body.status).toBe('InProgress');
    expect(saved.body.problems.map((p: { message: string }) => p.message)).toContain(M.noDirector);
    const pay = await t.api.post(
      `/api/company-changes/${started.body.id}/pay`,
      { paymentMethodId: 'pm_x' },
      me.token,
    );
    expect(pay.status).toBe(409);
    expect(pay.body.error.message).toBe(M.changesIncomplete);
    const future = await t.api.post(
      `/api/company-changes/${started.body.id}`,
      {
        effectiveDate: '2026-11-28',
        changes: [{ type: 'REMOVE_OFFICEHOLDER', officeholderId: 'oh-1' }],
      },
      me.token,
    );
    expect(future.status).toBe(400);
  });

  it('changes the types chosen, keeping the forms of those still chosen, and lists the changes', async () => {
    const me = await customerWithCompany();
    const s = await t.api.post(
      '/api/company-changes',
      { businessId: me.businessId, types: ['CHANGE_COMPANY_NAME', 'CHANGE_SHARE_PRICE'] },
      me.token,
    );
    await t.api.post(
      `/api/company-changes/${s.body.id}`,
      {
        effectiveDate: '2026-11-20',
        changes: [
          { type: 'CHANGE_COMPANY_NAME', newName: 'Kept Name Pty Ltd' },
          { type: 'CHANGE_SHARE_PRICE', classCode: 'ORD', pricePerShareCents: 300 },
        ],
      },
      me.token,
    );
    const chosen = await t.api.post(
      `/api/company-changes/${s.body.id}/types`,
      { types: ['CHANGE_COMPANY_NAME', 'TRANSFER_SHARES'] },
      me.token,
    );
    expect(chosen.body).toMatchObject({
      status: 'InProgress',
      types: ['CHANGE_COMPANY_NAME', 'TRANSFER_SHARES'],
      changes: [{ type: 'CHANGE_COMPANY_NAME', newName: 'Kept Name Pty Ltd' }],
    });
    const list = await t.api.get(`/api/company-changes?businessId=${me.businessId}`, me.token);
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([s.body.id]);
  });

  it('lets company registration fill a new company register once', async () => {
    const me = await signUpCustomer(t.api);
    const linked = await t.api.post('/api/entity/byob', { abn: companyAbns[next++] }, me.token);
    const businessId = linked.body.business.businessId as string;
    const userId = me.user.flakeId as string;
    await inUnitOfWork(t.deps, (work) =>
      seedCompanyRegister(work, {
        businessId,
        userId,
        register: register('Seeded Pty Ltd'),
        registeredOn: '2026-11-27',
      }),
    );
    await inUnitOfWork(t.deps, (work) =>
      seedCompanyRegister(work, {
        businessId,
        userId,
        register: register('Second Pty Ltd'),
        registeredOn: '2026-11-27',
      }),
    );
    const reg = await t.api.get(`/api/company-changes/companies/${businessId}/register`, me.token);
    expect(reg.body).toMatchObject({
      registeredOn: '2026-11-27',
      register: { companyName: 'Seeded Pty Ltd' },
    });
  });

  it('shows the late fee when the 28 days have passed', async () => {
    const me = await customerWithCompany();
    const started = await t.api.post(
      '/api/company-changes',
      { businessId: me.businessId, types: ['CHANGE_SHARE_PRICE'] },
      me.token,
    );
    const saved = await t.api.post(
      `/api/company-changes/${started.body.id}`,
      {
        effectiveDate: '2026-09-01',
        changes: [{ type: 'CHANGE_SHARE_PRICE', classCode: 'ORD', pricePerShareCents: 250 }],
      },
      me.token,
    );
    expect(saved.body.deadline).toMatchObject({
      dueDate: '2026-09-29',
      band: 'OVER_ONE_MONTH',
      lateFeeCents: 41100,
    });
  });

  it('marks a declined payment as failed and lets the customer pay with another card', async () => {
    const me = await customerWithCompany();
    const started = await t.api.post(
      '/api/company-changes',
      { businessId: me.businessId, types: ['TRANSFER_SHARES'] },
      me.token,
    );
    await t.api.post(
      `/api/company-changes/${started.body.id}`,
      {
        effectiveDate: '2026-11-26',
        changes: [
          {
            type: 'TRANSFER_SHARES',
            fromMemberId: 'm-1',
            toMemberId: 'm-2',
            classCode: 'ORD',
            shares: 10,
            considerationCents: 1000,
          },
        ],
      },
      me.token,
    );
    const bad = await addCard(t, me.token, CARDS.failsWhenCharged);
    const failed = await t.api.post(
      `/api/company-changes/${started.body.id}/pay`,
      { paymentMethodId: bad.paymentMethodId },
      me.token,
    );
    expect(failed.body.status).toBe('PaymentFailed');
    expect(failed.body.paymentFailure).toBeTruthy();
    const good = await addCard(t, me.token);
    const paid = await t.api.post(
      `/api/company-changes/${started.body.id}/pay`,
      { paymentMethodId: good.paymentMethodId },
      me.token,
    );
    expect(paid.body.status).toBe('Submitted');
    const members = paid.body.after.members.map(
      (m: { holdings: { shares: number }[] }) => m.holdings[0]?.shares,
    );
    expect(members).toEqual([50, 50]);
  });

  it('holds a change ASIC has not decided, then records the decision; a refusal goes to review', async () => {
    const me = await customerWithCompany();
    const real = t.deps.lodgement;
    let answer: 'PENDING' | 'ACCEPTED' | 'REJECTED' = 'PENDING';
    const submitted: string[] = [];
    const fake: TLodgement = {
      async submit(request) {
        submitted.push(request.idempotencyKey);
        return { status: 'PENDING', reference: 'LDG-WAIT' };
      },
      async outcome(reference) {
        if (answer === 'PENDING') return { status: 'PENDING', reference };
        if (answer === 'REJECTED')
          return {
            status: 'REJECTED',
            reference,
            reason: 'Officeholder is disqualified',
            decidedAt: NOW,
          };
        return { status: 'ACCEPTED', reference, decidedAt: NOW };
      },
    };
    t.deps.lodgement = fake;
    try {
      const make = async () => {
        const s = await t.api.post(
          '/api/company-changes',
          { businessId: me.businessId, types: ['CHANGE_COMPANY_ADDRESS'] },
          me.token,
        );
        await t.api.post(
          `/api/company-changes/${s.body.id}`,
          {
            effectiveDate: '2026-11-25',
            changes: [
              {
                type: 'CHANGE_COMPANY_ADDRESS',
                which: 'REGISTERED_OFFICE',
                address: { ...office, line1: '5 New St' },
              },
            ],
          },
          me.token,
        );
        return s.body.id as string;
      };
      const card = await addCard(t, me.token);
      const id = await make();
      const paid = await t.api.post(
        `/api/company-changes/${id}/pay`,
        { paymentMethodId: card.paymentMethodId },
        me.token,
      );
      expect(paid.body).toMatchObject({
        status: 'InReview',
        lodgementReference: 'LDG-WAIT',
        rejectionReason: null,
      });
      expect((await t.api.get(`/api/company-changes/${id}`, me.token)).body.status).toBe(
        'InReview',
      );
      answer = 'ACCEPTED';
      const decided = await t.api.get(`/api/company-changes/${id}`, me.token);
      expect(decided.body.status).toBe('Submitted');
      expect(decided.body.after.registeredOffice.line1).toBe('5 New St');
      expect(submitted).toEqual([id]);

      answer = 'REJECTED';
      const second = await make();
      await t.api.post(
        `/api/company-changes/${second}/pay`,
        { paymentMethodId: card.paymentMethodId },
        me.token,
      );
      const refused = await t.api.get(`/api/company-changes/${second}`, me.token);
      expect(refused.body).toMatchObject({
        status: 'InReview',
        rejectionReason: 'Officeholder is disqualified',
      });
      const reg = await t.api.get(
        `/api/company-changes/companies/${me.businessId}/register`,
        me.token,
      );
      expect(reg.body.register.registeredOffice.line1).toBe('5 New St');
    } finally {
      t.deps.lodgement = real;
    }
  });

  it("refuses another customer's company, change and documents", async () => {
    const me = await customerWithCompany();
    const other = await signUpCustomer(t.api);
    const started = await t.api.post(
      '/api/company-changes',
      { businessId: me.businessId, types: ['CHANGE_COMPANY_NAME'] },
      me.token,
    );
    const id = started.body.id as string;
    const tries = [
      await t.api.get(`/api/company-changes/companies/${me.businessId}/register`, other.token),
      await t.api.post(
        '/api/company-changes',
        { businessId: me.businessId, types: ['CHANGE_COMPANY_NAME'] },
        other.token,
      ),
      await t.api.get(`/api/company-changes/${id}`, other.token),
      await t.api.post(
        `/api/company-changes/${id}`,
        {
          effectiveDate: '2026-11-20',
          changes: [{ type: 'CHANGE_COMPANY_NAME', newName: 'Mine Pty Ltd' }],
        },
        other.token,
      ),
      await t.api.post(
        `/api/company-changes/${id}/types`,
        { types: ['CHANGE_SHARE_PRICE'] },
        other.token,
      ),
      await t.api.post(`/api/company-changes/${id}/pay`, { paymentMethodId: 'pm_1' }, other.token),
      await t.api.post(`/api/company-changes/${id}/submit`, {}, other.token),
      await binary(t, `/api/company-changes/${id}/documents/directors-resolution`, other.token),
    ];
    expect(tries.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await t.api.get('/api/company-changes', other.token)).body).toEqual([]);
    expect((await t.api.get('/api/company-changes/companies', other.token)).body).toEqual([]);
    expect((await t.api.get(`/api/company-changes/${id}`)).status).toBe(401);
  });

  it('charges once when two payments of the same change race', async () => {
    const me = await customerWithCompany();
    const s = await t.api.post(
      '/api/company-changes',
      { businessId: me.businessId, types: ['CHANGE_SHARE_PRICE'] },
      me.token,
    );
    await t.api.post(
      `/api/company-changes/${s.body.id}`,
      {
        effectiveDate: '2026-11-26',
        changes: [{ type: 'CHANGE_SHARE_PRICE', classCode: 'ORD', pricePerShareCents: 200 }],
      },
      me.token,
    );
    const card = await addCard(t, me.token);
    const both = await Promise.all(
      [1, 2].map(() =>
        t.api.post(
          `/api/company-changes/${s.body.id}/pay`,
          { paymentMethodId: card.paymentMethodId },
          me.token,
        ),
      ),
    );
    for (const r of both) expect([200, 409]).toContain(r.status);
    expect(both.some((r) => r.body.status === 'Submitted')).toBe(true);
    const charges = await t.deps.database.db
      .select()
      .from(sandboxCharges)
      .where(like(sandboxCharges.idempotencyKey, `company-change:${s.body.id}:%`));
    expect(charges).toHaveLength(1);
  });
});
