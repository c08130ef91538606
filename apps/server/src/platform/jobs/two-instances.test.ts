import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewAdmin } from '../../test-support/admin.js';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';

// Two server instances on one PostgreSQL database (PGlite has one process, so no race to
// lose there). Both poll at the same moments, as they would when started together.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SECOND = 1000;

let one: TTestApp;
let two: TTestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  one = await startTestApp();
  two = await startTestApp({ sameDatabaseAs: one });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

function setBoth(at: Date) {
  one.clock.set(at);
  two.clock.set(at);
}

/** Both instances look for due work at once, twice over. */
async function bothRunDue() {
  await Promise.all([one.deps.jobs.runDue(), two.deps.jobs.runDue()]);
  await Promise.all([two.deps.jobs.runDue(), one.deps.jobs.runDue()]);
}

describe.runIf(onPostgres)('jobs on two server instances sharing one database', () => {
  it('runs a job scheduled on both exactly once per period', async () => {
    const runs: { key: string; by: string }[] = [];
    for (const app of [one, two]) {
      app.deps.jobs.define({
        name: 'test.count',
        schedule: { everySeconds: 60 },
        run: async (_payload, { key }) => {
          // A round trip to the database, so the two instances overlap for real.
          await app.deps.database.ping();
          runs.push({ key, by: app.deps.jobs.instanceId });
        },
      });
    }
    const start = new Date('2026-08-10T01:00:00Z').getTime();
    for (let period = 0; period < 20; period++) {
      setBoth(new Date(start + period * 60 * SECOND + 5 * SECOND));
      await bothRunDue();
    }
    const keys = runs.map((r) => r.key);
    expect(keys).toHaveLength(20);
    expect(new Set(keys).size).toBe(20);
  });

  it('shares queued work between the instances without running any of it twice', async () => {
    const runs: { key: string; by: string }[] = [];
    for (const app of [one, two]) {
      app.deps.jobs.define<{ n: number }>({
        name: 'test.share',
        run: async (_payload, { key }) => {
          await app.deps.database.ping();
          runs.push({ key, by: app.deps.jobs.instanceId });
        },
      });
    }
    // Both instances are asked to queue the same 40 pieces of work.
    const keys = Array.from({ length: 40 }, (_, n) => `item-${n}`);
    const queued = await Promise.all(
      keys.flatMap((key, n) => [
        one.deps.jobs.enqueue('test.share', { key, payload: { n } }),
        two.deps.jobs.enqueue('test.share', { key, payload: { n } }),
      ]),
    );
    expect(queued.filter((q) => q.queued)).toHaveLength(40);
    await bothRunDue();
    expect(runs.map((r) => r.key).sort()).toEqual([...keys].sort());
    // Both took a share (they claim one job at a time, so neither drains the queue alone).
    for (const app of [one, two]) {
      expect(runs.some((r) => r.by === app.deps.jobs.instanceId)).toBe(true);
    }
    const done = await one.deps.jobs.list({ name: 'test.share', state: 'done', limit: 500 });
    expect(done).toHaveLength(40);
    expect(done.every((job) => job.attempts === 1)).toBe(true);
  });

  it('retries a failing job with back-off across both, then shows it failed', async () => {
    let attempts = 0;
    for (const app of [one, two]) {
      app.deps.jobs.define({
        name: 'test.fails',
        retry: { limit: 2, backoffSeconds: 30 },
        run: async () => {
          attempts += 1;
          throw new Error('the register is down');
        },
      });
    }
    setBoth(new Date('2026-08-11T00:00:00Z'));
    await one.deps.jobs.enqueue('test.fails', { key: 'lookup-1' });
    await bothRunDue();
    expect(attempts).toBe(1);
    setBoth(new Date('2026-08-11T00:00:29Z'));
    await bothRunDue();
    expect(attempts).toBe(1);
    setBoth(new Date('2026-08-11T00:00:30Z'));
    await bothRunDue();
    expect(attempts).toBe(2);
    setBoth(new Date('2026-08-11T00:01:29Z')); // the second wait is 60 s
    await bothRunDue();
    expect(attempts).toBe(2);
    setBoth(new Date('2026-08-11T00:01:30Z'));
    await bothRunDue();
    setBoth(new Date('2026-08-12T00:00:00Z'));
    await bothRunDue();
    expect(attempts).toBe(3);

    const admin = await signInNewAdmin(two);
    const res = await two.api.get('/api/admin/jobs?state=failed&name=test.fails', admin);
    expect(res.status).toBe(200);
    expect(res.body.jobs).toEqual([
      expect.objectContaining({
        key: 'lookup-1',
        state: 'failed',
        attempts: 3,
        lastError: 'Error: the register is down',
      }),
    ]);
  });
});
