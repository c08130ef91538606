import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_RULES } from '../../platform/deps.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({
    rateRules: {
      ...DEFAULT_RATE_RULES,
      signInPerAccount: { limit: 3, windowSeconds: 900 },
      signUpPerIp: { limit: 4, windowSeconds: 3600 },
      resetPerAccount: { limit: 2, windowSeconds: 3600 },
    },
  });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('locks an account after repeated sign-in attempts, with a clear 429', async () => {
    const { input } = await signUpCustomer(t.api);
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.api.post('/auth/sign-in', { email: input.email, password: 'wrong-password' }))
          .status,
      ).toBe(401);
    }
    const limited = await t.api.post('/auth/sign-in', {
      email: input.email,
      password: input.password,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);

    // The window passes and the right password works again.
    t.clock.advance(15 * 60_000 + 1000);
    expect(
      (await t.api.post('/auth/sign-in', { email: input.email, password: input.password })).status,
    ).toBe(200);
  });

  it('limits sign-ups per IP', async () => {
    // One sign-up above was counted already.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.api.post('/auth/sign-up', {
        email: `ip-limit-${i}@example.com`,
        password: 'a-good-long-password',
        firstName: 'Ip',
        lastName: 'Limit',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('limits password reset requests per account', async () => {
    const email = 'ip-limit-0@example.com';
    const a = await t.api.post('/auth/password-reset/request', { email });
    const b = await t.api.post('/auth/password-reset/request', { email });
    const c = await t.api.post('/auth/password-reset/request', { email });
    expect([a.status, b.status, c.status]).toEqual([202, 202, 429]);
    expect(c.body.error.message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  });
});
