import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { inUnitOfWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { signingProcesses } from '../tables.js';
import { closeProcess } from './close.js';
import { remindRecipient } from './manage.js';
import { appendEvent, currentSigners, lockProcess, recipientsOf } from './records.js';

export const ESIGN_CLOCK_JOB = 'esign.clock';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Open processes: sent, not completed, not closed. */
const open = and(
  eq(signingProcesses.status, 'IN_PROGRESS'),
  isNull(signingProcesses.closedAs),
  isNull(signingProcesses.completedAt),
);

/** Ends every open process whose expiry has passed; each is told to its parties. */
export async function expireOverdue(deps: TDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.database.db
    .select({ id: signingProcesses.id })
    .from(signingProcesses)
    .where(and(open, lte(signingProcesses.expiresAt, now)))
    .limit(500);
  let expired = 0;
  for (const { id } of due) {
    await inUnitOfWork(deps, async (work) => {
      // Re-read under the lock: a last signature may have completed it meanwhile.
      const process = await lockProcess(work.database.db, id);
      if (!process || process.closedAs || process.completedAt) return;
      await closeProcess(work, process, { as: 'EXPIRED', now });
      await appendEvent(work.database.db, {
        processId: id,
        at: now,
        kind: 'EXPIRED',
        actor: 'system',
      });
      expired += 1;
    });
  }
  return expired;
}

/** Reminds each waiting signer whose last mail is older than the process's reminder interval. */
export async function sendDueReminders(deps: TDeps): Promise<number> {
  const now = deps.clock.now();
  const candidates = await deps.database.db
    .select({ id: signingProcesses.id })
    .from(signingProcesses)
    .where(and(open, isNotNull(signingProcesses.remindEveryDays)))
    .limit(1000);
  let reminded = 0;
  for (const { id } of candidates) {
    await inUnitOfWork(deps, async (work) => {
      const process = await lockProcess(work.database.db, id);
      if (!process?.remindEveryDays || process.closedAs || process.completedAt) return;
      if (process.expiresAt && process.expiresAt <= now) return;
      const every = process.remindEveryDays * DAY_MS;
      const all = await recipientsOf(work.database.db, id);
      for (const r of currentSigners(process, all)) {
        const last = r.lastRemindedAt ?? r.sentAt;
        if (!last || now.getTime() - last.getTime() < every) continue;
        await remindRecipient(work, { process, recipient: r, now, actor: 'system' });
        reminded += 1;
      }
    });
  }
  return reminded;
}

/** Expiry and reminders follow the clock: checked every quarter hour by one instance. */
export function defineEsignJobs(deps: TDeps) {
  deps.jobs.define({
    name: ESIGN_CLOCK_JOB,
    schedule: { everySeconds: 15 * 60 },
    retry: { limit: 2, backoffSeconds: 60 },
    run: async () => {
      const expired = await expireOverdue(deps);
      const reminded = await sendDueReminders(deps);
      return { expired, reminded };
    },
  });
}
