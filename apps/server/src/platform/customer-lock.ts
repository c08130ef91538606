import { BILLING_MESSAGES } from '@app/domain';
import { LockTimeoutError } from './db/locks.js';
import type { TDeps } from './deps.js';
import { AppError } from './errors.js';

/**
 * Runs `work` while no other request of this customer that changes money or allowances is
 * running, on this instance or any other. Everything that charges, refunds or spends an
 * allowance takes it, then re-reads what it checks: a rule checked inside the lock holds.
 */
export async function withCustomerLock<T>(
  deps: Pick<TDeps, 'database'>,
  userId: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await deps.database.locks.withLock(customerLockKey(userId), work);
  } catch (error) {
    if (error instanceof LockTimeoutError) {
      throw new AppError('CONFLICT', BILLING_MESSAGES.paymentInProgress, { log: error.message });
    }
    throw error;
  }
}

export const customerLockKey = (userId: string) => `customer:${userId}`;
