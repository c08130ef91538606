// Which database the backup and restore scripts work on: the server's own, read from the
// same variables and with the same defaults (DATABASE_URL, else PGlite under DATA_DIR).
import path from 'node:path';

/**
 * @returns {{ kind: 'postgres', url: string } | { kind: 'pglite', dir: string }}
 */
export function databaseTarget(env = process.env) {
  const dataDir = env.DATA_DIR || './data';
  const url = env.DATABASE_URL || `pglite:${path.join(dataDir, 'pglite')}`;
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url.startsWith('pglite:')) {
    const dir = url.slice('pglite:'.length);
    if (dir === '' || dir === 'memory') {
      throw new Error('DATABASE_URL: an in-memory database has nothing to back up or restore');
    }
    return { kind: 'pglite', dir: path.resolve(dir) };
  }
  throw new Error('DATABASE_URL: must start with postgres://, postgresql:// or pglite:');
}

/** A file name for a new backup: the kind of database and the moment, sortable. */
export function defaultBackupFile(target, env = process.env, at = new Date()) {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  const ext = target.kind === 'postgres' ? 'dump' : 'tar.gz';
  return path.join(
    env.DATA_DIR || './data',
    'backups',
    `clausewell-${target.kind}-${stamp}.${ext}`,
  );
}

/** A readable line for a failure, and the exit code that says it failed. */
export function fail(error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
