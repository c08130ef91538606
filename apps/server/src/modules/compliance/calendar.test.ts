import { COMPLIANCE_MESSAGES } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import { signInNewAdmin } from '../../test-support/admin.js';
import {
  ATTACH,
  CALENDAR,
  companyPool,
  customerWithPlan,
  DONE,
  errorOf,
  linkBusiness,
  QUEUE,
  registeredCompanies,
  SET_DATES,
} from '../../test-support/compliance-kit.js';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { notifications } from '../notifications/tables.js';
import { getComplianceCalendar } from './calendar.js';
import { eraseCustomerCompliance } from './erase-customer.js';
import { recordComplianceDeadline } from './index.js';
import { defineComplianceJobs } from './reminders.js';

// Tuesday 1 September 2026, 10:00 in Sydney (standard time; daylight saving starts 4 October).
const NOW = new Date('2026-09-01T00:00:00Z');

describe('the compliance calendar', () => {
  let t: TTestApp;
  let nextAbn: () => string;
  beforeAll(async () => {
    t = await startTestApp({ clockStart: NOW, env: { LOG_LEVEL: 'silent' } });
    defineComplianceJobs(t.deps);
    nextAbn = companyPool(await registeredCompanies(t));
  });
  afterAll(() => t.close());

  const dates = (businessId: string, extra: Record<string, unknown> = {}) => ({
    i: { businessId, registeredOn: '2020-09-20', businessNameRenewalOn: '2026-09-10', ...extra },
  });

  it('puts the annual review, business name renewal and office consent on it with statuses', async () => {
    const me = await customerWithPlan(t);
    const businessId = await linkBusiness(t, me.token, nextAbn());
    const empty = await t.api.graphql(CALENDAR, { b: businessId }, me.token);
    expect(empty.body.errors).toBeUndefined();
    expect(empty.body.data.complianceCalendar).toMatchObject({ registeredOn: null, items: [] });

    const set = await t.api.graphql(SET_DATES, dates(businessId), me.token);
    expect(set.body.errors).toBeUndefined();
    const cal = set.body.data.setComplianceDates;
    expect(cal.registeredOn).toBe('2020-09-20');
    expect(cal.items.map((i: any) => [i.kind, i.dueOn, i.status])).toEqual([
      ['BUSINESS_NAME_RENEWAL', '2026-09-10', 'DUE_SOON'],
      ['ANNUAL_REVIEW', '2026-09-20', 'UPCOMING'],
      ['REGISTERED_OFFICE_CONSENT', '2026-09-20', 'UPCOMING'],
    ]);

    // Saving again adds nothing; the consent on file reads as done.
    const again = await t.api.graphql(
      SET_DATES,
      dates(businessId, { registeredOfficeConsentOnFile: true }),
      me.token,
    );
    const items = again.body.data.setComplianceDates.items;
    expect(items).toHaveLength(3);
    expect(items.find((i: any) => i.kind === 'REGISTERED_OFFICE_CONSENT').status).toBe('DONE');

    // Eleven days on (read through the service: a session would have expired by then).
    t.clock.set(new Date('2026-09-12T00:00:00Z'));
    try {
      const later = await getComplianceCalendar({
        deps: t.deps,
        userId: me.user.flakeId,
        businessId,
      });
      expect(later.items.map((i) => i.status)).toEqual(['OVERDUE', 'DUE_SOON', 'DONE']);
    } finally {
      t.clock.set(NOW);
    }
  });

  it("refuses another customer's business, and a registration date in the future", async () => {
    const me = await customerWithPlan(t);
    const other = await customerWithPlan(t);
    const theirs = await linkBusiness(t, other.token, nextAbn());
    const read = await t.api.graphql(CALENDAR, { b: theirs }, me.token);
    expect(errorOf(read)).toMatchObject({
      message: COMPLIANCE_MESSAGES.businessNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const write = await t.api.graphql(SET_DATES, dates(theirs), me.token);
    expect(errorOf(write).extensions.code).toBe('NOT_FOUND');

    const mine = await linkBusiness(t, me.token, nextAbn());
    const future = await t.api.graphql(
      SET_DATES,
      dates(mine, { registeredOn: '2026-12-01' }),
      me.token,
    );
    expect(errorOf(future).extensions.fields).toEqual({
      registeredOn: COMPLIANCE_MESSAGES.badRegisteredOn,
    });
    const notADate = await t.api.graphql(
      SET_DATES,
      dates(mine, { registeredOn: '2026-02-30' }),
      me.token,
    );
    expect(errorOf(notADate).extensions.fields).toEqual({
      registeredOn: COMPLIANCE_MESSAGES.badRegisteredOn,
    });
  });

  it('records a 28-day change deadline once, from another area, and reminds by e-mail and notice', async () => {
    const me = await customerWithPlan(t);
    const businessId = await linkBusiness(t, me.token, nextAbn());
    const record = () =>
      inUnitOfWork(t.deps, (work) =>
        recordComplianceDeadline(work, {
          userId: me.user.flakeId,
          businessId,
          sourceId: 'change-1',
          title: 'Tell ASIC of the new director',
          effectiveOn: '2026-09-10',
        }),
      );
    const first = await record();
    const second = await record();
    expect(second.id).toBe(first.id);
    expect(first.dueOn).toBe('2026-10-08'); // across the daylight-saving change of 4 October

    const mails = () => t.sentMail.filter((m) => m.to === me.input.email && /ASIC/.test(m.subject));
    // 7 days before is 1 October, 9 am Sydney standard time: 30 September 23:00 UTC.
    // 30 days before is 8 September, 9 am Sydney: 7 September 23:00 UTC.
    t.clock.set(new Date('2026-09-07T22:59:00Z'));
    await t.deps.jobs.runDue();
    expect(mails()).toHaveLength(0);
    t.clock.set(new Date('2026-09-07T23:01:00Z'));
    await t.deps.jobs.runDue();
    expect(mails().map((m) => m.subject)).toEqual([
      'Tell ASIC of the new director due in 30 days (08/10/2026)',
    ]);
    t.clock.set(new Date('2026-09-30T22:59:00Z'));
    await t.deps.jobs.runDue();
    expect(mails()).toHaveLength(1);
    t.clock.set(new Date('2026-09-30T23:01:00Z'));
    await t.deps.jobs.runDue();
    expect(mails()).toHaveLength(2);
    expect(mails()[1]!.subject).toBe('Tell ASIC of the new director due in 7 days (08/10/2026)');
    expect(mails()[1]!.text).toContain('/compliance/manage-compliance?businessId=');
    const notices = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.user.flakeId));
    expect(notices.map((n) => [n.kind, n.title]).sort()).toEqual([
      ['COMPLIANCE_DUE', 'Tell ASIC of the new director due in 30 days'],
      ['COMPLIANCE_DUE', 'Tell ASIC of the new director due in 7 days'],
    ]);

    // Once done, the reminder on the day sends nothing.
    const admin = await signInNewAdmin(t);
    await t.api.graphql(DONE, { i: first.id }, admin);
    t.clock.set(new Date('2026-10-07T22:01:00Z'));
    await t.deps.jobs.runDue();
    expect(mails()).toHaveLength(2);
    t.clock.set(NOW);
  });

  it('gives staff a work queue of what compliance plans include, and only staff', async () => {
    const planned = await customerWithPlan(t, 'asic-compliance-plan');
    const plain = await customerWithPlan(t);
    const withPlan = await linkBusiness(t, planned.token, nextAbn());
    const withoutPlan = await linkBusiness(t, plain.token, nextAbn());
    const attached = await t.api.graphql(
      ATTACH,
      { b: withPlan, s: planned.subscriptionId },
      planned.token,
    );
    expect(attached.body.errors).toBeUndefined();
    await t.api.graphql(SET_DATES, dates(withPlan), planned.token);
    await t.api.graphql(SET_DATES, dates(withoutPlan), plain.token);

    const refused = await t.api.graphql(QUEUE, {}, plain.token);
    expect(errorOf(refused).extensions.code).toBe('FORBIDDEN');

    const admin = await signInNewAdmin(t);
    const queue = await t.api.graphql(QUEUE, {}, admin);
    const rows = queue.body.data.complianceWorkQueue.filter(
      (r: any) => r.customerEmail === planned.input.email || r.customerEmail === plain.input.email,
    );
    expect(rows.map((r: any) => [r.item.kind, r.item.status, r.planKinds])).toEqual([
      ['BUSINESS_NAME_RENEWAL', 'DUE_SOON', ['ASIC_COMPLIANCE']],
      ['ANNUAL_REVIEW', 'UPCOMING', ['ASIC_COMPLIANCE']],
      ['REGISTERED_OFFICE_CONSENT', 'UPCOMING', ['ASIC_COMPLIANCE']],
    ]);
    expect(rows[0].businessName).not.toBe('');

    const customerTries = await t.api.graphql(DONE, { i: rows[0].item.id }, planned.token);
    expect(errorOf(customerTries).extensions.code).toBe('FORBIDDEN');
    const done = await t.api.graphql(DONE, { i: rows[0].item.id }, admin);
    expect(done.body.data.markComplianceItemDone.status).toBe('DONE');
    const after = await t.api.graphql(QUEUE, {}, admin);
    expect(after.body.data.complianceWorkQueue.map((r: any) => r.item.id)).not.toContain(
      rows[0].item.id,
    );
    const unknown = await t.api.graphql(DONE, { i: 'no-such-item' }, admin);
    expect(errorOf(unknown)).toMatchObject({ message: COMPLIANCE_MESSAGES.itemNotFound });
  });

  it("erases a deleted customer's plans, dates and calendar, and nobody else's", async () => {
    const gone = await customerWithPlan(t, 'business-compliance');
    const stays = await customerWithPlan(t);
    const a = await linkBusiness(t, gone.token, nextAbn());
    const b = await linkBusiness(t, stays.token, nextAbn());
    await t.api.graphql(ATTACH, { b: a, s: gone.subscriptionId }, gone.token);
    await t.api.graphql(SET_DATES, dates(a), gone.token);
    await t.api.graphql(SET_DATES, dates(b), stays.token);
    const counts = await inUnitOfWork(t.deps, (work) =>
      eraseCustomerCompliance(work, { userId: gone.user.flakeId, email: gone.input.email }),
    );
    expect(counts).toEqual({ complianceItems: 3, complianceProfiles: 1, attachedPlans: 1 });
    const left = await getComplianceCalendar({
      deps: t.deps,
      userId: stays.user.flakeId,
      businessId: b,
    });
    expect(left.items).toHaveLength(3);
  });
});
