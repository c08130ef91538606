import { randomUUID } from 'node:crypto';
import type { TClock } from '../clock.js';
import type { TDb } from '../db/client.js';
import type { TLogger } from '../logger.js';
import {
  claimDueJob,
  insertJob,
  listJobs,
  markDone,
  markFailed,
  markRetry,
  pruneDone,
  type TJobRow,
} from './job-store.js';
import { assertValidSchedule, backoffSeconds, periodStart } from './schedule.js';
import type { TJobDefinition, TJobRunner, TRunSummary } from './types.js';

const DEFAULT_LEASE_SECONDS = 15 * 60;
/** Idempotency keys of finished work hold this long; then the rows go. */
const KEEP_DONE_MS = 30 * 24 * 60 * 60 * 1000;
/** One tick never runs away: what is left waits for the next. */
const MAX_JOBS_PER_TICK = 100;
const MAX_ERROR_LENGTH = 2000;

/**
 * The job runner of one server instance. Every instance runs one against the same `jobs`
 * table (see docs/decisions/0016): the table decides who runs what, so it is the same code on
 * PGlite, where this process is the only one, and on PostgreSQL with many instances.
 * Time is the platform clock, so tests and the sandbox's test clock move it.
 */
export function createJobRunner(opts: { db: TDb; clock: TClock; logger: TLogger }): TJobRunner {
  const { db, clock, logger } = opts;
  const instanceId = randomUUID();
  const definitions = new Map<string, TJobDefinition<never>>();
  let timer: NodeJS.Timeout | undefined;
  // Ticks of this instance run one after another (the timer and a manual call alike).
  let tail: Promise<unknown> = Promise.resolve();

  async function scheduleDue(now: Date): Promise<number> {
    let scheduled = 0;
    for (const def of definitions.values()) {
      if (!def.schedule) continue;
      const due = periodStart(def.schedule, now);
      const id = await insertJob(db, {
        name: def.name,
        key: `period:${due.toISOString()}`,
        payload: {},
        runAt: due,
        maxAttempts: 1 + (def.retry?.limit ?? 0),
        now,
      });
      if (id) scheduled += 1;
    }
    return scheduled;
  }

  async function runOne(def: TJobDefinition<never>, row: TJobRow, summary: TRunSummary) {
    const log = { job: row.name, key: row.key, attempt: row.attempts, jobId: row.id };
    if (row.attempts > row.maxAttempts) {
      // Its last attempt was abandoned mid-way (the instance died): no attempt is left.
      await markFailed(db, row, { error: 'abandoned: the lease ran out', now: clock.now() });
      logger.error(log, 'job abandoned with no attempts left');
      summary.failed += 1;
      return;
    }
    try {
      await def.run(row.payload as never, {
        key: row.key,
        attempt: row.attempts,
        now: clock.now(),
      });
      await markDone(db, row, clock.now());
      summary.done += 1;
    } catch (error) {
      const message = describe(error);
      const now = clock.now();
      if (row.attempts < row.maxAttempts && def.retry) {
        const waitSeconds = backoffSeconds(def.retry, row.attempts);
        const runAt = new Date(now.getTime() + waitSeconds * 1000);
        await markRetry(db, row, { error: message, runAt, now });
        logger.warn({ ...log, err: error, retryAt: runAt.toISOString() }, 'job failed; retrying');
        summary.retrying += 1;
      } else {
        await markFailed(db, row, { error: message, now });
        logger.error({ ...log, err: error }, 'job failed');
        summary.failed += 1;
      }
    }
  }

  async function tick(): Promise<TRunSummary> {
    const summary: TRunSummary = { scheduled: 0, done: 0, retrying: 0, failed: 0 };
    summary.scheduled = await scheduleDue(clock.now());
    let ran = 0;
    let progress = true;
    while (progress && ran < MAX_JOBS_PER_TICK) {
      progress = false;
      for (const def of definitions.values()) {
        const now = clock.now();
        const leaseMs = (def.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000;
        const row = await claimDueJob(db, {
          name: def.name,
          instanceId,
          now,
          lockedUntil: new Date(now.getTime() + leaseMs),
        });
        if (!row) continue;
        progress = true;
        ran += 1;
        await runOne(def, row, summary);
      }
    }
    await pruneDone(db, new Date(clock.now().getTime() - KEEP_DONE_MS));
    return summary;
  }

  const runner: TJobRunner = {
    instanceId,
    define(definition) {
      if (definitions.has(definition.name))
        throw new Error(`job ${definition.name} is declared twice`);
      if (definition.schedule) assertValidSchedule(definition.name, definition.schedule);
      definitions.set(definition.name, definition as TJobDefinition<never>);
    },
    definitions: () => [...definitions.values()],
    async enqueue(name, { key, payload, runAt }) {
      const def = definitions.get(name);
      if (!def) throw new Error(`no job is declared as ${name}`);
      const now = clock.now();
      const id = await insertJob(db, {
        name,
        key,
        payload: payload ?? {},
        runAt: runAt ?? now,
        maxAttempts: 1 + (def.retry?.limit ?? 0),
        now,
      });
      return id ? { queued: true, id } : { queued: false };
    },
    runDue() {
      const run = tail.then(tick, tick);
      tail = run.catch(() => {});
      return run;
    },
    start(pollSeconds) {
      if (timer || pollSeconds <= 0) return;
      timer = setInterval(() => {
        runner.runDue().catch((err) => logger.error({ err }, 'job runner tick failed'));
      }, pollSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await tail;
    },
    list: (filter = {}) =>
      listJobs(db, { state: filter.state, name: filter.name, limit: filter.limit ?? 100 }),
  };
  return runner;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}
