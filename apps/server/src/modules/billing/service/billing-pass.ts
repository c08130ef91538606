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

/** Runs the pass on a timer; one pass at a time, and none after stop(). */
export function startBillingTimer(deps: TDeps, everySeconds: number) {
  if (everySeconds <= 0) return { stop: () => {} };
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await runBillingPass(deps);
    } catch (error) {
      deps.logger.error({ err: error }, 'billing pass failed');
    } finally {
      running = false;
    }
  }, everySeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
