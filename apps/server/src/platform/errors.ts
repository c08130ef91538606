import { MESSAGES } from '@app/domain';

export type TErrorCode =
  | 'BAD_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'GONE'
  | 'PAYMENT_REQUIRED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

const STATUS: Record<TErrorCode, number> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYMENT_REQUIRED: 402,
  RATE_LIMITED: 429,
  // A service the app depends on (the database, Redis) is away for now: worth a retry.
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type services throw: a code, a message for the user and one for the log. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly userMessage: string;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    code: TErrorCode,
    userMessage: string,
    opts: { log?: string; fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(opts.log ?? userMessage);
    this.code = code;
    this.userMessage = userMessage;
    this.fields = opts.fields;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  get status(): number {
    return STATUS[this.code];
  }

  toJSON() {
    return {
      code: this.code,
      message: this.userMessage,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
export const forbidden = () => new AppError('FORBIDDEN', MESSAGES.forbidden);
export const notFound = () => new AppError('NOT_FOUND', MESSAGES.notFound);
