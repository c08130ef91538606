import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPANY_CHANGE_MESSAGES as M } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { listNotifications } from '../notifications/service.js';
import { defineCompanyChangeJobs } from './review-reminders.js';

// Sunday 1 November 2026, 11:00 in Sydney. The company was registered on 2 December 2019.
const NOW = new Date('2026-11-01T00:00:00Z');
const office = { line1: '1 Harbour St', suburb: 'Sydney', state: 'NSW', postcode: '2000' };
const register = {
  companyName: 'Review Works Pty Ltd',
  registeredOffice: office,
  principalPlace: office,
  officeholders: [
    {
      id: 'oh-1',
      firstName: 'Riley',
      lastName: 'Director',
      roles: ['DIRECTOR'],
      dateOfBirth: '1975-01-01',
      directorId: '036000000000009',
      residentialAddress: office,
      australianResident: true,
      appointedOn: '2019-12-02',
    },
  ],
  shareClasses: [{ code: 'ORD', name: 'Ordinary', pricePerShareCents: 100 }],
  members: [
    {
      id: 'm-1',
      name: 'Riley Director',
      address: office,
      holdings: [{ classCode: 'ORD', shares: 1 }],
    },
  ],
};

function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cr-pdf-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('the annual company review', () => {
  let t: TTestApp;
  let abns: string[];
  let n = 0;
  beforeAll(async () => {
    t = await startTestApp({ clockStart: NOW });
    defineCompanyChangeJobs(t.deps);
    const all = await t.deps.businessRegistry.searchByName({
      name: 'pty',
      limit: 500,
      onlyRegistered: true,
    });
    abns = all.filter((e) => e.ASICNumber).map((e) => e.ABN.identifierValue);
  });
  afterAll(() => t.close());

  async function company(registeredOn = '2019-12-02') {
    const me = await signUpCustomer(t.api);
    const linked = await t.api.post('/api/entity/byob', { abn: abns[n++] }, me.token);
    const businessId = linked.body.business.businessId as string;
    const setUp = await t.api.post(
      `/api/company-changes/companies/${businessId}/register`,
      { register, registeredOn },
      me.token,
    );
    expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
    return { ...me, businessId };
  }

  it('checks the statement, corrects it by a change, resolves solvency and completes', async () => {
    // Registered on 15 October 2019: this year's review date has just passed.
    const me = await company('2019-10-15');
    const opened = await t.api.post(
      '/api/company-reviews',
      { businessId: me.businessId },
      me.token,
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      reviewDate: '2026-10-15',
      dueDate: '2026-12-15',
      status: 'OPEN',
      annualReviewFeeCents: 32900,
      companyName: 'Review Works Pty Ltd',
      lateness: { band: 'ON_TIME', daysLeft: 44 },
    });
    const again = await t.api.post(
      '/api/company-reviews',
      { businessId: me.businessId, reviewDate: '2026-10-15' },
      me.token,
    );
    expect(again.body.id).toBe(opened.body.id);
    const wrongDate = await t.api.post(
      '/api/company-reviews',
      { businessId: me.businessId, reviewDate: '2026-10-16' },
      me.token,
    );
    expect(wrongDate.status).toBe(400);

    const id = opened.body.id as string;
    const correction = await t.api.post(
      `/api/company-reviews/${id}/corrections`,
      { types: ['CHANGE_COMPANY_ADDRESS'] },
      me.token,
    );
    expect(correction.body).toMatchObject({ reviewId: id, status: 'InProgress' });
    const review = await t.api.get(`/api/company-reviews/${id}`, me.token);
    expect(review.body.corrections.map((c: { id: string }) => c.id)).toEqual([correction.body.id]);

    for (const resolvedOn of ['2026-10-14', '2026-11-02']) {
      const outside = await t.api.post(
        `/api/company-reviews/${id}/solvency`,
        { resolvedOn, resolvedBy: 'Riley Director' },
        me.token,
      );
      expect(outside.status).toBe(400);
      expect(outside.body.error.message).toBe(M.solvencyOutOfWindow);
    }
    const notYet = await t.api.post(`/api/company-reviews/${id}/complete`, {}, me.token);
    expect(notYet.status).toBe(409);

    const resolved = await t.api.post(
      `/api/company-reviews/${id}/solvency`,
      { resolvedOn: '2026-10-20', resolvedBy: 'Riley Director' },
      me.token,
    );
    expect(resolved.body).toMatchObject({
      status: 'SOLVENCY_CONFIRMED',
      solvencyResolvedOn: '2026-10-20',
    });
    const pdf = await fetch(`${t.url}/api/company-reviews/${id}/solvency-resolution`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('able to pay its debts as and when they become due and payable');
    expect(text).toContain('Resolved on 20 October 2026');
    const done = await t.api.post(`/api/company-reviews/${id}/complete`, {}, me.token);
    expect(done.body).toMatchObject({ status: 'COMPLETED', lateness: null });
  });

  it("refuses another customer's review and company", async () => {
    const me = await company();
    const other = await signUpCustomer(t.api);
    const opened = await t.api.post(
      '/api/company-reviews',
      { businessId: me.businessId },
      me.token,
    );
    expect(opened.body.reviewDate).toBe('2026-12-02');
    const id = opened.body.id as string;
    const tries = [
      await t.api.post('/api/company-reviews', { businessId: me.businessId }, other.token),
      await t.api.get(`/api/company-reviews/${id}`, other.token),
      await t.api.post(
        `/api/company-reviews/${id}/corrections`,
        { types: ['CHANGE_COMPANY_NAME'] },
        other.token,
      ),
      await t.api.post(
        `/api/company-reviews/${id}/solvency`,
        { resolvedOn: '2026-12-02', resolvedBy: 'X' },
        other.token,
      ),
      await t.api.post(`/api/company-reviews/${id}/complete`, {}, other.token),
      await t.api.get(`/api/company-reviews/${id}/solvency-resolution`, other.token),
    ];
    expect(tries.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
  });
  // Last: the clock only moves forward from here, as time does for the jobs' leases.
  it('reminds before the review date, on it and before late fees, by mail and notice', async () => {
    const me = await company();
    const mine = () =>
      t.sentMail.filter((m) => m.to === me.input.email && m.subject.startsWith('Review Works'));
    await t.deps.jobs.runDue();
    expect(mine()).toHaveLength(0);
    // 9 am Sydney on 2 November 2026, a month before the review date.
    t.clock.set(new Date('2026-11-01T22:00:00Z'));
    await t.deps.jobs.runDue();
    expect(mine().map((m) => m.subject)).toEqual([
      'Review Works Pty Ltd: annual review on 2 December 2026',
    ]);
    t.clock.set(new Date('2026-12-01T22:00:00Z'));
    await t.deps.jobs.runDue();
    expect(mine().at(-1)?.subject).toBe('Review Works Pty Ltd: annual review today');
    // Late fees start after 2 February 2027; the reminder comes a week before.
    t.clock.set(new Date('2027-01-25T22:00:00Z'));
    await t.deps.jobs.runDue();
    expect(mine().at(-1)?.subject).toBe(
      'Review Works Pty Ltd: ASIC late fees start after 2 February 2027',
    );
    expect(mine()).toHaveLength(3);
    const notices = await listNotifications(t.deps, { userId: me.user.flakeId });
    expect(notices.map((x) => x.link)).toEqual(
      Array(3).fill(`/company-review/business/what-to-expect/${me.businessId}`),
    );
  });
});
