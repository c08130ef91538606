import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { manualClock } from '../platform/clock.js';
import { adjustableClock } from '../platform/clock-offset.js';
import type { TDeps, TRateRules } from '../platform/deps.js';
import { createDeps } from '../platform/deps-factory.js';
import type { TMail, TMailer } from '../platform/mail/mailer.js';
import { lastLinkToken, recordSentMail } from './mailbox.js';

// Generous limits so ordinary tests never trip them; rate-limit tests pass their own.
export const RELAXED_RATE_RULES: TRateRules = {
  signInPerIp: { limit: 10_000, windowSeconds: 60 },
  signInPerAccountAndIp: {
    freeAttempts: 10_000,
    firstDelaySeconds: 1,
    maxDelaySeconds: 1,
    forgetAfterSeconds: 60,
  },
  signUpPerIp: { limit: 10_000, windowSeconds: 60 },
  accountMailPerAddress: { limit: 10_000, windowSeconds: 60 },
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
    /** Offer the sandbox's test clock route, moving this app's clock (never in production). */
    testClock?: boolean;
    /**
     * Where the manual clock starts. By default the suite's fixed instant (TEST_NOW), so the
     * suite can be run on any day; a test about one date names it here.
     */
    clockStart?: Date;
    /** A built web app for the server to serve (a fixture folder). */
    webDist?: string;
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
  const clock = manualClock(opts.clockStart ?? testNow());
  const movable = opts.testClock ? adjustableClock(clock) : undefined;
  const deps = await createDeps(config, {
    clock: movable ?? clock,
    testClock: movable,
    rateRules: opts.rateRules ?? RELAXED_RATE_RULES,
    mailer: opts.mailer,
    scryptCost: { N: 2 ** 12, r: 8, p: 1 },
  });
  const sentMail: TMail[] = [];
  deps.mailer = recordSentMail(deps.mailer, sentMail);
  const app = await buildApp(deps, { webDist: opts.webDist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    databaseUrl: db.url,
    deps: deps as TDeps,
    clock,
    api: apiClient(url, { sentMail }),
    sentMail: sentMail as readonly TMail[],
    async close() {
      await app.close();
      await deps.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's fixed instant, ISO 8601 (TEST_NOW; see scripts/test-now.mjs). */
    testNow: string;
  }
}

/** The suite's fixed instant (TEST_NOW, provided by vitest.config.ts). */
export function testNow(): Date {
  return new Date(inject('testNow'));
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

export function apiClient(baseUrl: string, opts: { sentMail?: readonly TMail[] } = {}) {
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
    /** Every mail the app under test has sent (when the client belongs to a test app). */
    sentMail: opts.sentMail,
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
/**
 * Signs up a new customer as a person would: the sign-up form, then the confirmation link
 * from the mail, which opens the account and signs them in. Returns the token and user.
 */
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
  if (res.status !== 202) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  if (!api.sentMail) throw new Error('signUpCustomer needs the api client of a test app');
  const token = lastLinkToken(api.sentMail, String(input.email), '/verify-email');
  if (!token) throw new Error(`no confirmation link was mailed to ${input.email}`);
  const verified = await api.post('/auth/verify-email', { token, password: input.password });
  if (verified.status !== 200)
    throw new Error(`confirmation failed: ${JSON.stringify(verified.body)}`);
  return { token: verified.body.token as string, user: verified.body.user, input };
}

export const GET_USER = `query GetUser { getUser { email firstName lastName flakeId isLawyer isAdmin phone postcode createdAt tenant name teamOwner teamUser impersonateUser impersonatedBy { email name } } }`;
