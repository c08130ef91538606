import { MESSAGES } from '@app/domain';
import { ApiError } from '../lib/api-client';

/**
 * A root field the schema declares nullable that the server answers or refuses with an
 * error: null here is a broken answer, not an empty one.
 */
export function answered<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) {
    throw new ApiError(500, 'INTERNAL', MESSAGES.unexpected);
  }
  return value;
}
