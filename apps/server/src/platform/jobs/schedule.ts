import { CronExpressionParser } from 'cron-parser';
import type { TRetryPolicy, TSchedule } from './types.js';

/** Australian business hours are the default reading of a cron expression. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/**
 * The start of the period `now` falls in: the moment the job last fell due. Two instances
 * asking at about the same time get the same answer, which becomes the job's key.
 */
export function periodStart(schedule: TSchedule, now: Date): Date {
  if ('everySeconds' in schedule) {
    const ms = schedule.everySeconds * 1000;
    return new Date(Math.floor(now.getTime() / ms) * ms);
  }
  const expression = CronExpressionParser.parse(schedule.cron, {
    // Just after now, so a job due exactly now counts as due.
    currentDate: new Date(now.getTime() + 1),
    tz: schedule.timeZone ?? DEFAULT_TIME_ZONE,
  });
  return expression.prev().toDate();
}

/** Checks a schedule when a job is declared, so a typo stops start-up, not the first run. */
export function assertValidSchedule(name: string, schedule: TSchedule): void {
  if ('everySeconds' in schedule) {
    if (!Number.isInteger(schedule.everySeconds) || schedule.everySeconds <= 0)
      throw new Error(`job ${name}: everySeconds must be a whole number above 0`);
    return;
  }
  try {
    CronExpressionParser.parse(schedule.cron, { tz: schedule.timeZone ?? DEFAULT_TIME_ZONE });
  } catch (error) {
    throw new Error(`job ${name}: bad cron expression "${schedule.cron}"`, { cause: error });
  }
}

const DEFAULT_MAX_BACKOFF_SECONDS = 60 * 60;

/** How long to wait before attempt `failedAttempt + 1`: doubling, capped. */
export function backoffSeconds(retry: TRetryPolicy, failedAttempt: number): number {
  const doubled = retry.backoffSeconds * 2 ** Math.max(0, failedAttempt - 1);
  return Math.min(doubled, retry.maxBackoffSeconds ?? DEFAULT_MAX_BACKOFF_SECONDS);
}
