import { MESSAGES } from '@app/domain';
import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

/** Counts attempts per key in a fixed window; Redis-backed when configured so instances agree. */
export type TRateLimiter = {
  /** Records one attempt; throws RATE_LIMITED once the key is over its limit. */
  hit(key: string, rule: TRateRule): Promise<void>;
  reset(key: string): Promise<void>;
};

export type TRateRule = { limit: number; windowSeconds: number };

export function memoryRateLimiter(now: () => number = Date.now): TRateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, rule) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + rule.windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      if (windows.size > 50_000) sweep(windows, t);
      if (w.count > rule.limit) throw limited((w.resetAt - t) / 1000);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'rl:'): TRateLimiter {
  return {
    async hit(key, rule) {
      const k = prefix + key;
      const results = await redis.multi().incr(k).pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      let ttl = Number(results?.[1]?.[1] ?? -1);
      if (ttl < 0) {
        await redis.pexpire(k, rule.windowSeconds * 1000);
        ttl = rule.windowSeconds * 1000;
      }
      if (count > rule.limit) throw limited(ttl / 1000);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

function limited(retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', MESSAGES.tooManyRequests(seconds), {
    retryAfterSeconds: seconds,
  });
}

function sweep(windows: Map<string, { resetAt: number }>, t: number) {
  for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
}
