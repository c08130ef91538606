import type { TMigrationRefusal } from './migration-check.js';

// Billing's user-facing texts beyond the §8 catalogue in shared/messages.ts.
export const BILLING_MESSAGES = {
  trialActivated: 'Your 7 day free trial has been activated',
  paymentNotConfirmed:
    'We could not confirm your payment with the payment service. Nothing has been added to your account; if any money was taken it will be refunded automatically. Please try again in a few minutes.',
  alreadyPurchased: 'You already have this. Nothing was charged for it.',
  paymentMethodRequired: 'Add a payment method first.',
  paymentInProgress:
    'Another payment on your account is still being processed. Please try again in a moment.',
} as const;

/** Why a plan change was refused (the migration check of SPEC §4), in the customer's words. */
export const MIGRATION_REFUSAL_MESSAGES: Record<TMigrationRefusal, string> = {
  'unknown-plan': 'That plan does not exist.',
  'not-upgradeable': 'This plan cannot be changed online. Please contact us to change it.',
  'not-allowed': 'This plan cannot be changed online. Please contact us to change it.',
  'target-pay-per-doc': 'A plan cannot be changed to pay per document.',
  'target-not-recurring': 'A plan can only be changed to another subscription plan.',
  'price-not-higher': 'To upgrade, choose a plan that costs more than your current plan.',
  'price-not-lower': 'To downgrade, choose a plan that costs less than your current plan.',
  'different-category': 'Your plan can only be changed to a plan of the same kind.',
  'no-active-subscription': 'Only an active or trialing plan can be changed.',
};
