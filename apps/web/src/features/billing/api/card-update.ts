import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TSessionUser } from '../../../lib/session';
import { confirmSandboxSetupIntent, type TCardDetails } from './sandbox-confirm';
import { createSetupIntent, type TSetupIntent } from './setup-intent';
import { useInvalidateUserSubscriptions } from './user-subscriptions';

// Updating the card on a subscription: a setup intent collects the new card (the sandbox
// gateway plays the card processor), then POST /stripe/update-intent makes it the default
// and charges a past_due or unpaid plan again at once.

/**
 * A fresh intent each time the card form mounts, dropped as soon as it closes: a confirmed
 * intent cannot take a second card.
 */
export function useCardSetupIntent(user: TSessionUser, subscriptionId: string) {
  return useQuery({
    queryKey: ['billing', 'card-update-intent', subscriptionId],
    queryFn: () => createSetupIntent(user),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export type TUpdateIntentResult = {
  paymentMethodId: string;
  /** True when a past_due or unpaid plan was charged again at once. */
  retried: boolean;
  /** The subscription's state after the retry, when one was given. */
  state: string | null;
};

export function updateIntent(input: {
  setupIntentId: string;
  subscriptionId?: string;
}): Promise<TUpdateIntentResult> {
  return apiRequest<TUpdateIntentResult>('/stripe/update-intent', {
    method: 'POST',
    body: input,
  });
}

/** Confirms the new card, makes it the subscription's, and refreshes billing state. */
export function useUpdateCard() {
  const invalidate = useInvalidateUserSubscriptions();
  return useMutation({
    mutationFn: async (input: {
      intent: TSetupIntent;
      card: TCardDetails;
      subscriptionId: string;
    }) => {
      await confirmSandboxSetupIntent({
        intentId: input.intent.intentId,
        clientSecret: input.intent.clientSecret,
        details: { card: input.card },
      });
      return updateIntent({
        setupIntentId: input.intent.intentId,
        subscriptionId: input.subscriptionId,
      });
    },
    onSettled: invalidate,
  });
}
