import type { TPaymentType } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { TSessionUser } from '../../../lib/session';
import { confirmSandboxSetupIntent, type TPaymentDetails } from '../api/sandbox-confirm';
import { setupIntentQueryOptions, useSetupIntent } from '../api/setup-intent';
import { isRetryableFailure, useIdempotencyKey } from './use-idempotency-key';

// One purchase from a payment form: save the card or bank account through a setup intent,
// then charge it. A lost answer may be retried with the same saved method and the same key;
// a refusal starts over with a fresh intent and a fresh key.

export const STRIPE_CARD_ENTRY_NOTE =
  'Card entry with Stripe needs Stripe.js, which this build does not load (it only runs its own scripts). Use a saved payment method, or ask us to switch payments to the sandbox.';

export type TPaymentChoice =
  | { kind: 'saved'; paymentMethodId: string; paymentType: TPaymentType }
  | { kind: 'new'; details: TPaymentDetails };

export type TSavedPayment = {
  paymentMethodId: string;
  paymentType: TPaymentType;
  setupIntentId?: string;
  stripeCustomerId?: string;
};

export function usePaymentAttempt<TResult>(options: {
  user: TSessionUser;
  charge: (payment: TSavedPayment, idempotencyKey: string) => Promise<TResult>;
  /** false until the form is on screen, so no intent is made for nothing. */
  enabled?: boolean;
}) {
  const { user, charge } = options;
  const client = useQueryClient();
  const intent = useSetupIntent(user, { enabled: options.enabled ?? true });
  const key = useIdempotencyKey();
  const saved = useRef<{ payment: TSavedPayment; choice: string } | null>(null);
  const inFlight = useRef(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const freshIntent = () =>
    client.resetQueries({ queryKey: setupIntentQueryOptions(user).queryKey });

  async function savePayment(choice: TPaymentChoice): Promise<TSavedPayment> {
    if (choice.kind === 'saved') {
      return { paymentMethodId: choice.paymentMethodId, paymentType: choice.paymentType };
    }
    const current = intent.data ?? (await client.fetchQuery(setupIntentQueryOptions(user)));
    if (current.gateway !== 'sandbox') {
      throw new ApiError(0, 'GATEWAY_UNAVAILABLE', STRIPE_CARD_ENTRY_NOTE);
    }
    try {
      const confirmed = await confirmSandboxSetupIntent({
        intentId: current.intentId,
        clientSecret: current.clientSecret,
        details: choice.details,
      });
      return {
        paymentMethodId: confirmed.paymentMethodId,
        paymentType: 'card' in choice.details ? 'creditCard' : 'directDebit',
        setupIntentId: current.intentId,
        stripeCustomerId: current.stripeCustomerId,
      };
    } catch (cause) {
      void freshIntent();
      throw cause;
    }
  }

  /** The charge's result, or null when it failed (the reason is in `error`). */
  async function pay(choice: TPaymentChoice): Promise<TResult | null> {
    // The button is disabled while paying; this also stops a second submit in the same tick.
    if (inFlight.current) return null;
    inFlight.current = true;
    setPaying(true);
    setError(null);
    const fingerprint = JSON.stringify(choice);
    try {
      if (saved.current?.choice !== fingerprint) {
        saved.current = { payment: await savePayment(choice), choice: fingerprint };
        key.renew();
      }
      const result = await charge(saved.current.payment, key.current());
      saved.current = null;
      key.renew();
      return result;
    } catch (cause) {
      if (!isRetryableFailure(cause)) {
        if (saved.current?.payment.setupIntentId) void freshIntent();
        saved.current = null;
        key.renew();
      }
      setError(cause instanceof Error ? cause.message : String(cause));
      return null;
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  }

  return { intent, pay, paying, error, clearError: () => setError(null) };
}
