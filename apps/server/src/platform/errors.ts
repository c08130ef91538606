import { ERROR_CODES, MESSAGES, type TErrorCode } from '@app/domain';

// The codes, their HTTP statuses and whether a client may retry live in packages/domain,
// so the browser decides by the same table the server answers from.
export type { TErrorCode };

/**
 * The one error type services throw: a code from the domain's list, a message for the user
 * (always an entry of the message catalogue, never text written at the throw: a test walks
 * every throw) and one for the log.
 */
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
    return ERROR_CODES[this.code].status;
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
