import { describe, expect, it } from 'vitest';
import { PURCHASE_TIMINGS, trialStatusPollAttempts } from './purchase-timings.js';

describe('purchase timings', () => {
  it('polls every 1.5 s for at most 15 s, and retries a subscription fetch 3 times', () => {
    expect(PURCHASE_TIMINGS.trialStatusPollMs).toBe(1500);
    expect(PURCHASE_TIMINGS.trialStatusPollMaxMs).toBe(15_000);
    expect(PURCHASE_TIMINGS.subscriptionFetchRetries).toBe(3);
    // At 0, 1.5, 3, ... 15 s.
    expect(trialStatusPollAttempts()).toBe(11);
  });
});
