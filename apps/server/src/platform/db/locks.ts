import { openPool } from './pool.js';

// Exclusive locks by name, held across several transactions and a call to another system
// (a payment gateway). Money operations take one per customer, so two requests of one
// customer never interleave; the reconciler takes the same lock to know that nothing of that
// customer is in flight.

export type TLocks = {
  /** Runs `work` holding the lock `key`, waiting for it first; every instance agrees. */
  withLock<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Runs `work` holding `key` if nobody holds it now; otherwise answers `{ busy: true }`. */
  tryWithLock<T>(key: string, work: () => Promise<T>): Promise<{ busy: true } | { value: T }>;
  /**
   * Runs `work` holding every lock of `keys` (a batch job's customers), taken in one order
   * so two callers never wait on each other crosswise; one connection holds them all.
   */
  withLocks<T>(keys: string[], work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** How long a request waits for another request of the same customer before giving up. */
export const LOCK_WAIT_MS = 30_000;

export class LockTimeoutError extends Error {
  constructor(key: string) {
    super(`timed out waiting for lock ${key}`);
  }
}

/** A queue per key inside this process: callers of one key run one after another. */
function keyedMutex() {
  const tails = new Map<string, Promise<void>>();
  return {
    async acquire(key: string): Promise<() => void> {
      const previous = tails.get(key) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = previous.then(() => mine);
      tails.set(key, tail);
      await previous;
      return () => {
        release();
        if (tails.get(key) === tail) tails.delete(key);
      };
    },
    isHeld: (key: string) => tails.has(key),
    /** Every key's turn, in sorted order; returns one release for them all. */
    async acquireAll(keys: string[]): Promise<() => void> {
      const releases: (() => void)[] = [];
      try {
        for (const key of [...new Set(keys)].sort()) releases.push(await this.acquire(key));
      } catch (error) {
        for (const release of releases.reverse()) release();
        throw error;
      }
      return () => {
        for (const release of releases.reverse()) release();
      };
    },
  };
}

/** One process owns an embedded database, so a lock inside the process is the whole lock. */
export function processLocks(): TLocks {
  const mutex = keyedMutex();
  return {
    async withLock(key, work) {
      const release = await mutex.acquire(key);
      try {
        return await work();
      } finally {
        release();
      }
    },
    async tryWithLock(key, work) {
      if (mutex.isHeld(key)) return { busy: true };
      const release = await mutex.acquire(key);
      try {
        return { value: await work() };
      } finally {
        release();
      }
    },
    async withLocks(keys, work) {
      const release = await mutex.acquireAll(keys);
      try {
        return await work();
      } finally {
        release();
      }
    },
    async close() {},
  };
}

/**
 * PostgreSQL advisory locks, so several server instances agree. Each held lock keeps one
 * connection of a small pool of its own (work runs on the main pool, so a lock holder never
 * waits for a connection a lock waiter holds). Callers of one key inside this process queue
 * first, so one customer's burst uses one lock connection. If the connection drops, the
 * server releases the lock; the unique constraints behind every money rule still hold.
 */
export function advisoryLocks(
  url: string,
  opts: { poolSize?: number; onConnectionLost?: (error: Error) => void } = {},
): TLocks {
  // A lock connection cut by a database restart must not bring the process down (the pool
  // listens for that), and closing waits for every lock connection to be gone.
  const { pool, end } = openPool({
    url,
    max: opts.poolSize ?? 5,
    // Waiting for a lock connection is waiting for the lock: the same patience.
    connectTimeoutMs: LOCK_WAIT_MS,
    onConnectionLost: opts.onConnectionLost,
  });
  const mutex = keyedMutex();

  async function hold<T>(
    key: string,
    wait: boolean,
    work: () => Promise<T>,
  ): Promise<{ busy: true } | { value: T }> {
    const client = await pool.connect();
    let broken = false;
    try {
      if (wait) {
        await client.query(`set lock_timeout = ${LOCK_WAIT_MS}`);
        try {
          await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
        } catch (error) {
          if ((error as { code?: string }).code === '55P03') throw new LockTimeoutError(key);
          throw error;
        }
      } else {
        const { rows } = await client.query<{ ok: boolean }>(
          'select pg_try_advisory_lock(hashtextextended($1, 0)) as ok',
          [key],
        );
        if (!rows[0]?.ok) return { busy: true };
      }
      try {
        return { value: await work() };
      } finally {
        await client
          .query('select pg_advisory_unlock(hashtextextended($1, 0))', [key])
          .catch(() => {
            broken = true;
          });
      }
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      // A connection whose unlock failed is closed, which releases whatever it held.
      client.release(broken);
    }
  }

  return {
    async withLock(key, work) {
      const release = await mutex.acquire(key);
      try {
        const result = await hold(key, true, work);
        if ('busy' in result) throw new LockTimeoutError(key);
        return result.value;
      } finally {
        release();
      }
    },
    async tryWithLock(key, work) {
      if (mutex.isHeld(key)) return { busy: true };
      const release = await mutex.acquire(key);
      try {
        return await hold(key, false, work);
      } finally {
        release();
      }
    },
    async withLocks(keys, work) {
      const release = await mutex.acquireAll(keys);
      const sorted = [...new Set(keys)].sort();
      const client = await pool.connect().catch((error) => {
        release();
        throw error;
      });
      let broken = false;
      try {
        await client.query(`set lock_timeout = ${LOCK_WAIT_MS}`);
        try {
          // unnest yields the array in order, so the locks are taken in sorted order.
          await client.query(
            'select pg_advisory_lock(hashtextextended(k, 0)) from unnest($1::text[]) as k',
            [sorted],
          );
        } catch (error) {
          if ((error as { code?: string }).code === '55P03')
            throw new LockTimeoutError(sorted.join(' '));
          throw error;
        }
        try {
          return await work();
        } finally {
          await client
            .query(
              'select pg_advisory_unlock(hashtextextended(k, 0)) from unnest($1::text[]) as k',
              [sorted],
            )
            .catch(() => {
              broken = true;
            });
        }
      } catch (error) {
        // Some locks may be held if taking them failed part way: closing drops them all.
        broken = true;
        throw error;
      } finally {
        client.release(broken);
        release();
      }
    },
    close: end,
  };
}
