import { MESSAGES } from '@app/domain';
import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

/** Counts attempts per key; Redis-backed when configured so every instance agrees. */
export type TRateLimiter = {
  /** Records one attempt in a fixed window; throws RATE_LIMITED once the key is over its limit. */
  hit(key: string, rule: TRateRule): Promise<void>;
  /**
   * Records one attempt under a growing delay: throws RATE_LIMITED while the key is still
   * waiting out the delay its earlier attempts earned. Call `reset` when an attempt succeeds.
   */
  backoff(key: string, rule: TBackoffRule): Promise<void>;
  /** Forgets a key's attempts, in both kinds of counting. */
  reset(key: string): Promise<void>;
};

export type TRateRule = { limit: number; windowSeconds: number };

export type TBackoffRule = {
  /** Attempts that need no wait. */
  freeAttempts: number;
  /** The wait after the last free attempt; each further attempt doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Attempts are forgotten this long after the last one. */
  forgetAfterSeconds: number;
};

/** The wait, in ms, that the `attempts`-th attempt earns before the next one is heard. */
export function backoffDelayMs(attempts: number, rule: TBackoffRule): number {
  if (attempts < rule.freeAttempts) return 0;
  const doublings = Math.min(attempts - rule.freeAttempts, 40);
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** doublings) * 1000;
}

type TBackoffState = { attempts: number; nextAllowedAt: number; forgetAt: number };

export function memoryRateLimiter(now: () => number = Date.now): TRateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const backoffs = new Map<string, TBackoffState>();
  return {
    async hit(key, rule) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + rule.windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      if (windows.size > 50_000) sweep(windows, (v) => v.resetAt, t);
      if (w.count > rule.limit) throw limited((w.resetAt - t) / 1000);
    },
    async backoff(key, rule) {
      const t = now();
      let s = backoffs.get(key);
      if (!s || s.forgetAt <= t) s = { attempts: 0, nextAllowedAt: 0, forgetAt: 0 };
      // A refused attempt earns nothing more: the wait stays what it was.
      if (s.nextAllowedAt > t) throw limited((s.nextAllowedAt - t) / 1000);
      s.attempts += 1;
      s.nextAllowedAt = t + backoffDelayMs(s.attempts, rule);
      s.forgetAt = t + rule.forgetAfterSeconds * 1000;
      backoffs.set(key, s);
      if (backoffs.size > 50_000) sweep(backoffs, (v) => v.forgetAt, t);
    },
    async reset(key) {
      windows.delete(key);
      backoffs.delete(key);
    },
  };
}

// One round trip that reads the wait, counts the attempt and sets the next wait, so attempts
// racing on several instances cannot slip through between a read and a write.
const BACKOFF_SCRIPT = `
local now = tonumber(ARGV[1])
local nextAllowed = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if nextAllowed > now then return nextAllowed - now end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
local free = tonumber(ARGV[2])
local delay = 0
if attempts >= free then
  delay = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(attempts - free, 40))
end
redis.call('HSET', KEYS[1], 'next', string.format('%d', now + math.floor(delay)))
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;

/**
 * `now` is the application clock: waits are measured on it (so tests can move it), while
 * Redis's own expiry only tidies keys away.
 */
export function redisRateLimiter(
  redis: Redis,
  prefix = 'rl:',
  now: () => number = Date.now,
): TRateLimiter {
  const backoffKey = (key: string) => `${prefix}backoff:${key}`;
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
    async backoff(key, rule) {
      const waitMs = Number(
        await redis.eval(
          BACKOFF_SCRIPT,
          1,
          backoffKey(key),
          String(now()),
          String(rule.freeAttempts),
          String(rule.firstDelaySeconds * 1000),
          String(rule.maxDelaySeconds * 1000),
          String(rule.forgetAfterSeconds * 1000),
        ),
      );
      if (waitMs > 0) throw limited(waitMs / 1000);
    },
    async reset(key) {
      await redis.del(prefix + key, backoffKey(key));
    },
  };
}

function limited(retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', MESSAGES.tooManyRequests(seconds), {
    retryAfterSeconds: seconds,
  });
}

function sweep<V>(entries: Map<string, V>, expiresAt: (v: V) => number, t: number) {
  for (const [k, v] of entries) if (expiresAt(v) <= t) entries.delete(k);
}
