import { inArray, sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import type { TDatabase, TDb } from '../../../platform/db/client.js';

/**
 * Kept by database triggers (migration 0008): moves on with every change to a customer's
 * subscriptions, invoices, payment methods or bundles; the row '*' moves with any coupon.
 * Not in the drizzle schema: no code writes it.
 */
export const billingVersions = pgTable('billing_versions', {
  userId: text('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

const ALL = '*';

/** What tells a read whether the rows it kept for a customer still hold. */
export type TFreshness = {
  /**
   * A token that differs from any earlier one if the customer's rows may have changed since:
   * rows read after asking are at least as new as the token says.
   */
  token(userId: string): Promise<string>;
};

export function freshnessOf(database: TDatabase): TFreshness {
  return database.kind === 'pglite' ? announcedChanges(database.db) : versionReader(database.db);
}

type TListeningClient = {
  exec(query: string): Promise<unknown>;
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
};

/**
 * Embedded PGlite: the triggers announce each change, and the announcement reaches this
 * (only) session before the write that made it returns, so a count of announcements per
 * customer is the token and a read costs no query. Until listening has begun, every token
 * is new, so nothing is served from memory.
 */
function announcedChanges(db: TDb): TFreshness {
  const changes = new Map<string, number>();
  let all = 0;
  let listening = false;
  let unique = 0;
  const client = (db as unknown as { $client: TListeningClient }).$client;
  const started = (async () => {
    await client.listen('billing_versions', (userId) => {
      if (userId === ALL) all += 1;
      else changes.set(userId, (changes.get(userId) ?? 0) + 1);
    });
    await client.exec("select set_config('clausewell.billing_notify', 'on', false)");
    listening = true;
  })();
  started.catch(() => {});
  return {
    async token(userId) {
      if (!listening) return `unsettled:${unique++}`;
      return `${changes.get(userId) ?? 0}:${all}`;
    },
  };
}

/**
 * PostgreSQL: reads the version of many customers in one statement. A caller always waits for a read
 * that starts after it asked, never joins one already running: that read's snapshot may
 * predate a write whose answer the caller's client has already seen (on any instance).
 * Callers arriving while one read runs share the next, so under load most requests of a
 * burst cost a fraction of a round trip.
 */
function versionReader(db: TDb): TFreshness {
  const single = db
    .select()
    .from(billingVersions)
    .where(inArray(billingVersions.userId, [sql.placeholder('userId'), ALL]))
    .prepare('billing_versions_of_user');
  let waiting = new Map<string, ((v: string) => void)[]>();
  let failures: ((e: unknown) => void)[] = [];
  let running = false;

  async function flush() {
    running = true;
    const batch = waiting;
    const fail = failures;
    waiting = new Map();
    failures = [];
    try {
      const ids = [...batch.keys()];
      const rows =
        ids.length === 1
          ? await single.execute({ userId: ids[0] })
          : await db
              .select()
              .from(billingVersions)
              .where(inArray(billingVersions.userId, [...ids, ALL]));
      const of = new Map(rows.map((r) => [r.userId, r.version]));
      const all = of.get(ALL) ?? 0;
      for (const [id, resolvers] of batch) {
        const version = `${of.get(id) ?? 0}:${all}`;
        for (const resolve of resolvers) resolve(version);
      }
    } catch (error) {
      for (const reject of fail) reject(error);
    } finally {
      running = false;
      if (waiting.size > 0) void flush();
    }
  }

  return {
    /** The customer's version as committed when this call was made, or later. */
    token(userId: string): Promise<string> {
      return new Promise<string>((resolve, reject) => {
        const list = waiting.get(userId);
        if (list) list.push(resolve);
        else waiting.set(userId, [resolve]);
        failures.push(reject);
        if (!running) void flush();
      });
    },
  };
}

/**
 * What a customer's read showed at a version, for this process. Bounded: the least recently
 * used customer goes first.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(private readonly maxEntries = 2_000) {}

  get(userId: string, version: string): T | undefined {
    const entry = this.entries.get(userId);
    if (!entry || entry.version !== version) return undefined;
    // Re-inserted, so the map's order stays least recently used first.
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    return entry.value;
  }

  set(userId: string, version: string, value: T) {
    this.entries.delete(userId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { version, value });
  }
}
