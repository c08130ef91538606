import { CONSULTATION_RULES, HOLDING_STATUSES } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.js';
import { type TConsultation, tellCustomer } from './records.js';
import { consultations } from './tables.js';

export const REMINDER_JOB = 'advice.reminder';
type TPayload = { consultationId: string; sequence: number; hoursBefore: number };

/**
 * Queues the 24-hour and 1-hour reminders of a consultation's current time. A reminder is
 * keyed by the invite's sequence, so after a move the old ones find a newer sequence and
 * send nothing, and the new ones are queued beside them.
 */
export async function queueReminders(deps: TDeps, c: TConsultation): Promise<void> {
  try {
    await queue(deps, c);
  } catch (error) {
    // The booking is already made; a reminder that could not be queued is logged, not fatal.
    deps.logger.error({ err: error, consultationId: c.id }, 'consultation reminders not queued');
  }
}

async function queue(deps: TDeps, c: TConsultation): Promise<void> {
  const now = deps.clock.now().getTime();
  for (const hoursBefore of CONSULTATION_RULES.reminderHoursBefore) {
    const runAt = new Date(c.startAt.getTime() - hoursBefore * 3_600_000);
    if (runAt.getTime() <= now) continue;
    const payload: TPayload = { consultationId: c.id, sequence: c.sequence, hoursBefore };
    await deps.jobs.enqueue(REMINDER_JOB, {
      key: `${c.id}:${c.sequence}:${hoursBefore}`,
      payload,
      runAt,
    });
  }
}

async function sendReminder(deps: TDeps, p: TPayload): Promise<'sent' | 'stale'> {
  const [c] = await deps.database.db
    .select()
    .from(consultations)
    .where(eq(consultations.id, p.consultationId))
    .limit(1);
  if (!c || c.sequence !== p.sequence || !HOLDING_STATUSES.includes(c.status)) return 'stale';
  if (c.startAt <= deps.clock.now()) return 'stale';
  await tellCustomer(deps, { what: 'REMINDER', c, hoursBefore: p.hoursBefore });
  return 'sent';
}

export function defineAdviceJobs(deps: TDeps) {
  deps.jobs.define<TPayload>({
    name: REMINDER_JOB,
    retry: { limit: 3, backoffSeconds: 60 },
    run: (payload) => sendReminder(deps, payload),
  });
}
