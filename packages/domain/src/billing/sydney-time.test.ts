import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareDays,
  dayOfWeek,
  formatSydneyDate,
  formatSydneyMonthYear,
  sydneyDay,
  sydneyStartOfDay,
} from './sydney-time.js';

const at = (iso: string) => new Date(iso);

describe('Sydney calendar', () => {
  it('turns the day at Sydney midnight, not UTC midnight (daylight saving, +11)', () => {
    expect(sydneyDay(at('2026-11-30T12:59:59.999Z'))).toEqual({ year: 2026, month: 11, day: 30 });
    expect(sydneyDay(at('2026-11-30T13:00:00Z'))).toEqual({ year: 2026, month: 12, day: 1 });
  });

  it('turns the day at Sydney midnight in winter (+10)', () => {
    expect(sydneyDay(at('2026-06-30T13:59:59Z'))).toEqual({ year: 2026, month: 6, day: 30 });
    expect(sydneyDay(at('2026-06-30T14:00:00Z'))).toEqual({ year: 2026, month: 7, day: 1 });
  });

  it('finds the instant a day starts in either season and around the clock changes', () => {
    expect(sydneyStartOfDay({ year: 2026, month: 12, day: 1 }).toISOString()).toBe(
      '2026-11-30T13:00:00.000Z',
    );
    expect(sydneyStartOfDay({ year: 2026, month: 7, day: 1 }).toISOString()).toBe(
      '2026-06-30T14:00:00.000Z',
    );
    // Daylight saving starts at 2 am on Sunday 4 October 2026 and ends at 3 am on 5 April.
    expect(sydneyStartOfDay({ year: 2026, month: 10, day: 4 }).toISOString()).toBe(
      '2026-10-03T14:00:00.000Z',
    );
    expect(sydneyStartOfDay({ year: 2026, month: 10, day: 5 }).toISOString()).toBe(
      '2026-10-04T13:00:00.000Z',
    );
    expect(sydneyStartOfDay({ year: 2026, month: 4, day: 5 }).toISOString()).toBe(
      '2026-04-04T13:00:00.000Z',
    );
    expect(sydneyStartOfDay({ year: 2026, month: 4, day: 6 }).toISOString()).toBe(
      '2026-04-05T14:00:00.000Z',
    );
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
    expect(addDays({ year: 2026, month: 2, day: 28 }, 1)).toEqual({ year: 2026, month: 3, day: 1 });
    expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2025, month: 12, day: 1 }, -1)).toEqual({
      year: 2025,
      month: 11,
      day: 30,
    });
  });

  it('knows weekdays and orders days', () => {
    expect(dayOfWeek({ year: 2025, month: 11, day: 28 })).toBe(5);
    expect(compareDays({ year: 2026, month: 1, day: 1 }, { year: 2025, month: 12, day: 31 })).toBe(
      86_400_000,
    );
  });

  it('formats dd/MM/yyyy and month-year in Sydney time', () => {
    expect(formatSydneyDate(at('2026-11-30T13:00:00Z'))).toBe('01/12/2026');
    expect(formatSydneyDate(at('2028-02-28T13:00:00Z'))).toBe('29/02/2028');
    expect(formatSydneyMonthYear(at('2026-11-30T13:00:00Z'))).toBe('December 2026');
    expect(formatSydneyMonthYear(at('2026-11-30T12:00:00Z'))).toBe('November 2026');
  });
});
