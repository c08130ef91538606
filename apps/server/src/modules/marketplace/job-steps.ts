import {
  autoCompleteAt,
  MARKETPLACE_MESSAGES,
  nextJobStatus,
  refundOnCancel,
  type TJobAction,
  type TJobActor,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import { withCustomerLock } from '../../platform/customer-lock.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { noticeJobComplete, noticeWorkDone } from './notices.js';
import { briefById, participantJob, type TJob } from './records.js';
import { marketplaceBriefs as briefs, marketplaceJobs as jobs, type TJobStep } from './tables.js';

export const AUTO_COMPLETE_JOB = 'marketplace.auto-complete';
type TAutoPayload = { jobId: string; lawyerDoneAt: string };

const notNow = () => new AppError('CONFLICT', MARKETPLACE_MESSAGES.jobActionNotAllowed);

/**
 * Moves a job one step as its customer or lawyer asks. Every step runs under the customer's
 * lock (it may move their money) and re-reads the job there, so two clicks at once take
 * one step.
 */
export async function stepJob(o: {
  deps: TDeps;
  user: TViewerUser;
  jobId: string;
  action: Exclude<TJobAction, 'AUTO_COMPLETE'>;
  reason?: string;
}): Promise<TJob> {
  const { job, side } = await participantJob(o.deps.database.db, o.user, o.jobId);
  return withCustomerLock(o.deps, job.customerId, async () => {
    const { job: fresh } = await participantJob(o.deps.database.db, o.user, o.jobId);
    return applyStep(o.deps, { job: fresh, action: o.action, actor: side, reason: o.reason });
  });
}

async function applyStep(
  deps: TDeps,
  o: { job: TJob; action: TJobAction; actor: TJobActor; reason?: string },
): Promise<TJob> {
  const { job } = o;
  const to = nextJobStatus(job.status, o.action, o.actor);
  if (!to) throw notNow();
  const now = deps.clock.now();
  const step = (status: TJob['status']): TJobStep => ({
    status,
    at: now.toISOString(),
    by: o.actor,
  });
  const { db } = deps.database;

  if (o.action === 'CANCEL') {
    const refund = refundOnCancel(job.amountInCents, job.status);
    // The gateway's key makes a retried cancel refund once; the books follow.
    if (refund > 0) {
      await deps.gateway.refund({
        chargeId: job.gatewayChargeId,
        amountInCents: refund,
        idempotencyKey: `marketplace:refund:${job.id}`,
      });
    }
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(jobs)
        .set({
          status: 'CANCELLED',
          history: [...job.history, step('CANCELLED')],
          payoutStatus: 'REFUNDED',
          refundedInCents: refund,
          cancelledAt: now,
          cancelReason: o.reason?.trim() || null,
          updatedAt: now,
        })
        .where(eq(jobs.id, job.id))
        .returning();
      await tx
        .update(briefs)
        .set({ status: 'CLOSED', updatedAt: now })
        .where(eq(briefs.id, job.briefId));
      return row!;
    });
  }

  if (to === 'USER_DONE') {
    // The customer's acceptance (or their silence for 14 days) releases the money at once.
    const [row] = await db
      .update(jobs)
      .set({
        status: 'JOB_COMPLETE',
        history: [...job.history, step('USER_DONE'), step('JOB_COMPLETE')],
        payoutStatus: 'DUE',
        completedAt: now,
        updatedAt: now,
      })
      .where(eq(jobs.id, job.id))
      .returning();
    await db
      .update(briefs)
      .set({ status: 'CLOSED', updatedAt: now })
      .where(eq(briefs.id, job.briefId));
    await noticeJobComplete(deps, { briefTitle: await titleOf(deps, job), job: row! });
    return row!;
  }

  const [row] = await db
    .update(jobs)
    .set({
      status: to,
      history: [...job.history, step(to)],
      lawyerDoneAt: to === 'LAWYER_DONE' ? now : job.lawyerDoneAt,
      updatedAt: now,
    })
    .where(eq(jobs.id, job.id))
    .returning();
  if (to === 'LAWYER_DONE') {
    const payload: TAutoPayload = { jobId: job.id, lawyerDoneAt: now.toISOString() };
    await deps.jobs.enqueue(AUTO_COMPLETE_JOB, {
      key: `${job.id}:${payload.lawyerDoneAt}`,
      payload,
      runAt: autoCompleteAt(now),
    });
    await noticeWorkDone(deps, { briefTitle: await titleOf(deps, job), job: row! });
  }
  return row!;
}

async function titleOf(deps: TDeps, job: TJob) {
  return (await briefById(deps.database.db, job.briefId))?.title ?? 'your brief';
}

/** A job still waiting for the customer 14 days after it was marked done completes itself. */
async function autoComplete(deps: TDeps, p: TAutoPayload): Promise<'completed' | 'stale'> {
  const [job] = await deps.database.db.select().from(jobs).where(eq(jobs.id, p.jobId)).limit(1);
  if (!job) return 'stale';
  return withCustomerLock(deps, job.customerId, async () => {
    const [fresh] = await deps.database.db.select().from(jobs).where(eq(jobs.id, p.jobId)).limit(1);
    if (
      fresh?.status !== 'LAWYER_DONE' ||
      fresh.lawyerDoneAt?.toISOString() !== p.lawyerDoneAt ||
      autoCompleteAt(fresh.lawyerDoneAt) > deps.clock.now()
    ) {
      return 'stale';
    }
    await applyStep(deps, { job: fresh, action: 'AUTO_COMPLETE', actor: 'SYSTEM' });
    return 'completed';
  });
}

export function defineMarketplaceJobs(deps: TDeps) {
  deps.jobs.define<TAutoPayload>({
    name: AUTO_COMPLETE_JOB,
    retry: { limit: 5, backoffSeconds: 300 },
    run: (payload) => autoComplete(deps, payload),
  });
}
