import { and, desc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.js';
import { flakeId } from '../ids.js';
import { jobs } from './tables.js';
import type { TJobState, TJobView } from './types.js';

export type TJobRow = typeof jobs.$inferSelect;

/** Queues a job unless one with the same name and key exists already (in any state). */
export async function insertJob(
  db: TDb,
  opts: {
    name: string;
    key: string;
    payload: unknown;
    runAt: Date;
    maxAttempts: number;
    now: Date;
  },
): Promise<string | null> {
  const id = flakeId(opts.now.getTime());
  const inserted = await db
    .insert(jobs)
    .values({
      id,
      name: opts.name,
      key: opts.key,
      payload: opts.payload ?? {},
      state: 'queued',
      runAt: opts.runAt,
      maxAttempts: opts.maxAttempts,
      createdAt: opts.now,
      updatedAt: opts.now,
    })
    .onConflictDoNothing({ target: [jobs.name, jobs.key] })
    .returning({ id: jobs.id });
  return inserted[0]?.id ?? null;
}

/**
 * Takes one due job of `name` for this instance: queued and due, or running on an instance
 * whose lease ran out. SKIP LOCKED lets instances claim side by side without ever taking the
 * same row; the state change keeps the others off it once this statement commits.
 */
export async function claimDueJob(
  db: TDb,
  opts: { name: string; instanceId: string; now: Date; lockedUntil: Date },
): Promise<TJobRow | null> {
  const due = or(
    and(eq(jobs.state, 'queued'), lte(jobs.runAt, opts.now)),
    and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, opts.now)),
  );
  const candidate = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.name, opts.name), due))
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: opts.instanceId,
      lockedUntil: opts.lockedUntil,
      updatedAt: opts.now,
    })
    // A scalar subquery runs once (an InitPlan); `id in (...)` may run it again for every
    // row scanned and claim several rows at once.
    .where(and(sql`${jobs.id} = (${candidate})`, due))
    .returning();
  return claimed ?? null;
}

/** The row as this attempt claimed it: a later attempt (after the lease ran out) owns it now. */
function ownedBy(row: TJobRow) {
  return and(
    eq(jobs.id, row.id),
    eq(jobs.lockedBy, row.lockedBy ?? ''),
    eq(jobs.attempts, row.attempts),
  );
}

export async function markDone(db: TDb, row: TJobRow, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ state: 'done', lockedBy: null, lockedUntil: null, updatedAt: now, finishedAt: now })
    .where(ownedBy(row));
}

export async function markRetry(
  db: TDb,
  row: TJobRow,
  opts: { error: string; runAt: Date; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: 'queued',
      runAt: opts.runAt,
      lastError: opts.error,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: opts.now,
    })
    .where(ownedBy(row));
}

export async function markFailed(
  db: TDb,
  row: TJobRow,
  opts: { error: string; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: 'failed',
      lastError: opts.error,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: opts.now,
      finishedAt: opts.now,
    })
    .where(ownedBy(row));
}

/** Finished work is forgotten after a while; failures stay until someone looks. */
export async function pruneDone(db: TDb, before: Date): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before)));
}

export async function listJobs(
  db: TDb,
  filter: { state?: TJobState; name?: string; limit: number },
): Promise<TJobView[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(
      and(
        filter.state ? eq(jobs.state, filter.state) : undefined,
        filter.name ? eq(jobs.name, filter.name) : undefined,
      ),
    )
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    key: row.key,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    lockedBy: row.lockedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }));
}
