import { withCustomerLock } from '../../../platform/customer-lock.js';
import type { TDeps } from '../../../platform/deps.js';
import { once } from './idempotency.js';
import { settleUnfinishedPayments } from './payment-intents.js';

/**
 * The frame of every customer operation that moves money: under the customer's lock (so
 * no two of their requests interleave, on any instance), after settling anything a crashed
 * earlier attempt left open, and once per idempotency key. `run` re-reads and re-checks
 * every rule it relies on: only checks made inside the lock hold.
 */
export function paymentOperation<T>(
  deps: TDeps,
  opts: {
    userId: string;
    key: string | null | undefined;
    operation: string;
    input: unknown;
    run: (requestKey: string) => Promise<T & { id: string }>;
    replay: (resultId: string) => Promise<T>;
  },
): Promise<T> {
  return withCustomerLock(deps, opts.userId, async () => {
    await settleUnfinishedPayments(deps, opts.userId);
    return once(deps, opts);
  });
}
