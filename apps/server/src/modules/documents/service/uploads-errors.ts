import { MESSAGES, UPLOAD_MESSAGES } from '@app/domain';
import { AppError } from '../../../platform/errors.js';

/** SPEC §5: an upload without a session (or for another user) is told the session is missing. */
export const noUploadSession = () => new AppError('UNAUTHENTICATED', MESSAGES.uploadNoSession);

/** 413 with the limit named (code BAD_INPUT): the shared error codes have no 413 of their own. */
export class UploadTooLargeError extends AppError {
  constructor() {
    super('BAD_INPUT', UPLOAD_MESSAGES.tooLarge);
  }

  override get status(): number {
    return 413;
  }
}
