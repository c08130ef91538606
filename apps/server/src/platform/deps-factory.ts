import path from 'node:path';
import { Redis } from 'ioredis';
import type { TConfig } from '../config.js';
import { modules } from '../modules/index.js';
import { SessionCache } from './auth/session-cache.js';
import { clockStartingAt, systemClock, type TClock } from './clock.js';
import { adjustableClock, type TAdjustableClock } from './clock-offset.js';
import { openDatabase } from './db/client.js';
import {
  DEFAULT_RATE_RULES,
  DEFAULT_SESSION_POLICY,
  type TDeps,
  type TPlatformDeps,
} from './deps.js';
import type { TFileStore } from './files/file-store.js';
import { createLocalFileStore } from './files/local-file-store.js';
import { createJobRunner } from './jobs/runner.js';
import { createLogger, type TLogger } from './logger.js';
import { outboxMailer, smtpMailer } from './mail/mailer.js';
import { customerEraser, moduleDeps } from './modules.js';
import { createLivePubSub } from './pubsub.js';
import { memoryRateLimiter, redisRateLimiter } from './rate-limit.js';

/**
 * Builds the real adapters the configuration asks for, the embedded defaults otherwise; each
 * module (modules/index.ts) then adds its own from these.
 */
export async function createDeps(
  config: TConfig,
  overrides: Partial<Omit<TDeps, 'config' | 'database'>> & {
    clock?: TClock;
    logger?: TLogger;
  } = {},
): Promise<TDeps & { close(): Promise<void> }> {
  const logger = overrides.logger ?? createLogger(config.LOG_LEVEL);
  // Production runs on the system clock; elsewhere CLOCK_START may set the day.
  const baseClock = config.CLOCK_START ? clockStartingAt(config.CLOCK_START) : systemClock;
  // The sandbox's test clock exists only where no real money moves.
  const testClock: TAdjustableClock | undefined =
    overrides.testClock ??
    (!overrides.clock && !config.STRIPE_SECRET_KEY && config.NODE_ENV !== 'production'
      ? adjustableClock(baseClock)
      : undefined);
  const clock = overrides.clock ?? testClock ?? baseClock;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onConnectionLost: (err) => logger.warn({ err }, 'database connection lost'),
  });
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  // Redis away (a restart): commands fail as UNAVAILABLE meanwhile and the client reconnects.
  const redisError = (err: Error) => logger.warn({ err }, 'redis connection error');
  redis?.on('error', redisError);
  const mailer =
    overrides.mailer ??
    (config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : outboxMailer(database.db, clock));
  const platform: TPlatformDeps = {
    config,
    database,
    clock,
    logger,
    mailer,
    rateLimiter:
      overrides.rateLimiter ??
      (redis
        ? redisRateLimiter(redis, 'rl:', () => clock.now().getTime())
        : memoryRateLimiter(() => clock.now().getTime())),
    rateRules: overrides.rateRules ?? {
      ...DEFAULT_RATE_RULES,
      signUpPerIp: { ...DEFAULT_RATE_RULES.signUpPerIp, limit: config.SIGN_UP_LIMIT_PER_HOUR },
    },
    sessionPolicy: overrides.sessionPolicy ?? DEFAULT_SESSION_POLICY,
    sessionCache: overrides.sessionCache ?? new SessionCache(),
    scryptCost: overrides.scryptCost,
    files: overrides.files ?? (await createFileStore(config, clock)),
    pubsub:
      overrides.pubsub ?? createLivePubSub(config.REDIS_URL, { onConnectionError: redisError }),
    jobs: overrides.jobs ?? createJobRunner({ db: database.db, clock, logger }),
    testClock,
  };
  const deps: TDeps = {
    ...platform,
    ...moduleDeps(modules, platform, overrides),
    eraseCustomer: customerEraser(modules),
  };
  return {
    ...deps,
    async close() {
      await deps.jobs.stop();
      await mailer.close();
      await deps.pubsub.close();
      redis?.disconnect();
      await database.close();
    },
  };
}

/** The shared S3-compatible bucket when one is configured, the local folder otherwise. */
async function createFileStore(config: TConfig, clock: TClock): Promise<TFileStore> {
  if (config.S3_BUCKET) {
    // Loaded only when used: the AWS SDK is large and warns about Node versions on load.
    const { createS3FileStore } = await import('./files/s3-file-store.js');
    // loadConfig has made sure the region and both keys come with the bucket.
    return createS3FileStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION!,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      clock,
    });
  }
  return createLocalFileStore({
    root: path.join(config.DATA_DIR, 'files'),
    secret: config.SESSION_SECRET,
    clock,
  });
}
