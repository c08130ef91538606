import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isValidAbn, MARKETPLACE_RULES } from '@app/domain';
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
  /** An OpenAI-compatible model for the assistant; without it the embedded assistant answers. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).optional(),
  /** Where video consultations meet: a room per booking under this address (a Jitsi server). */
  VIDEO_ROOM_BASE_URL: z.url().default('https://meet.jit.si'),
  /** The platform's share of each marketplace job, in basis points (1500 = 15%). */
  MARKETPLACE_FEE_BASIS_POINTS: z.coerce
    .number()
    .int('a whole number from 0 to 10000')
    .min(0, 'a whole number from 0 to 10000')
    .max(10_000, 'a whole number from 0 to 10000')
    .default(MARKETPLACE_RULES.platformFeeBasisPoints),
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
  /** The ABR ABN Lookup web services GUID; without it the embedded register answers. */
  ABR_GUID: z.guid('must be the GUID the ABR issued').optional(),
  ABR_BASE_URL: z.url('must be a URL').default('https://abr.business.gov.au/json'),
  /**
   * How long a signed-in session's repeat of a hot read (GetUser, GetUserSubscriptions) may
   * be answered from memory when nothing was written in between (on PostgreSQL, by any
   * instance); 0 turns it off. It bounds how far behind the time of day an answer can be.
   */
  ANSWER_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(2),
  /** Sign-ups allowed per address per hour (raise it for load tests and browser suites). */
  SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Where upgrade requests that could not finish online are sent. */
  SALES_EMAIL: z.email('must be an email address').default('sales@clausewell.local'),
  /** How often renewals, retries and direct-debit settlements run; 0 turns the timer off. */
  BILLING_PASS_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How often each instance looks for due jobs (scheduled or queued); 0 stops it looking. */
  JOBS_POLL_SECONDS: z.coerce.number().int().min(0).default(5),
  /** The seller on tax invoices: legal name, ABN and address (GST Act s 29-70). */
  BUSINESS_LEGAL_NAME: z.string().trim().min(1).max(200).default('Clausewell Pty Ltd'),
  /** A demonstration ABN with a valid check digit; set the business's own in production. */
  BUSINESS_ABN: z
    .string()
    .default('18 123 456 789')
    .refine(isValidAbn, 'must be an 11-digit ABN with a valid check digit'),
  BUSINESS_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default('Level 12, 60 Martin Place, Sydney NSW 2000'),
  /**
   * The instant the server's clock starts at (it runs on from there), so a whole product can
   * be tried or tested on a chosen day. Refused in production.
   */
  CLOCK_START: z.iso
    .datetime({ offset: true, message: 'must be an ISO instant such as 2026-11-27T01:00:00Z' })
    .transform((value) => new Date(value))
    .optional(),
  /**
   * Kills the process at a named step of a money operation, so the crash tests can prove
   * the reconciler settles whatever a crash leaves behind. Refused in production.
   */
  CRASH_AT: z.enum(['after-intent', 'after-gateway', 'after-books']).optional(),
  /**
   * Web origins other than the app's own that browsers may call the API from (GraphQL and
   * REST): exact origins, comma-separated. None by default: same-origin only.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins = value
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!isExactOrigin(origin)) {
          ctx.addIssue({
            code: 'custom',
            message: `"${origin}" is not an origin like https://app.example.com (scheme, host and port only)`,
          });
        }
      }
      return origins;
    }),
  /**
   * How long a client may take to send a whole request. Uploads go up to 20 MB: ten minutes
   * lets one through at about 0.3 Mbit/s, while a connection trickling its body is closed.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Files in an S3-compatible bucket every server instance shares; without S3_BUCKET they
   * stay in a folder under DATA_DIR. The region and both keys come with the bucket.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name such as clausewell-files')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as ap-southeast-2')
    .optional(),
  /** An S3-compatible server (MinIO, R2, ...); AWS's own endpoint for the region by default. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The PKCS#12 file whose certificate seals signed PDFs; without it a self-signed one is
   * created under DATA_DIR on first start (trusted by our verify page, not by Adobe's list).
   */
  ESIGN_P12_PATH: z.string().optional(),
  ESIGN_P12_PASSWORD: z.string().optional(),
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
  if (c.NODE_ENV === 'production' && c.CLOCK_START) {
    throw new ConfigError('Invalid configuration:\n  CLOCK_START: not allowed in production');
  }
  if (c.NODE_ENV === 'production' && c.CRASH_AT) {
    throw new ConfigError('Invalid configuration:\n  CRASH_AT: not allowed in production');
  }
  const s3Problems = incompleteS3(c);
  if (s3Problems.length) {
    throw new ConfigError(`Invalid configuration:\n${s3Problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    ...c,
    APP_URL: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    SESSION_SECRET: c.SESSION_SECRET ?? developmentSecret(c.DATA_DIR),
  };
}

const S3_WITH_BUCKET = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The S3 settings go together: a bucket needs its region and keys, and they need a bucket. */
function incompleteS3(c: Record<string, unknown>): string[] {
  if (c.S3_BUCKET) {
    return S3_WITH_BUCKET.filter((name) => !c[name]).map(
      (name) => `${name}: required when S3_BUCKET is set`,
    );
  }
  const strays = [...S3_WITH_BUCKET, 'S3_ENDPOINT'].filter((name) => c[name]);
  return strays.length ? [`S3_BUCKET: required when ${strays.join(', ')} is set`] : [];
}

function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
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
