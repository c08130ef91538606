// `npm run restore -- <file>`: puts a backup made by `npm run backup` into the server's
// database, which must be new: an empty PostgreSQL database (create one, point DATABASE_URL
// at it), or a PGlite data folder that does not exist yet. It never overwrites data.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { databaseTarget, fail } from './database-target.mjs';

const run = promisify(execFile);

async function tablesIn(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

async function restore() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- <backup file>');
  if (!existsSync(file)) throw new Error(`${file}: no such backup file`);
  const target = databaseTarget();
  // pg_dump's custom format starts with PGDMP; PGlite's archive is gzip (1f 8b).
  const head = readFileSync(file).subarray(0, 5);
  const isPgDump = head.toString('latin1') === 'PGDMP';
  const isGzip = head[0] === 0x1f && head[1] === 0x8b;
  if (target.kind === 'postgres') {
    if (!isPgDump) throw new Error(`${file}: not a PostgreSQL backup (made with pg_dump)`);
    if ((await tablesIn(target.url)) > 0) {
      throw new Error(
        'DATABASE_URL: the database already has tables; restore into a new, empty one',
      );
    }
    // One transaction: a restore that fails leaves the database as empty as it was.
    await run('pg_restore', [
      '--no-owner',
      '--no-acl',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      target.url,
      file,
    ]);
  } else {
    if (!isGzip) throw new Error(`${file}: not a PGlite backup (a .tar.gz of its data folder)`);
    if (existsSync(target.dir) && readdirSync(target.dir).length > 0) {
      throw new Error(
        `${target.dir} already holds a database; move it away (or set DATA_DIR) and restore again`,
      );
    }
    mkdirSync(target.dir, { recursive: true });
    const db = new PGlite(target.dir, { loadDataDir: new Blob([readFileSync(file)]) });
    await db.waitReady;
    await db.query('select 1');
    await db.close();
  }
  console.log(`Restored ${path.basename(file)} into the ${target.kind} database`);
}

restore().catch(fail);
