// `npm run backup [-- <file>]`: a backup of the server's database.
// PostgreSQL: pg_dump's custom format (restore with `npm run restore`, or pg_restore itself).
// Embedded PGlite: PGlite's own dump of its data folder, a .tar.gz; stop the server first,
// since an embedded database belongs to one process at a time.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { databaseTarget, defaultBackupFile, fail } from './database-target.mjs';

const run = promisify(execFile);

async function backup() {
  const target = databaseTarget();
  const file = path.resolve(process.argv[2] ?? defaultBackupFile(target));
  mkdirSync(path.dirname(file), { recursive: true });
  if (target.kind === 'postgres') {
    // No owners or grants: the backup restores under whichever user runs the restore.
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', '--file', file, target.url]);
  } else {
    const db = new PGlite(target.dir);
    await db.waitReady;
    try {
      const archive = await db.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  console.log(`Backed up the ${target.kind} database to ${file}`);
}

backup().catch(fail);
