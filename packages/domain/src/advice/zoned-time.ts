// Advisors keep office hours on their own wall clock (Sydney, Perth, Darwin...). These turn a
// wall-clock time in a zone into an instant and back, with the zone rules the runtime's ICU
// holds, so daylight saving moves with the law rather than with a table we keep.

import type { TCalendarDate } from '../shared/calendar.js';

export type TWallClock = TCalendarDate & { hour: number; minute: number };

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      // h23 keeps midnight as 0; some ICU builds print 24 with hour12: false.
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** True when the runtime knows the zone (an advisor's zone is checked before it is kept). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
// Zones change offset only on a quarter hour, so one answer serves a whole quarter hour:
// a month of slots for a panel of advisors asks the runtime's zone rules a few hundred times
// instead of many thousands.
const QUARTER_MS = 15 * MINUTE_MS;
const offsets = new Map<string, number>();

function offsetFromRules(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatFor(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return wallAsUtc - Math.floor(at / MINUTE_MS) * MINUTE_MS;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const quarter = Math.floor(at.getTime() / QUARTER_MS) * QUARTER_MS;
  const key = `${timeZone}@${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 100_000) offsets.clear();
    offset = offsetFromRules(quarter, timeZone);
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall clock in `timeZone` at an instant, to the minute. */
export function wallClockAt(at: Date, timeZone: string): TWallClock {
  const wall = new Date(at.getTime() + zoneOffsetMs(at, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/**
 * The instant a wall-clock time happens in a zone. A time skipped when clocks go forward
 * (02:30 on the October change in Sydney) never happens: null. A time that happens twice
 * when clocks go back (02:30 on the April change) is its first occurrence.
 */
export function zonedInstant(
  day: TCalendarDate,
  minuteOfDay: number,
  timeZone: string,
): Date | null {
  const naive = Date.UTC(day.year, day.month - 1, day.day, 0, minuteOfDay);
  // A change of offset happens at most once within a day either side in every zone we serve.
  const offsets = new Set([
    zoneOffsetMs(new Date(naive - DAY_MS), timeZone),
    zoneOffsetMs(new Date(naive + DAY_MS), timeZone),
  ]);
  let best: number | null = null;
  for (const offset of offsets) {
    const candidate = naive - offset;
    if (zoneOffsetMs(new Date(candidate), timeZone) !== offset) continue;
    if (best === null || candidate < best) best = candidate;
  }
  return best === null ? null : new Date(best);
}

/** The calendar day after `day`. */
export function nextWallDay(day: TCalendarDate): TCalendarDate {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** ISO weekday of a calendar day: 1 Monday ... 7 Sunday. */
export function wallWeekday(day: TCalendarDate): number {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return d === 0 ? 7 : d;
}

export const wallDayIso = (day: TCalendarDate) =>
  `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

export const compareWallDays = (a: TCalendarDate, b: TCalendarDate) =>
  a.year - b.year || a.month - b.month || a.day - b.day;
