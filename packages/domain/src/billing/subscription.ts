import { z } from 'zod';

// A user's subscription as the billing rules see it, and the other billing records of
// SPEC §3 that the rules read (active card, migration preview).

export const SUBSCRIPTION_STATES = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'pending',
  'expired',
] as const;
export type TSubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** What a line of the customer's plan list is: a plan bought alone, or one inside a bundle. */
export const SUBSCRIPTION_ITEM_TYPES = ['subscription', 'bundle'] as const;
export type TSubscriptionItemType = (typeof SUBSCRIPTION_ITEM_TYPES)[number];

/**
 * States that keep a plan's rights. past_due keeps them while the card is retried (the
 * banner asks for new details); unpaid means the retries ran out.
 */
export const ENTITLED_STATES = ['trialing', 'active', 'past_due'] as const;

export function isEntitled(state: TSubscriptionState): boolean {
  return (ENTITLED_STATES as readonly string[]).includes(state);
}

export function hasPaymentProblem(state: TSubscriptionState): boolean {
  return state === 'past_due' || state === 'unpaid';
}

const optionalDate = z.coerce.date().nullable().default(null);

export const ZUserSubscription = z.object({
  id: z.string().min(1),
  handle: z.string().min(1),
  state: z.enum(SUBSCRIPTION_STATES),
  cancelAtEndPeriod: z.boolean().default(false),
  trialEndsAt: optionalDate,
  currentPeriodEndsAt: optionalDate,
  pastDueSince: optionalDate,
  /** When it began; orders subscriptions for earliestSubscriptionIndex. */
  activatedAt: optionalDate,
  needsSignedAgreement: z.boolean().default(false),
  signed: z.boolean().default(false),
  isTeamSubscription: z.boolean().default(false),
});
export type TUserSubscription = z.output<typeof ZUserSubscription>;

/** An agreement still to sign, on a subscription that has not ended. */
export function isUnsigned(
  subscription: Pick<TUserSubscription, 'needsSignedAgreement' | 'signed' | 'state'>,
): boolean {
  const ended = subscription.state === 'canceled' || subscription.state === 'expired';
  return subscription.needsSignedAgreement && !subscription.signed && !ended;
}

export const ZActiveCard = z.object({
  subscriptionId: z.string(),
  subscriptionName: z.string(),
  cardType: z.string(),
  lastFour: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(9999),
  selfServiceUrl: z.string().nullable().default(null),
  currentCoupon: z.string().nullable().default(null),
});
export type TActiveCard = z.output<typeof ZActiveCard>;

/** GetMigrationPreview's answer, field names as the billing provider spells them. */
export const ZMigrationPreview = z.object({
  prorated_adjustment_in_cents: z.number().int(),
  charge_in_cents: z.number().int(),
  payment_due_in_cents: z.number().int(),
  credit_applied_in_cents: z.number().int(),
});
export type TMigrationPreview = z.infer<typeof ZMigrationPreview>;
