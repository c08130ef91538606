import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  memoryRateLimiter,
  redisRateLimiter,
  type TBackoffRule,
  type TRateLimiter,
} from './rate-limit.js';

const rule = { limit: 3, windowSeconds: 60 };

async function attempts(limiter: TRateLimiter, key: string, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    try {
      await limiter.hit(key, rule);
      out.push('ok');
    } catch (err) {
      out.push((err as { code: string }).code);
    }
  }
  return out;
}

describe('memory rate limiter', () => {
  it('allows the limit, refuses past it and opens again when the window ends', async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    expect(await attempts(limiter, 'k', 4)).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED']);
    now += 61_000;
    expect(await attempts(limiter, 'k', 1)).toEqual(['ok']);
  });

  it('reset clears a key', async () => {
    const limiter = memoryRateLimiter();
    await attempts(limiter, 'k', 3);
    await limiter.reset('k');
    expect(await attempts(limiter, 'k', 1)).toEqual(['ok']);
  });
});

const backoffRule: TBackoffRule = {
  freeAttempts: 3,
  firstDelaySeconds: 10,
  maxDelaySeconds: 60,
  forgetAfterSeconds: 3600,
};

/** Fires `n` attempts at once and answers how many were heard. */
async function burst(limiter: TRateLimiter, key: string, n: number): Promise<number> {
  const results = await Promise.allSettled(
    Array.from({ length: n }, () => limiter.backoff(key, backoffRule)),
  );
  return results.filter((r) => r.status === 'fulfilled').length;
}

describe('growing delays', () => {
  it('are free up to the limit, then double up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelayMs(n, backoffRule) / 1000)).toEqual([
      0, 0, 10, 20, 40, 60, 60,
    ]);
  });

  it('hold back a burst of parallel attempts, and are forgotten after a while', async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    expect(await burst(limiter, 'k', 10)).toBe(3);
    now += 10_000;
    expect(await burst(limiter, 'k', 10)).toBe(1);
    now += 3_600_000 + 20_000;
    expect(await burst(limiter, 'k', 10)).toBe(3);
  });
});

// Runs where a Redis server is configured (CI sets TEST_REDIS_URL to the local one).
describe.runIf(process.env.TEST_REDIS_URL)('Redis rate limiter shared by two instances', () => {
  const a = new Redis(process.env.TEST_REDIS_URL ?? '');
  const b = new Redis(process.env.TEST_REDIS_URL ?? '');
  afterAll(() => {
    a.disconnect();
    b.disconnect();
  });

  it('counts attempts across instances', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const one = redisRateLimiter(a, prefix);
    const two = redisRateLimiter(b, prefix);
    expect(await attempts(one, 'k', 2)).toEqual(['ok', 'ok']);
    expect(await attempts(two, 'k', 2)).toEqual(['ok', 'RATE_LIMITED']);
    expect(await a.pttl(`${prefix}k`)).toBeGreaterThan(50_000);
    await two.reset('k');
    expect(await attempts(one, 'k', 1)).toEqual(['ok']);
  });

  it('agrees on delays across instances, measured on the application clock', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    let now = 1_000_000;
    const one = redisRateLimiter(a, prefix, () => now);
    const two = redisRateLimiter(b, prefix, () => now);
    expect((await burst(one, 'k', 5)) + (await burst(two, 'k', 5))).toBe(3);
    now += 10_000;
    expect(await burst(two, 'k', 5)).toBe(1);
    await one.reset('k');
    expect(await burst(two, 'k', 5)).toBe(3);
  });
});
