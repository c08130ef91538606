import type { TPaymentType } from '@app/domain';

/** What a purchase hands to /payment-success besides its query (router state, not the URL). */
export type TPaymentSuccessState = {
  planHandle?: string;
  paymentType?: TPaymentType;
  /** The document a pay-per-document purchase unlocked. */
  assetId?: string;
  /** A free trial started: nothing was paid, so nothing may say it was. */
  trial?: boolean;
};

export function readPaymentSuccessState(state: unknown): TPaymentSuccessState {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  return {
    ...(typeof s.planHandle === 'string' ? { planHandle: s.planHandle } : {}),
    ...(s.paymentType === 'creditCard' || s.paymentType === 'directDebit'
      ? { paymentType: s.paymentType }
      : {}),
    ...(typeof s.assetId === 'string' ? { assetId: s.assetId } : {}),
    ...(s.trial === true ? { trial: true } : {}),
  };
}
