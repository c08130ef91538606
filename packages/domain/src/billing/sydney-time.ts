// Billing dates are compared and shown in Sydney time (DESIGN §1) whatever zone the server
// or browser runs in: a sale that ends on 30 June ends at midnight in Sydney, not in UTC.

import {
  calendarDate,
  DEFAULT_TIME_ZONE,
  formatDateShort,
  type TCalendarDate,
} from '../shared/calendar.js';

export const BILLING_TIME_ZONE = DEFAULT_TIME_ZONE;

/** A day on Sydney's calendar; month runs 1-12. */
export type TSydneyDay = TCalendarDate;

const partsFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: BILLING_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  // h23 keeps midnight as 0; some ICU builds print 24 with hour12: false.
  hourCycle: 'h23',
});

const monthYearFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: BILLING_TIME_ZONE,
  month: 'long',
  year: 'numeric',
});

function wallClock(at: Date) {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The Sydney calendar day an instant falls on. */
export function sydneyDay(at: Date): TSydneyDay {
  const { year, month, day } = wallClock(at);
  return { year, month, day };
}

/** Milliseconds Sydney is ahead of UTC at an instant (+10 h or +11 h in daylight saving). */
function sydneyOffsetMs(at: Date): number {
  const p = wallClock(at);
  const seconds = at.getTime() - at.getUTCMilliseconds();
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - seconds;
}

/**
 * The instant a Sydney day begins. Sydney changes clocks at 2 or 3 am, never at midnight,
 * so every day has exactly one midnight and two refinements of the guess settle it.
 */
export function sydneyStartOfDay({ year, month, day }: TSydneyDay): Date {
  const asIfUtc = Date.UTC(year, month - 1, day);
  const guess = asIfUtc - sydneyOffsetMs(new Date(asIfUtc));
  return new Date(asIfUtc - sydneyOffsetMs(new Date(guess)));
}

/** Calendar arithmetic on days; Date.UTC rolls month and year ends (and 29 February) over. */
export function addDays({ year, month, day }: TSydneyDay, days: number): TSydneyDay {
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek({ year, month, day }: TSydneyDay): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Negative, zero or positive, like a sort comparator. */
export function compareDays(a: TSydneyDay, b: TSydneyDay): number {
  return Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day);
}

/** dd/MM/yyyy in Sydney time, the spec's short date. */
export function formatSydneyDate(at: Date): string {
  return formatDateShort(calendarDate(at, BILLING_TIME_ZONE));
}

/** 'November 2026' in Sydney time. */
export function formatSydneyMonthYear(at: Date): string {
  return monthYearFormat.format(at);
}
