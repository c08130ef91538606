import { MESSAGES } from '@app/domain';
import { AppError } from './errors.js';

// Failures that mean a service the app stands on (PostgreSQL, Redis) is not there to answer
// right now, as while it restarts. They are not the request's fault and not a bug: the
// client is told to try again shortly instead of being shown an error, and nothing else
// needs to happen, because the pools reconnect by themselves once the service is back.

/** How long a client is asked to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

// SQLSTATE class 08 is "connection exception"; 57P01-57P03 are an administrator's shutdown,
// a crash shutdown and "cannot connect now" (the server is starting or stopping).
const POSTGRES_AWAY = /^(08[0-9A-Z]{3}|57P0[123])$/;

// Socket errors of a connection attempt or of a connection cut under the driver.
const SOCKET_AWAY = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// What node-postgres and ioredis say when a connection is gone or cannot be had in time.
const DRIVER_AWAY = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Connection is closed\.$/,
  /^Reached the max retries per request limit/,
];

type TErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function isAway(error: TErrorLike): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (POSTGRES_AWAY.test(code) || SOCKET_AWAY.has(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return DRIVER_AWAY.some((pattern) => pattern.test(message));
}

/**
 * The error that says a backing service is away: `error` itself or one it wraps (the ORM
 * wraps the driver's error as its cause; a connection attempt to several addresses fails
 * with all of them). Undefined for any other failure.
 */
function findOutage(error: unknown): TErrorLike | undefined {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || typeof next !== 'object' || seen.has(next)) continue;
    seen.add(next);
    const e = next as TErrorLike;
    if (isAway(e)) return e;
    pending.push(e.cause);
    if (Array.isArray(e.errors)) pending.push(...e.errors);
  }
  return undefined;
}

export function isServiceOutage(error: unknown): boolean {
  return findOutage(error) !== undefined;
}

/** The answer for an error caused by an outage: UNAVAILABLE (503, Retry-After); else undefined. */
export function outageError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return undefined;
  const away = findOutage(error);
  if (!away) return undefined;
  // The driver's own words only: a wrapping error may quote the query and its parameters.
  const reason = [away.code, away.message].filter((part) => typeof part === 'string').join(' ');
  return new AppError('UNAVAILABLE', MESSAGES.serviceUnavailable, {
    log: `backing service unavailable: ${reason}`,
    retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
  });
}
