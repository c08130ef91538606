import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|pglite:)/, 'must start with postgres://, postgresql:// or pglite:')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Clausewell <no-reply@clausewell.local>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** The real payment gateway; without it the offline sandbox gateway takes payments. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  /** Sign-ups allowed per address per hour (raise it for load tests and browser suites). */
  SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Where upgrade requests that could not finish online are sent. */
  SALES_EMAIL: z.email('must be an email address').default('sales@clausewell.local'),
  /** How often renewals, retries and direct-debit settlements run; 0 turns the timer off. */
  BILLING_PASS_SECONDS: z.coerce.number().int().min(0).default(60),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type TConfig = Omit<z.infer<typeof ZConfig>, 'APP_URL' | 'SESSION_SECRET'> & {
  APP_URL: string;
  SESSION_SECRET: string;
};

export class ConfigError extends Error {}

/** Parses the environment once at boot; a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfig.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  return {
    ...c,
    APP_URL: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    SESSION_SECRET: c.SESSION_SECRET ?? developmentSecret(c.DATA_DIR),
  };
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

// Outside production a secret is generated once and kept beside the data, so
// signed URLs and cookies survive restarts without any set-up.
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
