// Purchase timings of SPEC §4 and §9, shared so every screen waits and retries alike.

export const PURCHASE_TIMINGS = {
  /** After a company plan trial starts, how often its document library is asked for bulk e-sign. */
  trialStatusPollMs: 1500,
  /** And for how long, before the trial is shown as active anyway. */
  trialStatusPollMaxMs: 15_000,
  /** How many times a success screen fetches the new subscription again after an error. */
  subscriptionFetchRetries: 3,
} as const;

/** How many polls fit in the window: one at once, then one per interval up to the limit. */
export function trialStatusPollAttempts(): number {
  return Math.floor(PURCHASE_TIMINGS.trialStatusPollMaxMs / PURCHASE_TIMINGS.trialStatusPollMs) + 1;
}
