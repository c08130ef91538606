import {
  COMPANY_PLAN_HANDLE,
  companyTrialPlan,
  coveringPlanName,
  PURCHASE_TIMINGS,
  type TCompanyTrialPlan,
  type TSubscriptionState,
  trialStatusPollAttempts,
} from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TSessionUser } from '../../../lib/session';
import {
  companyDocumentLibraryQueryKey,
  getCompanyDocumentLibrary,
} from '../api/company-document-library';
import { createSubscription } from '../api/create-subscription';
import { migrateSubscription } from '../api/migrate-subscription';
import { defaultPaymentMethod, paymentMethodsQueryOptions } from '../api/payment-methods';
import { confirmSandboxSetupIntent, type TPaymentDetails } from '../api/sandbox-confirm';
import { createSetupIntent, type TSetupIntent } from '../api/setup-intent';
import { notifyUpgradeFailed } from '../api/upgrade-notify';
import {
  type TSubscriptionListItem,
  userSubscriptionsQueryKey,
  userSubscriptionsQueryOptions,
} from '../api/user-subscriptions';
import { useIdempotencyKey } from './use-idempotency-key';
import { STRIPE_CARD_ENTRY_NOTE } from './use-payment-attempt';

// The company plan free trial of SPEC §4: migrate a trialing subscription, or subscribe with
// the default payment method (asking for a card when there is none); then wait for the
// company's bulk e-sign to come on, and show the trial with its renewal date. A customer who
// already pays for a plan that covers documents is never given a second plan: theirs changes
// to the company plan at a price they see and confirm first, or they are told why not.

export type TCompanyTrialState =
  | { step: 'offer' }
  | { step: 'card'; intent: TSetupIntent; error: string | null; saving: boolean }
  | { step: 'change'; subscriptionId: string; fromName: string; error: string | null }
  | { step: 'covered'; planName: string }
  | { step: 'activating' }
  | { step: 'done'; renewalDate: string | null; changed: boolean }
  | { step: 'failed' };

