import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Database servers a test starts, stops and starts again itself, on free ports in temporary
// folders, so it can restart them under a running app without touching anyone else's.

const run = promisify(execFile);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await ready())) {
    if (performance.now() > deadline) throw new Error(`${what} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---------------------------------------------------------------------------------------
// PostgreSQL

/** The folder of Debian's PostgreSQL server programs (newest version), if installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** Why the PostgreSQL restart tests cannot run here, or undefined when they can. */
export function postgresUnavailableReason(): string | undefined {
  if (!postgresBinaries()) return 'needs initdb and pg_ctl under /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser')) {
    return 'runs as root, and needs runuser to start PostgreSQL as the postgres user';
  }
  return undefined;
}

export type TPrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server if it runs and removes its folder. */
  destroy(): Promise<void>;
};

/**
 * A new PostgreSQL cluster of its own. PostgreSQL refuses to run as root: under root the
 * programs run as the `postgres` user, in a folder that user owns.
 */
export async function startPrivatePostgres(): Promise<TPrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL server programs not found');
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('/usr/sbin/runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], {
          cwd: dir,
        })
      : run(path.join(bin, program), args, { cwd: dir });
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pg('initdb', [
    '--pgdata',
    data,
    '--auth=trust',
    '--username=postgres',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  // Its own socket folder, so it never meets the machine's own server.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = async () => {
    await pg('pg_ctl', [
      '--pgdata',
      data,
      '--log',
      path.join(dir, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '30',
      'start',
    ]);
    running = true;
  };
  const stop = async () => {
    // 'fast' is what a restart does: open connections are cut with
    // 'terminating connection due to administrator command'.
    await pg('pg_ctl', ['--pgdata', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      if (running) await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------
// Redis

export function redisServerBinary(): string | undefined {
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
}

export type TPrivateRedis = {
  /** redis://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
};

/** A redis-server of its own, keeping nothing on disk. */
export async function startPrivateRedis(): Promise<TPrivateRedis> {
  const binary = redisServerBinary();
  if (!binary) throw new Error('redis-server not found');
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;

  // PING in Redis's own protocol; a server still loading answers an error instead.
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(1000, () => socket.destroy());
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.end();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
    });

  const start = async () => {
    child = spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ],
      { stdio: 'ignore' },
    );
    await waitFor('redis-server', answers);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
