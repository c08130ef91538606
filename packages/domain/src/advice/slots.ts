// Free consultation slots from an advisor's office hours, the way a booking page offers
// them: hours kept in the advisor's own zone, a consultation length, buffers either side,
// a minimum notice and a daily limit, less what is already booked.

import {
  compareWallDays,
  nextWallDay,
  wallClockAt,
  wallDayIso,
  wallWeekday,
  zonedInstant,
} from './zoned-time.js';

/** 'HH:mm' on the advisor's wall clock; '24:00' ends a window at midnight. */
export type TWindow = { start: string; end: string };

export type TWeeklyHours = {
  /** ISO weekday, 1 Monday ... 7 Sunday. */
  weekday: number;
  start: string;
  end: string;
};

export type TAvailability = {
  /** IANA zone the hours are kept in, e.g. Australia/Perth. */
  timeZone: string;
  weekly: readonly TWeeklyHours[];
  /** A date's own hours replace the weekly ones; an empty list is a day off. */
  overrides?: readonly { date: string; windows: readonly TWindow[] }[];
};

export type TSlotRules = {
  lengthMinutes: number;
  /** Kept free before each consultation (to prepare). */
  bufferBeforeMinutes?: number;
  /** Kept free after each consultation (to write notes). */
  bufferAfterMinutes?: number;
  minimumNoticeMinutes?: number;
  /** How far apart offered starts are; the consultation length when not given. */
  stepMinutes?: number;
  /** At most this many consultations on one of the advisor's days. */
  dailyLimit?: number;
};

export type TBusy = { start: Date; end: Date };

const MINUTE_MS = 60_000;

/** 'HH:mm' to minutes after midnight, or null when it is not a time of day. */
export function minuteOfDay(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

function windowsOn(availability: TAvailability, date: string, weekday: number): TWindow[] {
  const override = availability.overrides?.find((o) => o.date === date);
  if (override) return [...override.windows];
  return availability.weekly.filter((w) => w.weekday === weekday);
}

/** Instants of a window on a day; a bound clocks skip over moves to the next real minute. */
function windowInstants(day: ReturnType<typeof wallClockAt>, w: TWindow, timeZone: string) {
  const bound = (value: string) => {
    const minutes = minuteOfDay(value);
    if (minutes === null) return null;
    // Clocks go forward by at most an hour in every Australian zone.
    for (let m = minutes; m <= minutes + 60; m += 1) {
      const at = zonedInstant(day, m, timeZone);
      if (at) return at.getTime();
    }
    return null;
  };
  const start = bound(w.start);
  const end = bound(w.end);
  return start === null || end === null || end <= start ? null : { start, end };
}

/**
 * Starts of the slots an advisor can still take between `from` and `to`, earliest first.
 * A slot is free when it, with its buffers, touches no booking with its buffers, starts at
 * least the minimum notice after `now`, and its day has not reached the daily limit.
 */
export function freeSlots(o: {
  availability: TAvailability;
  rules: TSlotRules;
  busy: readonly TBusy[];
  from: Date;
  to: Date;
  now: Date;
}): Date[] {
  const { availability, rules } = o;
  const tz = availability.timeZone;
  const length = rules.lengthMinutes * MINUTE_MS;
  const before = (rules.bufferBeforeMinutes ?? 0) * MINUTE_MS;
  const after = (rules.bufferAfterMinutes ?? 0) * MINUTE_MS;
  const step = (rules.stepMinutes ?? rules.lengthMinutes) * MINUTE_MS;
  if (length <= 0 || step <= 0) return [];
  const earliest = Math.max(
    o.from.getTime(),
    o.now.getTime() + (rules.minimumNoticeMinutes ?? 0) * MINUTE_MS,
  );
  const latest = o.to.getTime();
  // Each booking blocks itself and its buffers, as the new one would.
  const blocked = o.busy
    .map((b) => ({ start: b.start.getTime() - before, end: b.end.getTime() + after }))
    .sort((a, b) => a.start - b.start);
  const perDay = new Map<string, number>();
  if (rules.dailyLimit !== undefined) {
    for (const b of o.busy) {
      const key = wallDayIso(wallClockAt(b.start, tz));
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
  }

  const slots: Date[] = [];
  let day = wallClockAt(new Date(earliest), tz);
  const lastDay = wallClockAt(new Date(latest), tz);
  for (; compareWallDays(day, lastDay) <= 0; day = { ...nextWallDay(day), hour: 0, minute: 0 }) {
    const date = wallDayIso(day);
    if (rules.dailyLimit !== undefined && (perDay.get(date) ?? 0) >= rules.dailyLimit) continue;
    const windows = windowsOn(availability, date, wallWeekday(day))
      .map((w) => windowInstants(day, w, tz))
      .filter((w) => w !== null)
      .sort((a, b) => a.start - b.start);
    for (const w of windows) {
      let cursor = 0;
      for (let start = w.start; start + length <= w.end; start += step) {
        if (start < earliest || start >= latest) continue;
        const mine = { start: start - before, end: start + length + after };
        // Bookings ending before this slot's reach can never touch a later slot either.
        while (cursor < blocked.length && blocked[cursor]!.end <= mine.start) cursor += 1;
        let clash = false;
        for (let i = cursor; i < blocked.length && blocked[i]!.start < mine.end; i += 1) {
          if (blocked[i]!.end > mine.start) {
            clash = true;
            break;
          }
        }
        if (!clash) slots.push(new Date(start));
      }
    }
  }
  return slots;
}

/** Whether `start` is one of the free slots: a booking is checked by the same rule it was offered by. */
export function isFreeSlot(
  o: Omit<Parameters<typeof freeSlots>[0], 'from' | 'to'> & { start: Date },
) {
  const from = o.start;
  const to = new Date(o.start.getTime() + 1);
  return freeSlots({ ...o, from, to }).some((s) => s.getTime() === o.start.getTime());
}
