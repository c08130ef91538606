import { sql } from 'drizzle-orm';
import type { TDb } from './client.js';
import type { TWriteWatch } from './write-watch.js';

/**
 * Tells whether anything may have been written since an earlier moment, for answers kept in
 * memory. `token()` differs from every earlier token if a write may have become visible since
 * it was taken; `local()` moves with this process's own writes (see write-watch.ts).
 */
export type TDatabaseFreshness = {
  local(): number;
  token(): string | Promise<string>;
};

/**
 * Embedded PGlite belongs to this one process, so its own writes are all there is: the token
 * costs nothing.
 */
export function embeddedFreshness(writes: TWriteWatch): TDatabaseFreshness {
  return { local: writes.generation, token: () => String(writes.generation()) };
}

/**
 * PostgreSQL may be written by other server instances, so the token also carries the
 * database's current snapshot (the transactions running and the next id to be given out):
 * it changes whenever any writing transaction, on any instance, starts or ends. Read-only
 * work takes no transaction id, so on a quiet database the snapshot stays put. A caller
 * always waits for a read that starts after it asked (one running may predate a commit its
 * client has already seen); callers arriving while one runs share the next.
 */
export function sharedFreshness(db: TDb, writes: TWriteWatch): TDatabaseFreshness {
  let current: Promise<string> | undefined;
  let queued: Promise<string> | undefined;

  const read = async () => {
    const result = await db.execute<{ s: string }>(sql`select pg_current_snapshot()::text as s`);
    const rows = (result as unknown as { rows: { s: string }[] }).rows;
    return rows[0]?.s ?? '';
  };

  function start(): Promise<string> {
    const reading: Promise<string> = read().finally(() => {
      if (current === reading) current = undefined;
    });
    current = reading;
    return reading;
  }

  function snapshot(): Promise<string> {
    if (!current) return start();
    // One is running and may predate the caller: wait for the one that starts after it.
    queued ??= current
      .catch(() => {})
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  }

  return {
    local: writes.generation,
    token: async () => {
      const local = writes.generation();
      return `${local}:${await snapshot()}`;
    },
  };
}
