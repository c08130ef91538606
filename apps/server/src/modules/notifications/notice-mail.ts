import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TDeps } from '../../platform/deps.js';
import { insertJob } from '../../platform/jobs/job-store.js';
import { notificationEmailWanted } from './email-preferences.js';
import { NOTIFICATION_KIND_INFO, type TNotificationKind } from './kinds.js';
import { notifications } from './tables.js';

export const NOTICE_MAIL_JOB = 'notifications.email';
const RETRY = { limit: 4, backoffSeconds: 60 };
type TPayload = { notificationId: string };

/**
 * Queues the e-mail of a notice the user wants by e-mail. The job row is written with the
 * notice, through the same database (the caller's transaction when there is one), so a
 * rolled-back notice mails nobody and a committed one is mailed even if this instance stops
 * right after. The job's key is the notice's id: one notice, at most one queued mail.
 */
export async function queueNoticeMail(
  deps: TDeps,
  options: { notificationId: string; userId: string; kind: TNotificationKind },
): Promise<void> {
  if (NOTIFICATION_KIND_INFO[options.kind].mail !== 'notice') return;
  if (!(await notificationEmailWanted(deps, options))) return;
  const now = deps.clock.now();
  await insertJob(deps.database.db, {
    name: NOTICE_MAIL_JOB,
    key: options.notificationId,
    payload: { notificationId: options.notificationId } satisfies TPayload,
    runAt: now,
    maxAttempts: 1 + RETRY.limit,
    now,
  });
}

/** Sends the notice as it stands; one deleted since (account erased) is simply not sent. */
async function sendNoticeMail(deps: TDeps, payload: TPayload): Promise<'sent' | 'gone'> {
  const { db } = deps.database;
  const [row] = await db
    .select({
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      email: users.email,
      firstName: users.firstName,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, payload.notificationId));
  if (!row) return 'gone';
  const base = deps.config.APP_URL.replace(/\/$/, '');
  const lines = [`Hi ${row.firstName},`, '', row.body];
  if (row.link) lines.push('', `Open it: ${base}${row.link}`);
  lines.push(
    '',
    `You get this because e-mail is switched on for these notices. Change it in account settings: ${base}/settings/email`,
    '',
    'Clausewell',
  );
  await deps.mailer.send({ to: row.email, subject: row.title, text: lines.join('\n') });
  return 'sent';
}

export function defineNotificationJobs(deps: TDeps) {
  deps.jobs.define<TPayload>({
    name: NOTICE_MAIL_JOB,
    retry: RETRY,
    run: (payload) => sendNoticeMail(deps, payload),
  });
}
