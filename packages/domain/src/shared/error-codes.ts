import { MESSAGES } from './messages.js';

// Every code an answer can carry, with what a client may do about it. The server answers
// REST with `status`; GraphQL answers 200 with the code in `extensions`, so the browser
// reads status and retryability from here by code rather than from the HTTP status.

type TErrorCodeInfo = {
  /** The HTTP status of a REST answer with this code (0: no answer reached the browser). */
  status: number;
  /**
   * Whether asking again unchanged can succeed: the refusal says nothing was done and
   * the cause passes by itself. Reads, and writes that carry an idempotency key, may be
   * repeated on these; anything else would fail the same way or could be done twice.
   */
  retryable: boolean;
  /** What the user is told when an answer carries the code but no message. */
  message: string;
};

export const ERROR_CODES = {
  /** The input was refused; `fields` names each field and its problem. */
  BAD_INPUT: { status: 400, retryable: false, message: MESSAGES.badInput },
  UNAUTHENTICATED: { status: 401, retryable: false, message: MESSAGES.sessionExpired },
  PAYMENT_REQUIRED: { status: 402, retryable: false, message: MESSAGES.paymentRequired },
  FORBIDDEN: { status: 403, retryable: false, message: MESSAGES.forbidden },
  NOT_FOUND: { status: 404, retryable: false, message: MESSAGES.notFound },
  /** The thing is not in a state that allows this (already done, just changed, taken). */
  CONFLICT: { status: 409, retryable: false, message: MESSAGES.conflict },
  /** SPEC §8 (team invite): a count the account may hold is full. */
  LIMIT_REACHED: { status: 409, retryable: false, message: MESSAGES.limitReached },
  /** SPEC §8 (entity link): the business belongs to another user's account. */
  BUSINESS_OCCUPIED_BY_OTHER_USER: {
    status: 409,
    retryable: false,
    message: MESSAGES.entityLinkOccupied,
  },
  /** A link or code that was valid once and has expired. */
  GONE: { status: 410, retryable: false, message: MESSAGES.notFound },
  /** Throttled: waiting is the cure, but repeating by itself would only extend the wait. */
  RATE_LIMITED: { status: 429, retryable: false, message: MESSAGES.tooManyRequests(60) },
  INTERNAL: { status: 500, retryable: false, message: MESSAGES.unexpected },
  /** PostgreSQL or Redis away for a moment; sent with Retry-After. Nothing was done. */
  UNAVAILABLE: { status: 503, retryable: true, message: MESSAGES.serviceUnavailable },
} as const satisfies Record<string, TErrorCodeInfo>;

export type TErrorCode = keyof typeof ERROR_CODES;

/**
 * Codes only the browser gives, for calls that got no readable answer. NETWORK (the server
 * could not be reached, as while it restarts) is worth asking again for a read.
 */
export const CLIENT_ERROR_CODES = {
  NETWORK: { status: 0, retryable: true, message: MESSAGES.networkFailed },
} as const satisfies Record<string, TErrorCodeInfo>;

export type TClientErrorCode = keyof typeof CLIENT_ERROR_CODES;

const ALL_CODES: Record<string, TErrorCodeInfo> = { ...ERROR_CODES, ...CLIENT_ERROR_CODES };

export function isErrorCode(code: unknown): code is TErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}

/** What is known about a code; an unknown one (a newer server's) is treated as INTERNAL. */
export function errorCodeInfo(code: string): TErrorCodeInfo {
  return Object.hasOwn(ALL_CODES, code) ? ALL_CODES[code]! : ERROR_CODES.INTERNAL;
}

export const isRetryableCode = (code: string): boolean => errorCodeInfo(code).retryable;
