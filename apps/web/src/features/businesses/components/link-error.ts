import { MESSAGES } from '@app/domain';
import { ApiError } from '../../../lib/api-client';

/** §8 entity link errors by code: the occupied message, else the general one. */
export function linkErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'BUSINESS_OCCUPIED_BY_OTHER_USER') {
    return MESSAGES.entityLinkOccupied;
  }
  return MESSAGES.entityLinkOther;
}
