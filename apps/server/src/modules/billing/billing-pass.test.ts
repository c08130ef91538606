import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../platform/jobs/runner.js';
import { addCard, buy, mySubscriptions, signInAgain } from '../../test-support/billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { BILLING_PASS_JOB, defineBillingJobs } from './service/billing-pass.js';

// The billing pass as a job of the queue: due every BILLING_PASS_SECONDS by the app's clock.

const DAY = 24 * 60 * 60 * 1000;
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { BILLING_PASS_SECONDS: '300' } });
  defineBillingJobs(t.deps);
});
afterAll(() => t.close());

describe('the billing pass on the job queue', () => {
  it('renews a plan when its period falls due, once per period', async () => {
    t.clock.set(new Date('2026-11-21T00:00:00Z'));
    const { token, input } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token);
    const res = await buy(t, token, { handle: 'acn-annual-plan-unlimited', paymentMethodId });
    expect(res.body.data.createSubscription.subscription.state).toBe('trialing');

    t.clock.advance(8 * DAY);
    await t.deps.jobs.runDue();
    await t.deps.jobs.runDue();
    const after = await mySubscriptions(t, await signInAgain(t, input));
    expect(after.subscriptionList[0]).toMatchObject({ state: 'active' });
    expect(after.invoices[0]).toMatchObject({ status: 'paid', totalInCents: 39900 });

    const runs = await t.deps.jobs.list({ name: BILLING_PASS_JOB });
    // 2026-11-29T00:00:00Z starts a 300-second period.
    expect(runs[0]).toMatchObject({
      key: 'period:2026-11-29T00:00:00.000Z',
      state: 'done',
      attempts: 1,
    });
    t.clock.advance(299 * 1000);
    await t.deps.jobs.runDue();
    expect(await t.deps.jobs.list({ name: BILLING_PASS_JOB })).toHaveLength(runs.length);
    t.clock.advance(1000);
    await t.deps.jobs.runDue();
    expect(await t.deps.jobs.list({ name: BILLING_PASS_JOB })).toHaveLength(runs.length + 1);
  });
});

describe('with BILLING_PASS_SECONDS=0', () => {
  it('declares the pass without a schedule, so nothing runs it on its own', async () => {
    // Its own runner on the same database, with the pass turned off.
    const jobs = createJobRunner({ db: t.deps.database.db, clock: t.clock, logger: t.deps.logger });
    const config = { ...t.deps.config, BILLING_PASS_SECONDS: 0 };
    defineBillingJobs({ ...t.deps, config, jobs });
    expect(jobs.definitions().map((d) => [d.name, d.schedule])).toEqual([
      [BILLING_PASS_JOB, undefined],
    ]);
    const before = await jobs.list({ name: BILLING_PASS_JOB });
    t.clock.advance(DAY);
    expect(await jobs.runDue()).toEqual({ scheduled: 0, done: 0, retrying: 0, failed: 0 });
    expect(await jobs.list({ name: BILLING_PASS_JOB })).toEqual(before);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on two server instances', () => {
  it('runs the pass on one instance per period', async () => {
    const env = { BILLING_PASS_SECONDS: '60' };
    const one = await startTestApp({ env });
    const two = await startTestApp({ env, sameDatabaseAs: one });
    try {
      const passes: string[] = [];
      for (const app of [one, two]) {
        defineBillingJobs(app.deps);
        const [job] = app.deps.jobs.definitions();
        if (!job) throw new Error('the billing pass was not declared');
        const run = job.run.bind(job);
        // Counts the passes each instance starts, around the real one.
        (job as { run: typeof run }).run = async (payload, context) => {
          passes.push(`${context.key} ${app.deps.jobs.instanceId}`);
          return run(payload, context);
        };
      }
      const start = new Date('2026-08-10T01:00:10Z').getTime();
      for (let period = 0; period < 5; period++) {
        for (const app of [one, two]) app.clock.set(new Date(start + period * 60_000));
        await Promise.all([one.deps.jobs.runDue(), two.deps.jobs.runDue()]);
        await Promise.all([two.deps.jobs.runDue(), one.deps.jobs.runDue()]);
      }
      expect(passes).toHaveLength(5);
      expect(new Set(passes.map((p) => p.split(' ')[0])).size).toBe(5);
      const rows = await one.deps.jobs.list({ name: BILLING_PASS_JOB });
      expect(rows.map((r) => [r.state, r.attempts])).toEqual(Array(5).fill(['done', 1]));
    } finally {
      await two.close();
      await one.close();
    }
  });
});
