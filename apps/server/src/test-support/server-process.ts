import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server as its own process (src/main.ts through tsx, reading the shared rules from
// source), for tests that must kill it outright or restart it.

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Every server process started here and not yet gone, so a failed test leaves none behind. */
const running = new Set<ChildProcess>();

/** Kills whatever a test left running (call it from afterAll). */
export async function stopServerProcesses(): Promise<void> {
  const exits = [...running].map(
    (child) =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  );
  await Promise.all(exits);
}

export type TServerProcess = {
  url: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

export async function startServerProcess(opts: {
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<TServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-proc-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: opts.databaseUrl,
        REDIS_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        BILLING_PASS_SECONDS: '0',
        SESSION_SECRET: 'a-test-secret-of-at-least-32-characters',
        ...opts.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  running.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    });
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server process exited while starting (${child.exitCode ?? child.signalCode})`,
      );
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server process did not become ready in 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
