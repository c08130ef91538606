import { FREE_TRIAL_DAYS } from './catalogue.js';
import type { TMigrationRefusal } from './migration-check.js';

// Billing's user-facing texts beyond the §8 catalogue in shared/messages.ts.
export const BILLING_MESSAGES = {
  trialActivated: `Your ${FREE_TRIAL_DAYS} day free trial has been activated`,
  paymentNotConfirmed:
    'We could not confirm your payment with the payment service. Nothing has been added to your account; if any money was taken it will be refunded automatically. Please try again in a few minutes.',
  alreadyPurchased: 'You already have this. Nothing was charged for it.',
  paymentMethodRequired: 'Add a payment method first.',
  paymentInProgress:
    'Another payment on your account is still being processed. Please try again in a moment.',
  // Refusals of the payment set-up and of payment methods.
  setupExpired: 'This payment set-up has expired. Please start again.',
  setupNotFound: 'This payment set-up was not found.',
  setupNotConfirmed:
    'Enter your new payment details first: this payment set-up (setupIntentId) has no confirmed card or account.',
  setupMismatch: 'The payment details do not match this payment set-up.',
  cardExpired: "Your card's expiry date is in the past.",
  cardDeclined: 'Your card was declined.',
  paymentDeclined: 'Your payment was declined.',
  cardOrBankNeeded: 'Enter a card or a bank account.',
  paymentMethodNotFound: 'That payment method was not found.',
  paymentMethodEnterAgain: 'That payment method was not found. Please enter your details again.',
  chargeNotFound: 'That charge was not found.',
  refundOnlySettled: 'Only a settled payment can be refunded.',
  refundTooLarge: 'A refund cannot exceed the payment.',
  idempotencyKeyTooLong: 'The idempotency key is too long.',
  idempotencyKeyReused: 'This request key was already used for a different request.',
  webhooksOff: 'Webhooks are not configured.',
  webhookSignatureMissing: 'Missing Stripe-Signature header.',
  webhookSignatureInvalid: 'The webhook signature is invalid.',
  // Refusals of purchases and plan changes.
  planNotForSale: 'That plan is not for sale.',
  licensedUntil: (endDate: string) =>
    `This document is already licensed until ${endDate}. Nothing was charged.`,
  couponUnknown: (code: string) => `The coupon ${code} does not exist.`,
  couponsOnTrial: (trialDays: number) =>
    `Coupons cannot be used on a free trial: nothing is charged for ${trialDays} days.`,
  alreadyHavePlan: (planName: string) => `You already have the ${planName} plan.`,
  alreadyCoveredBy: (planName: string) =>
    `You already have the ${planName} plan, which covers the same. Change your plan instead of buying a second one.`,
  nowCoveredBy: (planName: string) =>
    `You now have the ${planName} plan, which covers the same. Change that plan instead of reactivating this one.`,
  planEnded: 'This plan has already ended.',
  noPeriodToEnd: 'This plan has no billing period to end with. Cancel it now instead.',
  notSetToCancel: 'This plan is not set to cancel.',
  reactivateOnlyCancelled: 'Only a cancelled or pending plan can be reactivated.',
  reactivateBuyAgain: 'This purchase cannot be reactivated. Buy it again instead.',
  justReactivated: 'This plan has just been reactivated.',
  justChanged: 'This plan has just been changed. Please check it again.',
  agreementCustomerOnly: 'Only the customer can sign their plan agreement.',
  agreementNone: 'This plan has no agreement to sign.',
  followOwnOnly: 'You can only follow your own subscriptions.',
  invoiceNotFound: 'That invoice was not found.',
  subscriptionNotFound: 'That subscription was not found.',
  bundleNotFound: 'That bundle was not found.',
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
