import type { TUserSubscription } from '../subscription.js';

/** A subscription for tests: an active, signed, individual plan unless overridden. */
export function sub(handle: string, overrides: Partial<TUserSubscription> = {}): TUserSubscription {
  return {
    id: `sub-${handle}`,
    handle,
    state: 'active',
    cancelAtEndPeriod: false,
    trialEndsAt: null,
    currentPeriodEndsAt: null,
    pastDueSince: null,
    activatedAt: null,
    needsSignedAgreement: false,
    signed: false,
    isTeamSubscription: false,
    ...overrides,
  };
}
