import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOK,
  CANCEL,
  customerWith,
  firstError,
  inviteOf,
  MINE,
  mailsTo,
  RESCHEDULE,
  SLOTS,
} from '../../test-support/advice-kit.js';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { defineAdviceJobs } from './reminders.js';
import { seedAdvisors } from './seed.js';

// Monday 13 July 2026, 10:00 in Sydney (UTC+10 in winter).
const NOW = new Date('2026-07-13T00:00:00Z');
const JUNIPER = 'adv-juniper-quillfeather'; // Sydney, 09:00-17:00, 30 min, 15 min after
const MARLOWE = 'adv-marlowe-ledgerton'; // accountant, Brisbane

describe('booking a consultation', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({
      clockStart: NOW,
      env: {
        LOG_LEVEL: process.env.ADVICE_LOG ?? 'silent',
        VIDEO_ROOM_BASE_URL: 'https://video.example.com/rooms/',
      },
    });
    await seedAdvisors(t.deps);
    defineAdviceJobs(t.deps);
  });
  afterAll(() => t.close());

  const tuesday = { f: '2026-07-13T14:00:00Z', t: '2026-07-14T14:00:00Z' };

  it('lists the advisors of each kind with their admission details', async () => {
    const c = await customerWith(t);
    const res = await t.api.graphql(
      '{ lawyers: advisors(kind: LEGAL) { id name admissionState admissionYear practiceAreas } accountants: advisors(kind: ACCOUNTANT) { id } }',
      {},
      c.token,
    );
    expect(res.body.data.lawyers.find((a: { id: string }) => a.id === JUNIPER)).toMatchObject({
      id: JUNIPER,
      name: 'Juniper Quillfeather',
      admissionState: 'NSW',
      admissionYear: 2011,
    });
    expect(res.body.data.lawyers.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data.accountants.map((a: { id: string }) => a.id)).toContain(MARLOWE);
    const anonymous = await t.api.graphql('{ advisors { id } }');
    expect(firstError(anonymous).extensions.code).toBe('UNAUTHENTICATED');
  });

  it('shows a customer without an advice plan the way to upgrade instead of booking', async () => {
    const c = await customerWith(t);
    const access = await t.api.graphql(
      '{ consultationAccess { canBookConsultation canBookAccountantConsultation legalUpgradePlan accountingUpgradePlan } }',
      {},
      c.token,
    );
    expect(access.body.data.consultationAccess).toEqual({
      canBookConsultation: false,
      canBookAccountantConsultation: false,
      legalUpgradePlan: 'legal-advice-plan-quarterly',
      accountingUpgradePlan: 'accounting-advice-plan-quarterly',
    });
    const slots = await t.api.graphql(SLOTS, { a: JUNIPER, ...tuesday }, c.token);
    const res = await t.api.graphql(
      BOOK,
      {
        i: {
          advisorId: JUNIPER,
          start: slots.body.data.consultationSlots[0],
          media: 'VIDEO',
          topic: 'Lease review',
        },
      },
      c.token,
    );
    expect(firstError(res)).toMatchObject({
      message:
        'Consultations with a lawyer come with the Legal Advice plan. Upgrade your plan to book one.',
      extensions: { code: 'PAYMENT_REQUIRED' },
    });
  });

  it('lets a Legal Advice customer book a lawyer but not an accountant', async () => {
    const c = await customerWith(t, 'legal-advice-plan-quarterly');
    const slots = await t.api.graphql(SLOTS, { a: MARLOWE, ...tuesday }, c.token);
    const res = await t.api.graphql(
      BOOK,
      {
        i: {
          advisorId: MARLOWE,
          start: slots.body.data.consultationSlots[0],
          media: 'AUDIO',
          topic: 'BAS',
        },
      },
      c.token,
    );
    expect(firstError(res).message).toBe(
      'Consultations with an accountant come with the Accounting Advice plan. Upgrade your plan to book one.',
    );
  });

  it('books a slot, mails an invite, takes the slot off the list and keeps it from others', async () => {
    const c = await customerWith(t, 'legal-advice-plan-quarterly');
    const before = (await t.api.graphql(SLOTS, { a: JUNIPER, ...tuesday }, c.token)).body.data
      .consultationSlots;
    // 09:00 on Tuesday in Sydney.
    expect(before[0]).toBe('2026-07-13T23:00:00.000Z');
    const res = await t.api.graphql(
      BOOK,
      {
        i: {
          advisorId: JUNIPER,
          start: before[0],
          media: 'VIDEO',
          topic: 'Shop lease renewal',
          question: 'Can I assign it?',
          timeZone: 'Australia/Perth',
        },
      },
      c.token,
    );
    expect(res.body.errors).toBeUndefined();
    const booked = res.body.data.bookConsultation;
    expect(booked).toMatchObject({
      status: 'RESERVED',
      media: 'VIDEO',
      start: before[0],
      end: '2026-07-13T23:30:00.000Z',
      sequence: 0,
      timeZone: 'Australia/Perth',
    });
    expect(booked.videoLink).toBe(
      `https://video.example.com/rooms/clausewell-${booked.id.toLowerCase()}`,
    );

    const mail = mailsTo(t, c.input.email as string).at(-1)!;
    expect(mail.subject).toBe('Booked: your consultation with Juniper Quillfeather');
    // Shown in the customer's own zone: 07:00 in Perth.
    expect(mail.text).toContain('7:00');
    const ics = inviteOf(mail)!;
    expect(ics).toMatchObject({
      METHOD: 'REQUEST',
      UID: `${booked.id}@clausewell`,
      SEQUENCE: '0',
      DTSTART: '20260713T230000Z',
      DTEND: '20260713T233000Z',
      STATUS: 'CONFIRMED',
    });

    // The advisor hears of it in their own zone (Sydney: 9:00 am) with the client's question.
    const toAdvisor = mailsTo(t, 'juniper.quillfeather@clausewell.local').at(-1)!;
    expect(toAdvisor.subject).toBe('New consultation: Shop lease renewal');
    expect(toAdvisor.text).toContain('9:00');
    expect(toAdvisor.text).toContain('Question: Can I assign it?');

    const after = (await t.api.graphql(SLOTS, { a: JUNIPER, ...tuesday }, c.token)).body.data
      .consultationSlots;
    expect(after).not.toContain(before[0]);
    // The 15 minutes kept after the call rule out 09:30 too.
    expect(after).not.toContain('2026-07-13T23:30:00.000Z');
    expect(after).toContain('2026-07-14T00:00:00.000Z');

    const other = await customerWith(t, 'legal-advice-plan-quarterly');
    const again = await t.api.graphql(
      BOOK,
      { i: { advisorId: JUNIPER, start: before[0], media: 'AUDIO', topic: 'Something else' } },
      other.token,
    );
    expect(firstError(again)).toMatchObject({
      message: 'Someone has just booked that time. Choose another slot.',
      extensions: { code: 'CONFLICT' },
    });
    const odd = await t.api.graphql(
      BOOK,
      {
        i: { advisorId: JUNIPER, start: '2026-07-14T00:10:00Z', media: 'AUDIO', topic: 'Odd time' },
      },
      other.token,
    );
    expect(firstError(odd).message).toBe(
      'That time is not available. Choose one of the slots shown.',
    );
  });

  it("refuses another customer's consultation as if it did not exist", async () => {
    const owner = await customerWith(t, 'legal-advice-plan-quarterly');
    const slots = (
      await t.api.graphql(
        SLOTS,
        { a: JUNIPER, f: '2026-07-15T14:00:00Z', t: '2026-07-16T14:00:00Z' },
        owner.token,
      )
    ).body.data.consultationSlots;
    const booked = (
      await t.api.graphql(
        BOOK,
        { i: { advisorId: JUNIPER, start: slots[0], media: 'AUDIO', topic: 'Private matter' } },
        owner.token,
      )
    ).body.data.bookConsultation;
    const intruder = await customerWith(t, 'legal-advice-plan-quarterly');
    for (const res of [
      await t.api.graphql(CANCEL, { id: booked.id }, intruder.token),
      await t.api.graphql(RESCHEDULE, { id: booked.id, s: slots[3] }, intruder.token),
    ]) {
      expect(firstError(res)).toMatchObject({
        message: 'We could not find that consultation.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect((await t.api.graphql(MINE, {}, intruder.token)).body.data.myConsultations).toEqual([]);
    const still = (await t.api.graphql(MINE, {}, owner.token)).body.data.myConsultations;
    expect(still).toMatchObject([{ id: booked.id, status: 'RESERVED', sequence: 0 }]);
  });

  it('names a bad topic and a too-wide slot range', async () => {
    const c = await customerWith(t, 'legal-advice-plan-quarterly');
    const res = await t.api.graphql(
      BOOK,
      { i: { advisorId: JUNIPER, start: '2026-07-14T00:00:00Z', media: 'AUDIO', topic: 'x' } },
      c.token,
    );
    expect(firstError(res).extensions.fields).toEqual({
      topic: 'Enter a topic of 3 to 200 characters.',
    });
    const wide = await t.api.graphql(
      SLOTS,
      { a: JUNIPER, f: '2026-07-13T00:00:00Z', t: '2026-09-13T00:00:00Z' },
      c.token,
    );
    expect(firstError(wide).message).toBe('Choose a date range of up to 31 days.');
  });
});
