import type { TDeps } from '../../platform/deps.js';
import type { TMail } from '../../platform/mail/mailer.js';
import type { TAdvisor } from './advisors.js';
import { buildInvite } from './ics.js';
import type { consultations } from './tables.js';

export type TConsultation = typeof consultations.$inferSelect;
type TPerson = { email: string; firstName: string; lastName: string };

/** Where the call happens: a room link for video, the advisor's number for a phone call. */
export function meetingPlace(
  deps: Pick<TDeps, 'config'>,
  c: Pick<TConsultation, 'id' | 'media'>,
  advisor: TAdvisor,
): string {
  return c.media === 'VIDEO' ? videoRoomLink(deps, c.id) : `Call ${advisor.phone}`;
}

/** The room of a video consultation: a base URL (a Jitsi server by default) plus the booking. */
export function videoRoomLink(deps: Pick<TDeps, 'config'>, consultationId: string): string {
  const base = deps.config.VIDEO_ROOM_BASE_URL;
  return `${base.replace(/\/$/, '')}/clausewell-${consultationId.toLowerCase()}`;
}

/** The start as the customer sees it: their zone, their words. */
export function customerTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

const advisorName = (a: TAdvisor) => `${a.firstName} ${a.lastName}`;

function invite(
  deps: TDeps,
  o: { c: TConsultation; advisor: TAdvisor; customer: TPerson; method: 'REQUEST' | 'CANCEL' },
) {
  const from = /<([^>]+)>/.exec(deps.config.MAIL_FROM)?.[1] ?? deps.config.MAIL_FROM;
  const ics = buildInvite({
    method: o.method,
    uid: `${o.c.id}@clausewell`,
    sequence: o.c.sequence,
    stamp: deps.clock.now(),
    start: o.c.startAt,
    end: o.c.endAt,
    summary: `Consultation with ${advisorName(o.advisor)}: ${o.c.topic}`,
    description: `${o.c.media === 'VIDEO' ? 'Video' : 'Phone'} consultation about "${o.c.topic}". ${meetingPlace(deps, o.c, o.advisor)}`,
    location: meetingPlace(deps, o.c, o.advisor),
    organizer: { name: advisorName(o.advisor), email: from },
    attendee: { name: `${o.customer.firstName} ${o.customer.lastName}`, email: o.customer.email },
  });
  return {
    filename: o.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content: Buffer.from(ics, 'utf8'),
    contentType: `text/calendar; charset=UTF-8; method=${o.method}`,
  };
}

export function consultationMail(
  deps: TDeps,
  o: {
    what: 'BOOKED' | 'MOVED' | 'CANCELED' | 'REMINDER';
    c: TConsultation;
    advisor: TAdvisor;
    customer: TPerson;
    hoursBefore?: number;
  },
): TMail {
  const when = customerTime(o.c.startAt, o.c.customerTimeZone);
  const who = advisorName(o.advisor);
  const subject = {
    BOOKED: `Booked: your consultation with ${who}`,
    MOVED: `Moved: your consultation with ${who}`,
    CANCELED: `Cancelled: your consultation with ${who}`,
    REMINDER: `Reminder: your consultation with ${who} ${o.hoursBefore === 1 ? 'in an hour' : 'tomorrow'}`,
  }[o.what];
  const lead = {
    BOOKED: `Your consultation with ${who} is booked for ${when}.`,
    MOVED: `Your consultation with ${who} has moved to ${when}.`,
    CANCELED: `Your consultation with ${who} on ${when} has been cancelled.`,
    REMINDER: `A reminder: your consultation with ${who} starts ${when}.`,
  }[o.what];
  const place =
    o.what === 'CANCELED'
      ? ''
      : o.c.media === 'VIDEO'
        ? `\nJoin the video call: ${videoRoomLink(deps, o.c.id)}`
        : `\n${who} will call you. If you miss the call, ring ${o.advisor.phone}.`;
  return {
    to: o.customer.email,
    subject,
    text: [
      `Hello ${o.customer.firstName},`,
      '',
      lead,
      `Topic: ${o.c.topic}`,
      place,
      o.c.changeReason && o.what !== 'BOOKED' && o.what !== 'REMINDER'
        ? `\nReason: ${o.c.changeReason}`
        : '',
      '',
      `See or change it in My consultations: ${deps.config.APP_URL}/consultations/my-consultations`,
    ].join('\n'),
    attachments:
      o.what === 'REMINDER'
        ? undefined
        : [invite(deps, { ...o, method: o.what === 'CANCELED' ? 'CANCEL' : 'REQUEST' })],
  };
}

/** Tells the advisor their diary changed, in their own zone, with what the client asked. */
export function advisorMail(
  deps: TDeps,
  o: {
    what: 'BOOKED' | 'MOVED' | 'CANCELED';
    c: TConsultation;
    advisor: TAdvisor;
    customer: TPerson;
  },
): TMail {
  const client = `${o.customer.firstName} ${o.customer.lastName}`;
  const when = customerTime(o.c.startAt, o.advisor.timeZone);
  const line = {
    BOOKED: `${client} has booked a consultation with you for ${when}.`,
    MOVED: `${client} has moved their consultation with you to ${when}.`,
    CANCELED: `${client} has cancelled their consultation with you on ${when}.`,
  }[o.what];
  return {
    to: o.advisor.email,
    subject: `${{ BOOKED: 'New consultation', MOVED: 'Consultation moved', CANCELED: 'Consultation cancelled' }[o.what]}: ${o.c.topic}`,
    text: [
      `Hello ${o.advisor.firstName},`,
      '',
      line,
      `Topic: ${o.c.topic}`,
      o.c.question ? `Question: ${o.c.question}` : '',
      o.what === 'CANCELED' ? '' : meetingPlace(deps, o.c, o.advisor),
      o.c.changeReason && o.what !== 'BOOKED' ? `Reason: ${o.c.changeReason}` : '',
      '',
      `Your consultations: ${deps.config.APP_URL}/lawyer-consultations`,
    ]
      .filter((l, i, all) => l !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}
