import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server as its own process (src/main.ts through tsx, reading the shared rules from
// source), for tests that must kill it outright or restart it.

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-proc-'));
  // The child takes a port of its own (PORT=0) and says which in its start-up log: a port
  // picked here and handed over could be taken meanwhile by another test's server, and the
  // readiness check would then be answered by that server, on another database.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        APP_URL: 'http://app.test',
        DATA_DIR: dataDir,
        DATABASE_URL: opts.databaseUrl,
        REDIS_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'info',
        BILLING_PASS_SECONDS: '0',
        SESSION_SECRET: 'a-test-secret-of-at-least-32-characters',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
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
  const listening = listeningUrl(child);
  const url = await Promise.race([
    listening,
    exited.then((code) => {
      throw new Error(`server process exited while starting (${code ?? child.signalCode})`);
    }),
    new Promise<never>((_, reject) =>
      setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error('server process did not start listening in 60 s'));
      }, 60_000).unref(),
    ),
  ]);
  const deadline = Date.now() + 60_000;
  for (;;) {
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

/** The address from the child's "listening" log line; the rest of its log is read and dropped. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    let buffered = '';
    let found = false;
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      if (found) return;
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(line);
        if (match?.[1]) {
          found = true;
          resolve(match[1]);
          return;
        }
      }
    });
  });
}
