import type { TDeps } from '../../../platform/deps.js';
import { chargeBundleInstalments } from './bundle-instalments.js';
import { reconcilePayments } from './payment-intents.js';
import { runRenewals } from './renewals.js';
import { settleProcessingCharges } from './settlements.js';

/**
 * Everything the clock drives, in order: settle payments a crash left open, settle debits,
 * bill instalments, renew plans.
 */
export async function runBillingPass(deps: TDeps) {
  const reconciled = await reconcilePayments(deps);
  const settled = await settleProcessingCharges(deps);
  const instalments = await chargeBundleInstalments(deps);
  const renewals = await runRenewals(deps);
  return { reconciled, settled, instalments, ...renewals };
}

export const BILLING_PASS_JOB = 'billing.pass';

/**
 * Declares the pass as a job due every `BILLING_PASS_SECONDS` (0: never on its own; the test
 * clock route and start-up reconciliation still run it). The job queue makes one instance
 * run each period; per-customer locks and idempotency keys keep money safe regardless.
 * A failed pass is retried soon, and the next period runs it again in any case.
 */
export function defineBillingJobs(deps: TDeps) {
  const everySeconds = deps.config.BILLING_PASS_SECONDS;
  deps.jobs.define({
    name: BILLING_PASS_JOB,
    schedule: everySeconds > 0 ? { everySeconds } : undefined,
    retry: { limit: 2, backoffSeconds: Math.max(5, Math.min(everySeconds, 60) / 4) },
    // Long enough for a big pass; a dead instance's period is taken up after it.
    leaseSeconds: 15 * 60,
    run: async () => {
      const result = await runBillingPass(deps);
      deps.logger.info(result, 'billing pass done');
      return result;
    },
  });
}
