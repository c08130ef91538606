import type { TConfig } from '../config.js';
import type { TScryptCost } from './auth/password-hash.js';
import type { SessionCache } from './auth/session-cache.js';
import type { TClock } from './clock.js';
import type { TAdjustableClock } from './clock-offset.js';
import type { TDatabase } from './db/client.js';
import type { TFileStore } from './files/file-store.js';
import type { TJobRunner } from './jobs/types.js';
import type { TLogger } from './logger.js';
import type { TMailer } from './mail/mailer.js';
import type { TCustomerEraser, TModuleDeps } from './modules.js';
import type { TPubSub } from './pubsub.js';
import type { TBackoffRule, TRateLimiter, TRateRule } from './rate-limit.js';

export type TRateRules = {
  signInPerIp: TRateRule;
  /**
   * Wrong passwords slow down one address guessing at one account; they never lock the
   * owner out from anywhere else.
   */
  signInPerAccountAndIp: TBackoffRule;
  signUpPerIp: TRateRule;
  /** Sign-ups and confirmation links mailed to one address (no mail-bombing through us). */
  accountMailPerAddress: TRateRule;
  resetPerIp: TRateRule;
  resetPerAccount: TRateRule;
};

export type TSessionPolicy = { idleMinutes: number; absoluteHours: number };

/** What the platform itself builds at boot; modules add theirs through TModuleDeps. */
export type TPlatformDeps = {
  config: TConfig;
  database: TDatabase;
  clock: TClock;
  mailer: TMailer;
  logger: TLogger;
  rateLimiter: TRateLimiter;
  rateRules: TRateRules;
  sessionPolicy: TSessionPolicy;
  sessionCache: SessionCache;
  scryptCost?: TScryptCost;
  /** Uploaded files: a local folder with signed URLs by default. */
  files: TFileStore;
  /** Live events to browsers (GraphQL subscriptions), across instances with Redis. */
  pubsub: TPubSub;
  /** Named jobs on the database: scheduled or queued work that one instance runs once. */
  jobs: TJobRunner;
  /** The sandbox's test clock, outside production only: moves `clock` forward. */
  testClock?: TAdjustableClock;
};

/**
 * Everything a service may reach, built once at boot (and by each test): the platform's
 * adapters and those each module declares (the payment gateway, the library search).
 */
export type TDeps = TPlatformDeps &
  TModuleDeps & {
    /** Every area's part of deleting a customer's account (see TModule.eraseCustomer). */
    eraseCustomer: TCustomerEraser;
  };

export const DEFAULT_RATE_RULES: TRateRules = {
  // Generous: an office or a mobile carrier puts many honest people behind one address.
  signInPerIp: { limit: 100, windowSeconds: 15 * 60 },
  // Five tries free, then 10 s, 20 s, 40 s... capped at 15 minutes: a typo costs nothing,
  // while one address settles at four guesses an hour at any one account.
  signInPerAccountAndIp: {
    freeAttempts: 5,
    firstDelaySeconds: 10,
    maxDelaySeconds: 15 * 60,
    forgetAfterSeconds: 24 * 60 * 60,
  },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  accountMailPerAddress: { limit: 5, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
};

// ASVS level 2: re-authenticate after 30 minutes idle is the strict reading; an hour keeps
// a customer answering a long questionnaire signed in, 12 hours caps any session.
export const DEFAULT_SESSION_POLICY: TSessionPolicy = { idleMinutes: 60, absoluteHours: 12 };
