import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewAdmin } from '../../test-support/admin.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { createJobRunner } from './runner.js';

// One instance on its own database: in-memory PGlite by default, PostgreSQL with
// TEST_DATABASE_URL. Time moves only through the app's clock and runDue().

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SECOND = 1000;

describe('the job runner on one instance', () => {
  it('runs a scheduled job once per period, however often it looks', async () => {
    t.clock.set(new Date('2026-08-10T01:00:30Z'));
    const runs: string[] = [];
    t.deps.jobs.define({
      name: 'test.count-every-minute',
      schedule: { everySeconds: 60 },
      run: async (_payload, { key }) => {
        runs.push(key);
      },
    });

    await t.deps.jobs.runDue();
    await t.deps.jobs.runDue();
    expect(runs).toEqual(['period:2026-08-10T01:00:00.000Z']);

    t.clock.advance(29 * SECOND); // 01:00:59, same period
    await t.deps.jobs.runDue();
    expect(runs).toHaveLength(1);

    t.clock.advance(1 * SECOND); // 01:01:00, the next one
    await t.deps.jobs.runDue();
    await t.deps.jobs.runDue();
    expect(runs).toEqual(['period:2026-08-10T01:00:00.000Z', 'period:2026-08-10T01:01:00.000Z']);

    // Periods slept through are not made up one by one: the job runs once, for now.
    t.clock.advance(10 * 60 * SECOND);
    await t.deps.jobs.runDue();
    expect(runs).toHaveLength(3);
    expect(runs[2]).toBe('period:2026-08-10T01:11:00.000Z');
  });

  it('runs a cron job at its local time', async () => {
    // 08:59 in Sydney (AEST, UTC+10) on 10 August.
    t.clock.set(new Date('2026-08-09T22:59:00Z'));
    const runs: string[] = [];
    t.deps.jobs.define({
      name: 'test.daily-at-nine',
      schedule: { cron: '0 9 * * *', timeZone: 'Australia/Sydney' },
      run: async (_payload, { key }) => {
        runs.push(key);
      },
    });
    await t.deps.jobs.runDue();
    // Yesterday's 09:00 had not run yet: it runs now, once.
    expect(runs).toEqual(['period:2026-08-08T23:00:00.000Z']);
    t.clock.advance(60 * SECOND);
    await t.deps.jobs.runDue();
    await t.deps.jobs.runDue();
    expect(runs).toEqual(['period:2026-08-08T23:00:00.000Z', 'period:2026-08-09T23:00:00.000Z']);
  });

  it('queues work under one key only once, and runs it once', async () => {
    const sent: unknown[] = [];
    t.deps.jobs.define<{ to: string }>({
      name: 'test.send-once',
      run: async (payload) => {
        sent.push(payload);
      },
    });
    const first = await t.deps.jobs.enqueue('test.send-once', {
      key: 'reminder-42',
      payload: { to: 'a@example.com' },
    });
    const second = await t.deps.jobs.enqueue('test.send-once', {
      key: 'reminder-42',
      payload: { to: 'a@example.com' },
    });
    expect(first.queued).toBe(true);
    expect(second).toEqual({ queued: false });
    await t.deps.jobs.runDue();
    // Done work keeps its key: the same reminder is not queued again.
    expect(await t.deps.jobs.enqueue('test.send-once', { key: 'reminder-42' })).toEqual({
      queued: false,
    });
    await t.deps.jobs.runDue();
    expect(sent).toEqual([{ to: 'a@example.com' }]);
  });

  it('waits for a job queued to run later', async () => {
    const runs: number[] = [];
    t.deps.jobs.define({ name: 'test.later', run: async () => void runs.push(1) });
    const runAt = new Date(t.clock.now().getTime() + 3600 * SECOND);
    await t.deps.jobs.enqueue('test.later', { key: 'one', runAt });
    await t.deps.jobs.runDue();
    expect(runs).toHaveLength(0);
    t.clock.set(runAt);
    await t.deps.jobs.runDue();
    expect(runs).toHaveLength(1);
  });

  it('retries a failing job with growing waits, then shows it failed to staff only', async () => {
    let attempts = 0;
    t.deps.jobs.define({
      name: 'test.always-fails',
      retry: { limit: 2, backoffSeconds: 10 },
      run: async () => {
        attempts += 1;
        throw new Error(`registry timed out (attempt ${attempts})`);
      },
    });
    await t.deps.jobs.enqueue('test.always-fails', { key: 'k' });

    expect(await t.deps.jobs.runDue()).toMatchObject({ retrying: 1, failed: 0 });
    expect(attempts).toBe(1);
    t.clock.advance(9 * SECOND); // the first wait is 10 s
    await t.deps.jobs.runDue();
    expect(attempts).toBe(1);
    t.clock.advance(1 * SECOND);
    await t.deps.jobs.runDue();
    expect(attempts).toBe(2);
    t.clock.advance(19 * SECOND); // the second wait is 20 s
    await t.deps.jobs.runDue();
    expect(attempts).toBe(2);
    t.clock.advance(1 * SECOND);
    expect(await t.deps.jobs.runDue()).toMatchObject({ failed: 1 });
    expect(attempts).toBe(3);
    t.clock.advance(3600 * SECOND);
    await t.deps.jobs.runDue();
    expect(attempts).toBe(3);

    const admin = await signInNewAdmin(t);
    const res = await t.api.get('/api/admin/jobs?state=failed&name=test.always-fails', admin);
    expect(res.status).toBe(200);
    expect(res.body.jobs).toEqual([
      expect.objectContaining({
        name: 'test.always-fails',
        key: 'k',
        state: 'failed',
        attempts: 3,
        maxAttempts: 3,
        lastError: 'Error: registry timed out (attempt 3)',
      }),
    ]);
    expect(res.body.definitions).toContainEqual({
      name: 'test.always-fails',
      schedule: null,
      retry: { limit: 2, backoffSeconds: 10 },
    });

    const { token } = await signUpCustomer(t.api);
    expect((await t.api.get('/api/admin/jobs', token)).status).toBe(403);
    expect((await t.api.get('/api/admin/jobs')).status).toBe(401);
    const bad = await t.api.get('/api/admin/jobs?state=lost', admin);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('state must be queued, running, done or failed');
  });

  it('takes up a job whose instance died mid-run once its lease runs out', async () => {
    const runs: string[] = [];
    // Two runners on the same database: the first plays an instance killed mid-run.
    const runner = () =>
      createJobRunner({ db: t.deps.database.db, clock: t.clock, logger: t.deps.logger });
    const dying = runner();
    dying.define({
      name: 'test.lease',
      leaseSeconds: 60,
      retry: { limit: 1, backoffSeconds: 1 },
      run: () => {
        runs.push('hung');
        return new Promise(() => {});
      },
    });
    const alive = runner();
    alive.define({
      name: 'test.lease',
      leaseSeconds: 60,
      retry: { limit: 1, backoffSeconds: 1 },
      run: async () => void runs.push('taken up'),
    });
    await alive.enqueue('test.lease', { key: 'k' });
    void dying.runDue();
    await expect.poll(() => runs).toEqual(['hung']);
    await alive.runDue();
    expect(runs).toEqual(['hung']);
    t.clock.advance(60 * SECOND);
    await alive.runDue();
    expect(runs).toEqual(['hung', 'taken up']);
    const [row] = await alive.list({ name: 'test.lease' });
    expect(row).toMatchObject({ state: 'done', attempts: 2 });
  });
});
