import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { testNow } from '../../test-support/test-app.js';
import { manualClock } from '../clock.js';
import { createDeps } from '../deps-factory.js';
import { seed } from './seed.js';

// `npm run backup` and `npm run restore` as an operator runs them: the demo data is seeded,
// backed up, restored into a new database, and the two compared table by table.

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

type TQuery = (sql: string) => Promise<Record<string, unknown>[]>;
type TContents = Record<string, string[]>;

/** Every row of every table (the migrations' own included), as text, in a stable order. */
async function contentsOf(query: TQuery): Promise<TContents> {
  const tables = await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1`,
  );
  const contents: TContents = {};
  for (const { name } of tables) {
    const [schema, table] = String(name).split('.');
    const rows = await query(`select t::text as row from "${schema}"."${table}" t`);
    contents[String(name)] = rows.map((r) => String(r.row)).sort();
  }
  return contents;
}

async function seedDemoData(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env });
  const deps = await createDeps(config, {
    clock: manualClock(testNow()),
    scryptCost: { N: 2 ** 12, r: 8, p: 1 },
  });
  try {
    await seed(deps);
  } finally {
    await deps.close();
  }
}

/** Runs an npm script's program as `npm run <name> -- <file>` would, with the given settings. */
function npmScript(name: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return run(process.execPath, [path.join(ROOT, 'scripts', `${name}.mjs`), file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
}

function expectSameContents(original: TContents, restored: TContents) {
  expect(Object.keys(restored)).toEqual(Object.keys(original));
  for (const table of Object.keys(original)) {
    expect({ table, rows: restored[table] }).toEqual({ table, rows: original[table] });
  }
  // The demo accounts were there to be compared.
  expect(original['public.users']?.length).toBeGreaterThanOrEqual(4);
}

describe('backup and restore of the embedded database', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('restores a PGlite data folder, table by table as it was', { timeout: 120_000 }, async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'cw-backup-'));
    dirs.push(work);
    const original = { DATA_DIR: path.join(work, 'original'), DATABASE_URL: '' };
    const restored = { DATA_DIR: path.join(work, 'restored'), DATABASE_URL: '' };
    await seedDemoData(original);
    const file = path.join(work, 'clausewell.tar.gz');

    await npmScript('backup', file, original);
    await npmScript('restore', file, restored);

    const before = new PGlite(path.join(original.DATA_DIR, 'pglite'));
    const after = new PGlite(path.join(restored.DATA_DIR, 'pglite'));
    try {
      const read = (db: PGlite) => async (sql: string) =>
        (await db.query<Record<string, unknown>>(sql)).rows;
      expectSameContents(await contentsOf(read(before)), await contentsOf(read(after)));
    } finally {
      await before.close();
      await after.close();
    }

    // A second restore into the same folder is refused rather than mixing two databases.
    const again = await npmScript('restore', file, restored).catch((e) => e);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a database');
  });
});

const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)(
  `backup and restore of PostgreSQL${base ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
  () => {
    const databases: string[] = [];
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    const newDatabase = async () => {
      const name = `cw_backup_${randomBytes(6).toString('hex')}`;
      await admin(`create database ${name}`);
      databases.push(name);
      const url = new URL(base as string);
      url.pathname = `/${name}`;
      return url.toString();
    };
    afterAll(async () => {
      for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
    });

    it('restores a pg_dump backup into a new database, table by table as it was', {
      timeout: 120_000,
    }, async () => {
      const work = mkdtempSync(path.join(tmpdir(), 'cw-backup-'));
      try {
        const original = { DATA_DIR: work, DATABASE_URL: await newDatabase() };
        const restored = { DATA_DIR: work, DATABASE_URL: await newDatabase() };
        await seedDemoData(original);
        const file = path.join(work, 'clausewell.dump');

        await npmScript('backup', file, original);
        await npmScript('restore', file, restored);

        const read = (url: string) => async (sql: string) => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            return (await client.query(sql)).rows;
          } finally {
            await client.end();
          }
        };
        expectSameContents(
          await contentsOf(read(original.DATABASE_URL)),
          await contentsOf(read(restored.DATABASE_URL)),
        );

        // Restoring over a database that has data is refused.
        const again = await npmScript('restore', file, restored).catch((e) => e);
        expect(again.code).toBe(1);
        expect(again.stderr).toContain('already has tables');
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    });
  },
);