/** The route the trial takes for the subscriptions held (see companyTrialPlan). */
export function trialPlanOf(data: {
  activeSubscription: { isTrialing: boolean; canClaimTrial: boolean; id: string | null };
  subscriptionList: readonly TSubscriptionListItem[];
}): TCompanyTrialPlan {
  return companyTrialPlan({
    summary: data.activeSubscription,
    subscriptions: data.subscriptionList.map((s) => ({
      id: s.id,
      handle: s.product,
      state: s.state as TSubscriptionState,
    })),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks every 1.5 s, for at most 15 s, whether bulk e-sign is on; carries on regardless. */
export async function waitForBulkEsign(applicationId: string, pause = sleep): Promise<boolean> {
  const attempts = trialStatusPollAttempts();
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await pause(PURCHASE_TIMINGS.trialStatusPollMs);
    try {
      const library = await getCompanyDocumentLibrary(applicationId);
      if (library.sendBulkEsign.available) return true;
    } catch {
      // The trial is on whatever the library says; keep asking until the time is up.
    }
  }
  return false;
}

function renewalOf(subscription: TSubscriptionListItem): string | null {
  return (
    subscription.trialEndsAt ?? subscription.renewalDate ?? subscription.currentPeriodEndsAt ?? null
  );
}

export function useCompanyTrial(user: TSessionUser, applicationId: string) {
  const client = useQueryClient();
  const key = useIdempotencyKey();
  const [state, setState] = useState<TCompanyTrialState>({ step: 'offer' });
  const busy = useRef(false);

  const finish = async (subscription: TSubscriptionListItem, changed = false) => {
    await waitForBulkEsign(applicationId);
    key.renew();
    // Plans, flags and the company's documents all changed: nothing cached still holds.
    await Promise.all([
      client.invalidateQueries({ queryKey: userSubscriptionsQueryKey }),
      client.invalidateQueries({ queryKey: companyDocumentLibraryQueryKey }),
      client.invalidateQueries({ queryKey: ['current-user'] }),
    ]);
    setState({ step: 'done', renewalDate: renewalOf(subscription), changed });
  };

  // The customer sees the catalogue text; the sales team hears of it and follows up.
  const fail = () => {
    setState({ step: 'failed' });
    void notifyUpgradeFailed(user, COMPANY_PLAN_HANDLE).catch(() => {});
  };

  /** `savedThrough` names the set-up that saved the card; a card already on file has none. */
  const subscribe = async (
    intent: TSetupIntent,
    paymentMethodId: string,
    savedThrough: 'this-intent' | 'earlier',
  ) => {
    const result = await createSubscription({
      paymentProfile: {
        paymentMethodId,
        stripeCustomerId: intent.stripeCustomerId,
        pricePointHandle: COMPANY_PLAN_HANDLE,
      },
      ...(savedThrough === 'this-intent' ? { setupIntentId: intent.intentId } : {}),
      idempotencyKey: key.current(),
    });
    await finish(result.subscription);
  };

  const start = async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ step: 'activating' });
    try {
      const plan = trialPlanOf(await client.fetchQuery(userSubscriptionsQueryOptions()));
      if (plan.route === 'migrate' && plan.current) {
        const subscription = await migrateSubscription({
          subscriptionId: plan.current.id,
          targetProduct: COMPANY_PLAN_HANDLE,
          idempotencyKey: key.current(),
        });
        await finish(subscription);
        return;
      }
      if (plan.route === 'change-plan' && plan.current) {
        setState({
          step: 'change',
          subscriptionId: plan.current.id,
          fromName: coveringPlanName(plan) ?? '',
          error: null,
        });
        return;
      }
      if (plan.route === 'covered') {
        setState({ step: 'covered', planName: coveringPlanName(plan) ?? '' });
        return;
      }
      const [intent, methods] = await Promise.all([
        createSetupIntent(user),
        client.fetchQuery(paymentMethodsQueryOptions()),
      ]);
      const method = defaultPaymentMethod(methods);
      if (!method) {
        setState({ step: 'card', intent, error: null, saving: false });
        return;
      }
      await subscribe(intent, method.id, 'earlier');
    } catch {
      fail();
    } finally {
      busy.current = false;
    }
  };

  /** A card saved through Stripe.js (or chosen from those on file): subscribe with it. */
  const payWithSaved = async (paymentMethodId: string) => {
    if (state.step !== 'card' || busy.current) return;
    const { intent } = state;
    busy.current = true;
    setState({ step: 'activating' });
    try {
      await subscribe(intent, paymentMethodId, 'earlier');
    } catch {
      fail();
    } finally {
      busy.current = false;
    }
  };

  /** The card step: save the card through the intent, then subscribe with it. */
  const payWith = async (details: TPaymentDetails) => {
    if (state.step !== 'card' || busy.current) return;
    const { intent } = state;
    if (intent.gateway !== 'sandbox') {
      setState({ ...state, error: STRIPE_CARD_ENTRY_NOTE });
      return;
    }
    busy.current = true;
    setState({ ...state, error: null, saving: true });
    let paymentMethodId: string;
    try {
      ({ paymentMethodId } = await confirmSandboxSetupIntent({
        intentId: intent.intentId,
        clientSecret: intent.clientSecret,
        details,
      }));
    } catch (cause) {
      // A mistyped or refused card is the customer's to fix: say why, with a fresh intent.
      const message = cause instanceof Error ? cause.message : String(cause);
      try {
        const fresh = await createSetupIntent(user);
        setState({ step: 'card', intent: fresh, error: message, saving: false });
      } catch {
        fail();
      }
      busy.current = false;
      return;
    }
    setState({ step: 'activating' });
    try {
      await subscribe(intent, paymentMethodId, 'this-intent');
    } catch {
      fail();
    } finally {
      busy.current = false;
    }
  };

  /** The customer has seen the price of changing plan and confirms it. */
  const confirmChange = async () => {
    if (state.step !== 'change' || busy.current) return;
    const current = state;
    busy.current = true;
    setState({ step: 'activating' });
    try {
      const subscription = await migrateSubscription({
        subscriptionId: current.subscriptionId,
        targetProduct: COMPANY_PLAN_HANDLE,
        idempotencyKey: key.current(),
      });
      await finish(subscription, true);
    } catch (cause) {
      // A decline or a refusal is the customer's to see; the plan is unchanged.
      setState({ ...current, error: cause instanceof Error ? cause.message : String(cause) });
    } finally {
      busy.current = false;
    }
  };

  const reset = () => {
    if (!busy.current) setState({ step: 'offer' });
  };

  return { state, start, payWith, payWithSaved, confirmChange, reset };
}
