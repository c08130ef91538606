import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { manualClock } from '../platform/clock.js';
import type { TDeps, TRateRules } from '../platform/deps.js';
import { createDeps } from '../platform/deps-factory.js';
import type { TMailer } from '../platform/mail/mailer.js';

// Generous limits so ordinary tests never trip them; rate-limit tests pass their own.
export const RELAXED_RATE_RULES: TRateRules = {
  signInPerIp: { limit: 10_000, windowSeconds: 60 },
  signInPerAccount: { limit: 10_000, windowSeconds: 60 },
  signUpPerIp: { limit: 10_000, windowSeconds: 60 },
  resetPerIp: { limit: 10_000, windowSeconds: 60 },
  resetPerAccount: { limit: 10_000, windowSeconds: 60 },
};

export type TTestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The real app over real HTTP on a fresh database: in-memory PGlite, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function startTestApp(
  opts: {
    rateRules?: TRateRules;
    mailer?: TMailer;
    env?: Record<string, string>;
    /** A second server instance on the first one's PostgreSQL database (not dropped here). */
    sameDatabaseAs?: { databaseUrl: string };
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-test-'));
  const db = opts.sameDatabaseAs
    ? { url: opts.sameDatabaseAs.databaseUrl, drop: async () => {} }
    : await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    APP_URL: 'http://app.test',
    ...opts.env,
  });
  const clock = manualClock(new Date('2026-11-21T00:00:00Z'));
  const deps = await createDeps(config, {
    clock,
    rateRules: opts.rateRules ?? RELAXED_RATE_RULES,
    mailer: opts.mailer,
    scryptCost: { N: 2 ** 12, r: 8, p: 1 },
  });
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    databaseUrl: db.url,
    deps: deps as TDeps,
    clock,
    api: apiClient(url),
    async close() {
      await app.close();
      await deps.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: 'pglite:memory', drop: async () => {} };
  const name = `cw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TResponse<T = any> = { status: number; body: T; headers: Headers };

export function apiClient(baseUrl: string) {
  async function call<T = any>(
    method: string,
    pathname: string,
    opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<TResponse<T>> {
    const res = await fetch(baseUrl + pathname, {
      method,
      headers: {
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {}
    return { status: res.status, body, headers: res.headers };
  }
  return {
    get: <T = any>(p: string, token?: string) => call<T>('GET', p, { token }),
    post: <T = any>(p: string, body?: unknown, token?: string) =>
      call<T>('POST', p, { body, token }),
    delete: <T = any>(p: string, token?: string) => call<T>('DELETE', p, { token }),
    call,
    async graphql<T = any>(query: string, variables?: Record<string, unknown>, token?: string) {
      return call<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>(
        'POST',
        '/graphql',
        { body: { query, variables }, token },
      );
    },
  };
}

let counter = 0;
/** Signs up a new customer and returns its token and user. */
export async function signUpCustomer(
  api: ReturnType<typeof apiClient>,
  overrides: Record<string, unknown> = {},
) {
  counter += 1;
  const input = {
    email: `person${counter}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'correct horse battery',
    firstName: 'Alex',
    lastName: `Tester${counter}`,
    tenant: 'AU',
    ...overrides,
  };
  const res = await api.post('/auth/sign-up', input);
  if (res.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, user: res.body.user, input };
}

export const GET_USER = `query GetUser { getUser { email firstName lastName flakeId isLawyer isAdmin phone postcode createdAt tenant name teamOwner teamUser impersonateUser impersonatedBy { email name } } }`;
