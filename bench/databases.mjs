// With BENCH_DATABASE_URL (postgres://user@host:port/any-database) the bench runs on that
// PostgreSQL server, each measurement on a fresh database it creates and drops; without it,
// on embedded PGlite.
import pg from 'pg';

const SERVER_URL = process.env.BENCH_DATABASE_URL;

export const benchDatabaseKind = SERVER_URL ? 'postgres' : 'pglite';

/**
 * A fresh, empty database for one measurement: its URL (undefined on PGlite, where each
 * measurement has its own data directory or memory) and a function that drops it.
 */
export async function freshDatabase(purpose) {
  if (!SERVER_URL) return { url: undefined, drop: async () => {} };
  const name = `bench_${purpose}_${Date.now()}_${process.pid}`;
  await admin(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
