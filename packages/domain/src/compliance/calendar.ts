import { zonedInstant } from '../advice/zoned-time.js';
import { DEFAULT_TIME_ZONE, parseIsoDate, type TCalendarDate } from '../shared/calendar.js';

// The compliance calendar's arithmetic. Due dates are calendar days (yyyy-MM-dd) on
// Australian law's calendar, never instants: a review "on 3 April" is due that whole day in
// Sydney whatever zone the server runs in. Reminders are instants: 9 am Sydney time on the
// day they fall, which is 22:00 or 23:00 UTC the day before depending on daylight saving.

export const COMPLIANCE_RULES = {
  /** Corporations Act s 146 and friends: ASIC must be told of most changes within 28 days. */
  changeDeadlineDays: 28,
  /** An item due within this many days reads as due soon. */
  dueSoonDays: 14,
  /** Days before the due date a reminder goes out (0: on the day). */
  reminderDaysBefore: [30, 7, 0] as readonly number[],
  /** Local hour reminders are sent at. */
  reminderHour: 9,
  timeZone: DEFAULT_TIME_ZONE,
} as const;

export const COMPLIANCE_ITEM_STATUSES = ['UPCOMING', 'DUE_SOON', 'OVERDUE', 'DONE'] as const;
export type TComplianceItemStatus = (typeof COMPLIANCE_ITEM_STATUSES)[number];

export const COMPLIANCE_ITEM_KINDS = [
  'ANNUAL_REVIEW',
  'BUSINESS_NAME_RENEWAL',
  'REGISTERED_OFFICE_CONSENT',
  'CHANGE_NOTICE',
] as const;
export type TComplianceItemKind = (typeof COMPLIANCE_ITEM_KINDS)[number];

const iso = (d: TCalendarDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

function parse(value: string): TCalendarDate {
  const day = parseIsoDate(value);
  if (!day) throw new RangeError(`not a yyyy-MM-dd date: ${value}`);
  return day;
}

const utcDays = (d: TCalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return utcDays(parse(to)) - utcDays(parse(from));
}

/** A calendar day moved by whole days; month and year ends roll over. */
export function addCalendarDays(day: string, days: number): string {
  const d = parse(day);
  const moved = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return iso({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * The same day and month in another year. A company registered on 29 February has its
 * anniversary on 28 February in other years (the day does not exist; rolling to 1 March
 * would make the review a day late).
 */
export function anniversaryIn(day: string, year: number): string {
  const d = parse(day);
  const dom = d.month === 2 && d.day === 29 && !isLeap(year) ? 28 : d.day;
  return iso({ year, month: d.month, day: dom });
}

/**
 * The next date on or after `today` that falls a whole number of `everyYears` after
 * `registeredOn` (at least one period after it). Annual review: everyYears 1; a business
 * name registered for three years: 3.
 */
export function nextAnniversary(registeredOn: string, today: string, everyYears = 1): string {
  const start = parse(registeredOn).year;
  const now = parse(today).year;
  let years = Math.max(everyYears, Math.floor((now - start) / everyYears) * everyYears);
  let candidate = anniversaryIn(registeredOn, start + years);
  while (candidate < today) {
    years += everyYears;
    candidate = anniversaryIn(registeredOn, start + years);
  }
  return candidate;
}

/** The company's annual review date (the registration anniversary) on or after today. */
export const annualReviewDate = (registeredOn: string, today: string) =>
  nextAnniversary(registeredOn, today, 1);

/** When a business name registration (1 or 3 years) next needs renewing. */
export const businessNameRenewalDate = (
  registeredOn: string,
  today: string,
  periodYears: 1 | 3 = 1,
) => nextAnniversary(registeredOn, today, periodYears);

/** The last day to tell ASIC of a change that took effect on `effectiveOn`. */
export const changeNoticeDeadline = (effectiveOn: string) =>
  addCalendarDays(effectiveOn, COMPLIANCE_RULES.changeDeadlineDays);

/** Where an item stands today: done once marked, overdue after its day, due soon near it. */
export function complianceItemStatus(o: {
  dueOn: string;
  done: boolean;
  today: string;
}): TComplianceItemStatus {
  if (o.done) return 'DONE';
  const left = daysBetween(o.today, o.dueOn);
  if (left < 0) return 'OVERDUE';
  return left <= COMPLIANCE_RULES.dueSoonDays ? 'DUE_SOON' : 'UPCOMING';
}

/** The instant of a Sydney wall-clock hour on a day (9 am is never skipped by DST). */
export function sydneyHourOn(day: string, hour: number): Date {
  const at = zonedInstant(parse(day), hour * 60, COMPLIANCE_RULES.timeZone);
  if (!at) throw new RangeError(`${day} ${hour}:00 does not exist in Sydney`);
  return at;
}

/** The reminders of an item due on `dueOn` still ahead of `now`: days before and when. */
export function reminderTimes(dueOn: string, now: Date): { daysBefore: number; at: Date }[] {
  return COMPLIANCE_RULES.reminderDaysBefore
    .map((daysBefore) => ({
      daysBefore,
      at: sydneyHourOn(addCalendarDays(dueOn, -daysBefore), COMPLIANCE_RULES.reminderHour),
    }))
    .filter((r) => r.at.getTime() > now.getTime());
}
