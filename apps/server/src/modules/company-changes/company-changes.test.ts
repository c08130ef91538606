import { COMPANY_CHANGE_MESSAGES as M } from '@app/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import { addCard } from '../../test-support/billing-kit.js';
import {
  binary,
  companyChangesApp,
  newDirector,
  pdfText,
  companyRegister as register,
} from '../../test-support/company-changes-kit.js';
import { signUpCustomer, type TTestApp } from '../../test-support/test-app.js';
import { seedCompanyRegister } from './index.js';

// Setting up a company's register and making Form 484 changes: validation, the late fee,
// documents, and the register and My businesses taking the changes once lodged. Payment
// failures, ASIC's decisions and other customers' access are in change-payments.test.ts.

describe('changing a company with ASIC (Form 484)', () => {
  const kit = companyChangesApp();
  const { customerWithCompany, nextCompanyAbn } = kit;
  let t: TTestApp;
  beforeAll(() => {
    t = kit.app();
  });

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
    const linked = await t.api.post('/api/entity/byob', { abn: nextCompanyAbn() }, me.token);
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
    const linked = await t.api.post('/api/entity/byob', { abn: nextCompanyAbn() }, me.token);
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
});
