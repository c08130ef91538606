import { MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewAdmin } from '../../test-support/admin.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

const DAY = 24 * 60 * 60_000;
const advance = (t: TTestApp, body: unknown, token?: string) =>
  t.api.post('/sandbox-gateway/test-clock/advance', body, token);

describe('the sandbox test clock', () => {
  let t: TTestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp({ testClock: true });
    adminToken = await signInNewAdmin(t);
  });
  afterAll(() => t.close());

  it('is refused to customers and leaves everyone’s clock alone', async () => {
    const { token } = await signUpCustomer(t.api);
    const before = t.deps.clock.now().getTime();
    const res = await advance(t, { days: 8 }, token);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(MESSAGES.forbidden);
    expect((await advance(t, { days: 8 })).status).toBe(401);
    expect(t.deps.clock.now().getTime()).toBe(before);
  });

  it('moves at most 31 days in one call, naming days when asked for more', async () => {
    const before = t.deps.clock.now().getTime();
    const res = await advance(t, { days: 32 }, adminToken);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.days).toBe(MESSAGES.testClockDaysTooMany);
    expect(res.body.error.message).toContain('days');
    expect(t.deps.clock.now().getTime()).toBe(before);
  });

  it('lets an admin move the clock and run the billing pass', async () => {
    const before = t.deps.clock.now().getTime();
    const res = await advance(t, { days: 8 }, adminToken);
    expect(res.status).toBe(200);
    expect(new Date(res.body.now).getTime()).toBe(before + 8 * DAY);
    expect(t.deps.clock.now().getTime()).toBe(before + 8 * DAY);
    expect(res.body.pass).toBeDefined();
  });
});

describe('in production', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({
      testClock: true,
      env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) },
    });
  });
  afterAll(() => t.close());

  it('does not exist, even for an admin', async () => {
    const adminToken = await signInNewAdmin(t);
    const before = t.deps.clock.now().getTime();
    const res = await advance(t, { days: 1 }, adminToken);
    expect(res.status).toBe(404);
    expect(t.deps.clock.now().getTime()).toBe(before);
  });
});
