import { calendarDate, DEFAULT_TIME_ZONE, parseIsoDate } from '../shared/calendar.js';
import { asicFeesOn, type TAsicFeeSchedule } from './asic-fees.js';

/** ASIC must be told of a change within 28 days of it (Corporations Act ss 205B, 178A). */
export const LODGEMENT_DAYS = 28;
/** The annual review fee and the solvency resolution are due within two months of the review date. */
export const REVIEW_PAYMENT_MONTHS = 2;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const iso = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function utcDay(day: string): Date {
  const p = parseIsoDate(day);
  if (!p) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
}

/** A calendar day plus whole days; calendar arithmetic, so no clock change moves it. */
export function addChangeDays(day: string, days: number): string {
  const d = utcDay(day);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** The same day `months` later, or the month's last day when it has no such day. */
export function addChangeMonths(day: string, months: number): string {
  const p = parseIsoDate(day)!;
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(p.day, last))}`;
}

export const calendarDaysBetween = (from: string, to: string) =>
  Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000);

/** The last day a change made on `effectiveDate` can be lodged without a late fee. */
export const lodgementDeadline = (effectiveDate: string) =>
  addChangeDays(effectiveDate, LODGEMENT_DAYS);

export type TLateness = {
  /** The last day without a late fee. */
  dueDate: string;
  /** Today in Sydney. */
  today: string;
  daysLeft: number;
  band: 'ON_TIME' | 'UP_TO_ONE_MONTH' | 'OVER_ONE_MONTH';
  lateFeeCents: number;
  fees: TAsicFeeSchedule;
};

/**
 * Where a due date stands on the Sydney day `now` falls on: on time through the due date, then
 * ASIC's lower late fee for up to one month after it and the higher one beyond.
 */
export function latenessOn(
  dueDate: string,
  now: Date,
  schedules?: readonly TAsicFeeSchedule[],
): TLateness {
  const today = calendarDate(now, DEFAULT_TIME_ZONE);
  const fees = asicFeesOn(today, schedules);
  const band =
    today <= dueDate
      ? 'ON_TIME'
      : today <= addChangeMonths(dueDate, 1)
        ? 'UP_TO_ONE_MONTH'
        : 'OVER_ONE_MONTH';
  const lateFeeCents =
    band === 'ON_TIME'
      ? 0
      : band === 'UP_TO_ONE_MONTH'
        ? fees.lateUpToOneMonthCents
        : fees.lateOverOneMonthCents;
  return {
    dueDate,
    today,
    daysLeft: calendarDaysBetween(today, dueDate),
    band,
    lateFeeCents,
    fees,
  };
}

/**
 * The company's review date in a year: the anniversary of its registration. A company
 * registered on 29 February has its review on 28 February in other years.
 */
export function reviewDateIn(registeredOn: string, year: number): string {
  const [, m, d] = registeredOn.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, last))}`;
}

/** The next review date on or after today (Sydney). */
export function nextReviewDate(registeredOn: string, now: Date): string {
  const today = calendarDate(now, DEFAULT_TIME_ZONE);
  const year = Number(today.slice(0, 4));
  const thisYear = reviewDateIn(registeredOn, year);
  return thisYear >= today ? thisYear : reviewDateIn(registeredOn, year + 1);
}

/** The last day to pay the review fee and pass the solvency resolution. */
export const reviewDueDate = (reviewDate: string) =>
  addChangeMonths(reviewDate, REVIEW_PAYMENT_MONTHS);

/** Whether a solvency resolution made on `day` counts for the review of `reviewDate`. */
export const solvencyWithinWindow = (reviewDate: string, day: string) =>
  day >= reviewDate && day <= reviewDueDate(reviewDate);

/** The reminders of a review: a month before, on the day, and a week before late fees start. */
export function reviewReminderDays(reviewDate: string) {
  return [
    { kind: 'BEFORE' as const, day: addChangeDays(reviewDate, -30) },
    { kind: 'ON_DAY' as const, day: reviewDate },
    { kind: 'BEFORE_LATE_FEES' as const, day: addChangeDays(reviewDueDate(reviewDate), -7) },
  ];
}
