import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The job queue: one row per piece of work, on whichever database the app runs on.
 * `(name, key)` is unique, so the same work is never queued twice: a scheduled job's key is
 * the period it belongs to, which is how several instances agree that one of them runs it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** queued → running → done, or back to queued for a retry, or failed for good. */
    state: text('state').$type<'queued' | 'running' | 'done' | 'failed'>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** The instance running it, and until when: past that it counts as abandoned. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_name_key_key').on(t.name, t.key),
    // What the runner looks for on every tick: work due now.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} in ('queued', 'running')`),
    index('jobs_state_idx').on(t.state, t.updatedAt),
  ],
);
