import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { cancelSubscription } from './cancel.js';
import { subscriptionRowsOf } from './read.js';
import { ownedSubscription } from './subscription-rows.js';

const ENDED = new Set(['canceled', 'expired']);

/**
 * Ends every plan of the customer now, each as cancelSubscriptionImmediate would (unused paid
 * time refunded, open invoices voided, the audit written): for an account being closed, where
 * nothing may renew or be charged again. Answers the ids of the plans ended.
 */
export async function cancelAllSubscriptions(
  deps: TDeps,
  opts: { viewer: TViewer; reason: string },
): Promise<string[]> {
  const rows = await subscriptionRowsOf(deps, opts.viewer.user.id);
  const ended: string[] = [];
  for (const row of rows) {
    if (ENDED.has(row.state)) continue;
    try {
      await cancelSubscription(deps, {
        viewer: opts.viewer,
        subscriptionId: row.id,
        atEndOfPeriod: false,
        reason: opts.reason,
      });
      ended.push(row.id);
    } catch (error) {
      // A plan that ended meanwhile (a cancellation racing this one) is what was wanted.
      const now = await ownedSubscription(deps.database.db, {
        userId: opts.viewer.user.id,
        subscriptionId: row.id,
      });
      if (!ENDED.has(now.state)) throw error;
    }
  }
  return ended;
}
