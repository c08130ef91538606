/**
 * When a scheduled job falls due: every N seconds (counted from the epoch, so every instance
 * agrees on the periods), or at the times of a cron expression in a time zone.
 */
export type TSchedule = { everySeconds: number } | { cron: string; timeZone?: string };

/** Retries after a failure: `limit` more attempts, waiting backoffSeconds × 2^(n-1). */
export type TRetryPolicy = { limit: number; backoffSeconds: number; maxBackoffSeconds?: number };

export type TJobContext = { key: string; attempt: number; now: Date };

/** A named job a module declares: what it does, and when and how often it may run. */
export type TJobDefinition<TPayload = unknown> = {
  name: string;
  run(payload: TPayload, context: TJobContext): Promise<unknown>;
  schedule?: TSchedule;
  retry?: TRetryPolicy;
  /**
   * How long one attempt may hold the job. Past it the attempt counts as abandoned (its
   * instance died) and another instance takes the job up again.
   */
  leaseSeconds?: number;
};

export type TJobState = 'queued' | 'running' | 'done' | 'failed';

/** A job as the admin listing shows it. */
export type TJobView = {
  id: string;
  name: string;
  key: string;
  state: TJobState;
  attempts: number;
  maxAttempts: number;
  runAt: string;
  lastError: string | null;
  lockedBy: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
};

/** What one "run due jobs now" did. */
export type TRunSummary = { scheduled: number; done: number; retrying: number; failed: number };

export type TEnqueueResult = { queued: true; id: string } | { queued: false };

export type TJobRunner = {
  /** This instance, as written in `locked_by`. */
  readonly instanceId: string;
  define<TPayload>(definition: TJobDefinition<TPayload>): void;
  definitions(): readonly TJobDefinition<never>[];
  /**
   * Queues work once: a second call with the same name and key (from any instance) queues
   * nothing and answers `{ queued: false }`.
   */
  enqueue(
    name: string,
    opts: { key: string; payload?: unknown; runAt?: Date },
  ): Promise<TEnqueueResult>;
  /** Queues the due period of every scheduled job, then runs whatever is due, until none is. */
  runDue(): Promise<TRunSummary>;
  /** Runs `runDue` every `pollSeconds` until stop(). */
  start(pollSeconds: number): void;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
  list(filter?: { state?: TJobState; name?: string; limit?: number }): Promise<TJobView[]>;
};
