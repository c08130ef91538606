import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type TSchema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * Opens the database: PostgreSQL for a postgres:// URL, otherwise embedded PGlite
 * stored under `dataDir` (or in memory for `pglite:memory`). Migrations run on open.
 */
export async function openDatabase(opts: { url?: string; dataDir: string }): Promise<TDatabase> {
  const url = opts.url ?? `pglite:${path.join(opts.dataDir, 'pglite')}`;
  if (url.startsWith('pglite:')) return openPglite(url.slice('pglite:'.length));
  return openPostgres(url);
}

async function openPglite(location: string): Promise<TDatabase> {
  const inMemory = location === 'memory' || location === '';
  if (!inMemory) mkdirSync(location, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(location);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as TDb,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as TDb,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
