import { formatDateShort, reminderTimes } from '@app/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TDeps } from '../../platform/deps.js';
import { notificationEmailWanted, notify } from '../notifications/index.js';
import { complianceItems } from './tables.js';

export const COMPLIANCE_REMINDER_JOB = 'compliance.reminder';
type TPayload = { itemId: string; daysBefore: number };
type TItem = typeof complianceItems.$inferSelect;

/** Queues an item's reminders still ahead by the app clock; a failure is logged, not fatal. */
export async function queueItemReminders(deps: TDeps, item: TItem): Promise<void> {
  try {
    for (const r of reminderTimes(item.dueOn, deps.clock.now())) {
      const payload: TPayload = { itemId: item.id, daysBefore: r.daysBefore };
      await deps.jobs.enqueue(COMPLIANCE_REMINDER_JOB, {
        key: `${item.id}:${item.dueOn}:${r.daysBefore}`,
        payload,
        runAt: r.at,
      });
    }
  } catch (error) {
    deps.logger.error({ err: error, itemId: item.id }, 'compliance reminders not queued');
  }
}

const when = (daysBefore: number) =>
  daysBefore === 0 ? 'today' : `in ${daysBefore} day${daysBefore === 1 ? '' : 's'}`;

/** Tells the customer by e-mail and in the notification centre; a done item says nothing. */
async function sendReminder(deps: TDeps, p: TPayload): Promise<'sent' | 'stale'> {
  const { db } = deps.database;
  const [item] = await db.select().from(complianceItems).where(eq(complianceItems.id, p.itemId));
  if (!item || item.doneAt) return 'stale';
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, item.userId));
  if (!user) return 'stale';
  const due = formatDateShort(item.dueOn);
  const title = `${item.title} due ${when(p.daysBefore)}`;
  const link = `/compliance/manage-compliance?businessId=${encodeURIComponent(item.businessId)}`;
  const kind = 'COMPLIANCE_DUE';
  if (await notificationEmailWanted(deps, { userId: item.userId, kind })) {
    await deps.mailer.send({
      to: user.email,
      subject: `${title} (${due})`,
      text: [
        `Hi ${user.firstName},`,
        '',
        `${item.title} is due on ${due}.`,
        'Open your compliance calendar to see what is needed:',
        `${deps.config.APP_URL}${link}`,
        '',
        'Clausewell',
      ].join('\n'),
    });
  }
  await notify(deps, {
    userId: item.userId,
    kind,
    title,
    body: `${item.title} is due on ${due}.`,
    link,
  });
  return 'sent';
}

export function defineComplianceJobs(deps: TDeps) {
  deps.jobs.define<TPayload>({
    name: COMPLIANCE_REMINDER_JOB,
    retry: { limit: 3, backoffSeconds: 60 },
    run: (payload) => sendReminder(deps, payload),
  });
}
