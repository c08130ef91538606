import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { embeddedFreshness, sharedFreshness, type TDatabaseFreshness } from './freshness.js';
import { advisoryLocks, processLocks, type TLocks } from './locks.js';
import { openPool } from './pool.js';
import { schema } from './schema.js';
import { createWriteWatch, type TWriteWatch, watchPgClient, watchPglite } from './write-watch.js';

export type TSchema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Named exclusive locks that hold across transactions (see locks.ts). */
  locks: TLocks;
  /** Moves whenever a write of this process may have become visible (see write-watch.ts). */
  writes: TWriteWatch;
  /** Whether anything may have been written since a moment, on any instance (freshness.ts). */
  freshness: TDatabaseFreshness;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * Opens the database: PostgreSQL for a postgres:// URL, otherwise embedded PGlite
 * stored under `dataDir` (or in memory for `pglite:memory`). Migrations run on open.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  /** Told when PostgreSQL cuts a connection outside a query (it restarted, say). */
  onConnectionLost?: (error: Error) => void;
}): Promise<TDatabase> {
  const url = opts.url ?? `pglite:${path.join(opts.dataDir, 'pglite')}`;
  if (url.startsWith('pglite:')) return openPglite(url.slice('pglite:'.length));
  return openPostgres(url, opts.onConnectionLost);
}

/** How long a readiness check waits for the database before calling it away. */
const PING_TIMEOUT_MS = 3_000;

async function openPglite(location: string): Promise<TDatabase> {
  const inMemory = location === 'memory' || location === '';
  if (!inMemory) mkdirSync(location, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(location);
  await client.waitReady;
  const writes = createWriteWatch();
  watchPglite(client, writes);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as TDb,
    kind: 'pglite',
    locks: processLocks(),
    writes,
    freshness: embeddedFreshness(writes),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  onConnectionLost?: (error: Error) => void,
): Promise<TDatabase> {
  const writes = createWriteWatch();
  const { pool, end } = openPool({
    url,
    max: 10,
    onConnectionLost,
    onConnect: (client) => watchPgClient(client, writes),
  });
  const db = drizzlePg(pool, { schema });
  try {
    await migratePg(db, { migrationsFolder: MIGRATIONS });
  } catch (error) {
    await end();
    throw error;
  }
  const locks = advisoryLocks(url, { onConnectionLost });
  return {
    db: db as unknown as TDb,
    kind: 'postgres',
    locks,
    writes,
    freshness: sharedFreshness(db as unknown as TDb, writes),
    ping: () => withTimeout(pool.query('select 1'), PING_TIMEOUT_MS, 'database ping timed out'),
    close: async () => {
      await locks.close();
      await end();
    },
  };
}

async function withTimeout(work: Promise<unknown>, ms: number, message: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
