import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { resolveTestNow } from '../../scripts/test-now.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The suite's fixed instant, ISO 8601 (TEST_NOW): where the server's clock starts. */
    testNow: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
let server: ChildProcess | undefined;
let dataDir: string | undefined;

function freePort(): Promise<number> {
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

/**
 * Starts the built product, as `npm start` would, on a fresh embedded database, its clock
 * starting at the suite's instant (TEST_NOW) so the journeys see the same day on any day.
 */
export async function setup(project: TestProject) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'cw-e2e-'));
  server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Every journey signs up its own customer from this one address.
      SIGN_UP_LIMIT_PER_HOUR: '1000',
      CLOCK_START: resolveTestNow(),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A first start seeds the demo data and every area's catalogue: on a busy machine that takes
  // a while, so the wait is generous (it ends as soon as the server answers).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not become ready in 180 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
