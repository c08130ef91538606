import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advisorAccount,
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
import { signInAgain } from '../../test-support/billing-kit.js';
import {
  startSmtpReceiver,
  type TReceivedMail,
  type TSmtpReceiver,
} from '../../test-support/smtp-receiver.js';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { defineAdviceJobs } from './reminders.js';
import { seedAdvisors } from './seed.js';

// Monday 13 July 2026, 10:00 in Sydney.
const NOW = new Date('2026-07-13T00:00:00Z');
const JUNIPER = 'adv-juniper-quillfeather';
const HOUR = 3_600_000;

describe('moving, cancelling and reminding, over real SMTP', () => {
  let t: TTestApp;
  let receiver: TSmtpReceiver;
  let received: TReceivedMail[] = [];

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    received = receiver.received;
    t = await startTestApp({ clockStart: NOW, env: { SMTP_URL: receiver.url } });
    await seedAdvisors(t.deps);
    defineAdviceJobs(t.deps);
  });
  afterAll(async () => {
    await t.close();
    receiver.close();
  });

  async function bookFirst(token: string, f: string, to: string, media = 'VIDEO') {
    const slots = (await t.api.graphql(SLOTS, { a: JUNIPER, f, t: to }, token)).body.data
      .consultationSlots as string[];
    const res = await t.api.graphql(
      BOOK,
      { i: { advisorId: JUNIPER, start: slots[0], media, topic: 'Franchise agreement' } },
      token,
    );
    expect(res.body.errors).toBeUndefined();
    return { booked: res.body.data.bookConsultation, slots };
  }

  it('moves a consultation under the same invite, then reminds 24 hours and 1 hour before the new time only', async () => {
    const c = await customerWith(t, 'legal-advice-plan-quarterly');
    const email = c.input.email as string;
    // Thursday 16 July.
    const { booked, slots } = await bookFirst(
      c.token,
      '2026-07-15T14:00:00Z',
      '2026-07-16T14:00:00Z',
    );
    const first = inviteOf(mailsTo(t, email).at(-1))!;

    // The invite really crossed SMTP as a calendar part.
    const wire = received.filter((r) => r.to === email).at(-1)!;
    expect(wire.raw).toMatch(/Content-Type: text\/calendar; charset=UTF-8; method=REQUEST/i);

    const moved = await t.api.graphql(
      RESCHEDULE,
      { id: booked.id, s: slots[4], r: 'Flight moved' },
      c.token,
    );
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data.rescheduleConsultation).toMatchObject({
      start: slots[4],
      sequence: 1,
      changeReason: 'Flight moved',
    });
    const update = inviteOf(mailsTo(t, email).at(-1))!;
    expect(update).toMatchObject({ METHOD: 'REQUEST', UID: first.UID, SEQUENCE: '1' });
    expect(update.DTSTART).not.toBe(first.DTSTART);
    // The old time is free again, the new one is taken.
    const free = (
      await t.api.graphql(
        SLOTS,
        { a: JUNIPER, f: '2026-07-15T14:00:00Z', t: '2026-07-16T14:00:00Z' },
        c.token,
      )
    ).body.data.consultationSlots;
    expect(free).toContain(slots[0]);
    expect(free).not.toContain(slots[4]);

    const start = new Date(slots[4]!).getTime();
    const reminders = () => mailsTo(t, email).filter((m) => m.subject.startsWith('Reminder'));
    t.clock.set(new Date(start - 24 * HOUR - 60_000));
    await t.deps.jobs.runDue();
    expect(reminders()).toHaveLength(0);
    t.clock.set(new Date(start - 24 * HOUR + 60_000));
    await t.deps.jobs.runDue();
    expect(reminders().map((m) => m.subject)).toEqual([
      'Reminder: your consultation with Juniper Quillfeather tomorrow',
    ]);
    t.clock.set(new Date(start - HOUR + 60_000));
    await t.deps.jobs.runDue();
    expect(reminders().map((m) => m.subject)).toEqual([
      'Reminder: your consultation with Juniper Quillfeather tomorrow',
      'Reminder: your consultation with Juniper Quillfeather in an hour',
    ]);
    expect(reminders()[1]!.text).toContain(moved.body.data.rescheduleConsultation.videoLink);

    // Inside 24 hours it can no longer be changed online.
    // The clock has run past the session's life: sign in again, as the customer would.
    const token = await signInAgain(t, c.input as { email: string; password: string });
    const late = await t.api.graphql(CANCEL, { id: booked.id }, token);
    expect(firstError(late)).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(firstError(late).message).toMatch(/less than 24 hours/);
    t.clock.set(NOW);
  });

  it('cancels with a reason, withdraws the calendar entry and frees the slot, and sends no reminder', async () => {
    const c = await customerWith(t, 'legal-advice-plan-quarterly');
    const email = c.input.email as string;
    const { booked } = await bookFirst(
      c.token,
      '2026-07-20T14:00:00Z',
      '2026-07-21T14:00:00Z',
      'AUDIO',
    );
    const uid = inviteOf(mailsTo(t, email).at(-1))!.UID;
    const res = await t.api.graphql(CANCEL, { id: booked.id, r: 'Sorted it out' }, c.token);
    expect(res.body.data.cancelConsultation).toMatchObject({ status: 'CANCELED', sequence: 1 });
    const mail = mailsTo(t, email).at(-1)!;
    expect(mail.subject).toBe('Cancelled: your consultation with Juniper Quillfeather');
    expect(inviteOf(mail)).toMatchObject({
      METHOD: 'CANCEL',
      UID: uid,
      SEQUENCE: '1',
      STATUS: 'CANCELLED',
    });
    const again = await t.api.graphql(CANCEL, { id: booked.id }, c.token);
    expect(firstError(again).message).toBe(
      'This consultation has already ended or been cancelled.',
    );

    const free = (
      await t.api.graphql(
        SLOTS,
        { a: JUNIPER, f: '2026-07-20T14:00:00Z', t: '2026-07-21T14:00:00Z' },
        c.token,
      )
    ).body.data.consultationSlots;
    expect(free).toContain(booked.start);
    t.clock.set(new Date(new Date(booked.start).getTime() - HOUR + 60_000));
    await t.deps.jobs.runDue();
    expect(mailsTo(t, email).filter((m) => m.subject.startsWith('Reminder'))).toEqual([]);
    t.clock.set(NOW);
  });

  it("shows the advisor their consultations and shares notes with the client, and refuses anyone else's", async () => {
    const c = await customerWith(t, 'legal-advice-plan-quarterly');
    const { booked } = await bookFirst(c.token, '2026-07-22T14:00:00Z', '2026-07-23T14:00:00Z');
    const juniper = await advisorAccount(t, 'juniper.quillfeather@clausewell.local');
    const rowan = await advisorAccount(t, 'rowan.inkwell@clausewell.local');
    const DIARY =
      '{ advisorConsultations { advisor { id name } consultations { id topic customerName status } } }';

    const diary = await t.api.graphql(DIARY, {}, juniper.token);
    expect(diary.body.data.advisorConsultations.advisor).toEqual({
      id: JUNIPER,
      name: 'Juniper Quillfeather',
    });
    expect(diary.body.data.advisorConsultations.consultations).toContainEqual({
      id: booked.id,
      topic: 'Franchise agreement',
      customerName: `${c.input.firstName} ${c.input.lastName}`,
      status: 'RESERVED',
    });
    const notCustomer = await t.api.graphql(DIARY, {}, c.token);
    expect(firstError(notCustomer)).toMatchObject({
      message: 'Only advisors can see this page.',
      extensions: { code: 'FORBIDDEN' },
    });

    const NOTES =
      'mutation($id: ID!, $n: String!) { shareConsultationNotes(id: $id, notes: $n) { id status notes } }';
    const stranger = await t.api.graphql(NOTES, { id: booked.id, n: 'Not mine' }, rowan.token);
    expect(firstError(stranger).extensions.code).toBe('NOT_FOUND');

    t.clock.set(new Date(new Date(booked.end).getTime() + HOUR));
    const again = (p: { input: unknown }) =>
      signInAgain(t, p.input as { email: string; password: string });
    const [juniperToken, customerToken] = [await again(juniper), await again(c)];
    const shared = await t.api.graphql(
      NOTES,
      { id: booked.id, n: 'Ask the franchisor for the disclosure document.' },
      juniperToken,
    );
    expect(shared.body.data.shareConsultationNotes).toMatchObject({ status: 'COMPLETED' });
    const mine = (await t.api.graphql(MINE, {}, customerToken)).body.data.myConsultations;
    expect(mine[0]).toMatchObject({
      id: booked.id,
      status: 'COMPLETED',
      notes: 'Ask the franchisor for the disclosure document.',
    });
    t.clock.set(NOW);
  });
});
