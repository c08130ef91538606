import type { TBillingInterval } from './catalogue-types.js';
import { intervalInMonths } from './pricing.js';
import { addDays, dayOfWeek, sydneyDay, sydneyStartOfDay } from './sydney-time.js';

// Billing periods: when a plan renews, and when a direct debit settles.

/**
 * The same instant `months` later; a day the target month lacks falls back to its last day
 * (31 January + 1 month = 28 or 29 February), as card processors bill.
 */
export function addMonths(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(at.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
      at.getUTCMilliseconds(),
    ),
  );
}

/** The end of a billing period that starts at `start`; null for a one-off purchase. */
export function periodEnd(
  start: Date,
  interval: TBillingInterval,
  intervalCount: number,
): Date | null {
  const months = intervalInMonths(interval, intervalCount);
  return months === null ? null : addMonths(start, months);
}

/**
 * The start of the Sydney day `businessDays` working days after `at` (weekends skipped):
 * a direct debit made today settles then.
 */
export function addBusinessDays(at: Date, businessDays: number): Date {
  let day = sydneyDay(at);
  let left = businessDays;
  while (left > 0) {
    day = addDays(day, 1);
    const weekday = dayOfWeek(day);
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return sydneyStartOfDay(day);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function addDaysToInstant(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}
