import { MESSAGES } from '@app/domain';
import { ApiError } from '../../../lib/api-client';

/**
 * What a failed subscription change tells the user: a payment refusal says why (the card
 * was declined, funds were short) so they can act on it; anything else gets the catalogue
 * message of SPEC §8.
 */
export function changeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'PAYMENT_REQUIRED' && error.message) {
    return error.message;
  }
  return MESSAGES.subscriptionChangeFailed;
}
