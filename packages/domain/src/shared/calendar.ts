// Calendar days as 'yyyy-MM-dd' strings, shared by every area: legal documents and billing
// speak of days, not instants, so no Date object (and no time zone) passes this file's edge.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Dates are decided and shown in Australian (Sydney) time unless a caller says otherwise. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

export type TCalendarDate = { year: number; month: number; day: number };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 'yyyy-MM-dd' that names a real day (29 February only in leap years), else null. */
export function parseIsoDate(value: string): TCalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The calendar day `now` falls on in the given time zone, as 'yyyy-MM-dd'. */
export function calendarDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  // Parts rather than a formatted string, so no locale's date order can creep in.
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** '2026-11-21' → '21/11/2026'; anything that is not a real date is returned unchanged. */
export function formatDateShort(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}`;
}

/** '2026-11-21' → '21 November 2026'; anything that is not a real date is returned unchanged. */
export function formatDateLong(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}
