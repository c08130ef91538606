import {
  DEFAULT_TIME_ZONE,
  parseIsoDate,
  reviewDueDate,
  reviewReminderDays,
  zonedInstant,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.js';
import { sendReviewReminder } from './mails.js';
import { companyRegisters, companyReviews } from './tables.js';

export const REVIEW_REMINDER_JOB = 'company-review.reminder';
type TPayload = { businessId: string; reviewDate: string; kind: string };

const NINE_AM = 9 * 60;

/**
 * Queues a review's three reminders (a month before, on the day, a week before late fees) at
 * 9 am Sydney time by the app's clock; ones whose time has passed are not queued. Queuing
 * twice queues nothing more.
 */
export async function queueReviewReminders(
  deps: TDeps,
  o: { businessId: string; reviewDate: string },
): Promise<void> {
  try {
    await queue(deps, o);
  } catch (error) {
    // The register or review is saved already; a reminder not queued is logged, not fatal.
    deps.logger.error({ err: error, businessId: o.businessId }, 'review reminders not queued');
  }
}

async function queue(deps: TDeps, o: { businessId: string; reviewDate: string }) {
  const now = deps.clock.now().getTime();
  for (const r of reviewReminderDays(o.reviewDate)) {
    const runAt = zonedInstant(parseIsoDate(r.day)!, NINE_AM, DEFAULT_TIME_ZONE);
    if (!runAt || runAt.getTime() <= now) continue;
    const payload: TPayload = { ...o, kind: r.kind };
    await deps.jobs.enqueue(REVIEW_REMINDER_JOB, {
      key: `${o.businessId}:${o.reviewDate}:${r.kind}`,
      payload,
      runAt,
    });
  }
}

async function remind(deps: TDeps, p: TPayload): Promise<'sent' | 'stale'> {
  const { db } = deps.database;
  const [register] = await db
    .select()
    .from(companyRegisters)
    .where(eq(companyRegisters.businessId, p.businessId));
  if (!register) return 'stale';
  const [review] = await db
    .select()
    .from(companyReviews)
    .where(
      and(eq(companyReviews.businessId, p.businessId), eq(companyReviews.reviewDate, p.reviewDate)),
    );
  if (review?.status === 'COMPLETED') return 'stale';
  await sendReviewReminder(deps, {
    userId: register.userId,
    businessId: p.businessId,
    companyName: register.register.companyName,
    reviewDate: p.reviewDate,
    dueDate: reviewDueDate(p.reviewDate),
    kind: p.kind,
  });
  return 'sent';
}

export function defineCompanyChangeJobs(deps: TDeps) {
  deps.jobs.define<TPayload>({
    name: REVIEW_REMINDER_JOB,
    retry: { limit: 3, backoffSeconds: 300 },
    run: (payload) => remind(deps, payload),
  });
}
