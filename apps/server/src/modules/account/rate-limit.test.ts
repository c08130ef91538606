import { randomInt } from 'node:crypto';
import { MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_RULES } from '../../platform/deps.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

// Each run uses its own addresses, so counters a shared Redis still holds from an earlier
// run cannot leak into this one.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

// The same checks with counters in memory and, where a Redis server is configured, in Redis.
const stores = [
  ['memory', undefined],
  ...(process.env.TEST_REDIS_URL ? [['Redis', process.env.TEST_REDIS_URL] as const] : []),
] as const;

describe.each(stores)('sign-in throttling with counters in %s', (_store, redisUrl) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { TRUST_PROXY: 'true', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
      rateRules: {
        ...DEFAULT_RATE_RULES,
        signInPerIp: { limit: 40, windowSeconds: 900 },
        signUpPerIp: { limit: 1000, windowSeconds: 3600 },
      },
    });
  });
  afterAll(() => t.close());

  const signInFrom = (ip: string, email: string, password: string) =>
    t.api.call('POST', '/auth/sign-in', {
      body: { email, password },
      headers: { 'x-forwarded-for': ip },
    });

  it('slows guessing from one address but never locks the owner out from another', async () => {
    const { input } = await signUpCustomer(t.api);
    const attacker = randomIp();
    const owner = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom(attacker, input.email, 'wrong-password')).status).toBe(401);
    }
    // The attacker now waits, even with the right password...
    const held = await signInFrom(attacker, input.email, input.password);
    expect(held.status).toBe(429);
    expect(held.body.error.message).toBe(MESSAGES.tooManyRequests(10));
    expect(held.headers.get('retry-after')).toBe('10');
    // ...while the owner, elsewhere, signs in at once.
    expect((await signInFrom(owner, input.email, input.password)).status).toBe(200);

    // Each further wrong password doubles the wait: 10 s, then 20 s.
    t.clock.advance(10_000);
    expect((await signInFrom(attacker, input.email, 'wrong-again')).status).toBe(401);
    t.clock.advance(10_000);
    const doubled = await signInFrom(attacker, input.email, 'wrong-again');
    expect(doubled.status).toBe(429);
    expect(doubled.body.error.message).toBe(MESSAGES.tooManyRequests(10));
    t.clock.advance(10_000);
    expect((await signInFrom(attacker, input.email, input.password)).status).toBe(200);
  });

  it('caps the wait at 15 minutes and forgets it after a successful sign-in', async () => {
    const { input } = await signUpCustomer(t.api);
    const ip = randomIp();
    // Guess, and whenever told to wait, wait exactly as long as told.
    const waits: number[] = [];
    while (waits.length < 9) {
      const res = await signInFrom(ip, input.email, 'wrong-password');
      if (res.status === 429) {
        waits.push(Number(res.headers.get('retry-after')));
        t.clock.advance(waits.at(-1)! * 1000);
      } else {
        expect(res.status).toBe(401);
      }
    }
    expect(waits).toEqual([10, 20, 40, 80, 160, 320, 640, 900, 900]);
    expect((await signInFrom(ip, input.email, 'wrong-password')).status).toBe(401);
    const capped = await signInFrom(ip, input.email, input.password);
    expect(capped.status).toBe(429);
    expect(capped.body.error.message).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );

    t.clock.advance(900_000);
    expect((await signInFrom(ip, input.email, input.password)).status).toBe(200);
    // A success starts the count afresh: five wrong passwords are free again.
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom(ip, input.email, 'wrong-password')).status).toBe(401);
    }
  });

  it('limits how many sign-ins one address makes, whichever accounts it tries', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) {
      statuses.push((await signInFrom(ip, `someone${i}@example.com`, 'whatever-it-is')).status);
    }
    expect(statuses.slice(0, 40).every((s) => s === 401)).toBe(true);
    expect(statuses[40]).toBe(429);
    // Another address is unaffected.
    expect((await signInFrom(randomIp(), 'someone0@example.com', 'whatever-it-is')).status).toBe(
      401,
    );
  });
});

describe('other account limits', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { TRUST_PROXY: 'true' },
      rateRules: {
        ...DEFAULT_RATE_RULES,
        signUpPerIp: { limit: 4, windowSeconds: 3600 },
        accountMailPerAddress: { limit: 2, windowSeconds: 3600 },
        resetPerAccount: { limit: 2, windowSeconds: 3600 },
      },
    });
  });
  afterAll(() => t.close());

  const signUp = (email: string, ip: string) =>
    t.api.call('POST', '/auth/sign-up', {
      body: { email, password: 'a-good-long-password', firstName: 'Ip', lastName: 'Limit' },
      headers: { 'x-forwarded-for': ip },
    });

  it('limits sign-ups per IP', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await signUp(`ip-limit-${i}@example.com`, ip)).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
  });

  it('limits the mail one address receives, registered or not', async () => {
    const statuses: number[] = [];
    // From a new address each time: the limit follows the mailbox, not the sender.
    for (let i = 0; i < 3; i++) {
      statuses.push((await signUp('mail-bomb@example.com', randomIp())).status);
    }
    expect(statuses).toEqual([202, 202, 429]);
    expect(t.sentMail.filter((m) => m.to === 'mail-bomb@example.com')).toHaveLength(2);
  });

  it('limits password reset requests per account', async () => {
    const email = 'reset-limit@example.com';
    const a = await t.api.post('/auth/password-reset/request', { email });
    const b = await t.api.post('/auth/password-reset/request', { email });
    const c = await t.api.post('/auth/password-reset/request', { email });
    expect([a.status, b.status, c.status]).toEqual([202, 202, 429]);
    expect(c.body.error.message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  });
});
