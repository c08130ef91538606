import { z } from 'zod';
import { BUNDLE_BILLING_CYCLES } from './pricing.js';

// The billing operations' inputs (SPEC §7), checked at the server's edge.

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is too long`);
const handle = z.string().trim().min(1, 'Choose a plan').max(100);
const codes = z.array(z.string().trim().max(50)).max(5, 'At most 5 coupons').nullish();
const key = z.string().trim().min(8).max(200).nullish();

export const ZExtraUpgradeProps = z
  .object({
    couponCodes: codes,
    businessName: z.string().trim().max(200).nullish(),
    assetFlakeId: z.string().trim().max(64).nullish(),
  })
  .nullish();

export const ZCreateSubscription = z.object({
  paymentProfile: z.object({
    currentSubscriptionId: z.string().max(200, 'currentSubscriptionId is too long').nullish(),
    currentSubscriptionPrice: z
      .number()
      .int()
      .min(0, 'currentSubscriptionPrice must be 0 or more')
      .max(100_000_000, 'currentSubscriptionPrice is too large')
      .nullish(),
    paymentMethodId: id('paymentMethodId'),
    stripeCustomerId: z.string().max(200, 'stripeCustomerId is too long').nullish(),
    pricePointHandle: handle,
  }),
  extraUpgradeProps: ZExtraUpgradeProps,
  setupIntentId: z.string().trim().max(200).nullish(),
  idempotencyKey: key,
});

export const ZMigrationPreviewInput = z.object({
  subscriptionId: id('subscriptionId'),
  productHandle: handle,
  pricePointHandle: z.string().max(100, 'pricePointHandle is too long').nullish(),
  includeInitialCharge: z.boolean().nullish(),
});

export const ZMigrateSubscription = z.object({
  subscriptionId: id('subscriptionId'),
  targetProduct: handle,
  extraUpgradeProps: ZExtraUpgradeProps,
  idempotencyKey: key,
});

export const ZChangeSubscription = ZMigrateSubscription.extend({
  upgrade: z.boolean(),
  survey: z
    .object({
      reason: z.string().trim().max(200).nullish(),
      comment: z.string().trim().max(2000).nullish(),
    })
    .nullish(),
});

export const ZCancelSubscription = z.object({
  subscriptionId: id('subscriptionId'),
  subscription: z
    .object({
      cancelAtEndOfPeriod: z.boolean().nullish(),
      reason: z.string().trim().max(500).nullish(),
    })
    .nullish(),
});

export const ZReactivateSubscription = z.object({
  subscriptionId: id('subscriptionId'),
  subscription: z
    .object({
      include_trial: z.boolean().nullish(),
      preserve_balance: z.boolean().nullish(),
      resume: z.boolean().nullish(),
    })
    .nullish(),
  idempotencyKey: key,
});

export const ZSignAgreement = z.object({
  subscriptionId: id('subscriptionId'),
  signatureName: z
    .string()
    .trim()
    .min(2, 'Type your full name to sign')
    .max(200, 'The name is too long'),
});

export const ZCreateBundle = z.object({
  handles: z.array(handle).min(2, 'A bundle needs at least two plans').max(8),
  billingCycle: z.enum(BUNDLE_BILLING_CYCLES, {
    error: "billingCycle must be 'quarterly' or 'upfront'",
  }),
  paymentMethodId: id('paymentMethodId'),
  entityName: z.string().trim().max(200).nullish(),
  idempotencyKey: key,
});

export const ZPreviewBundle = ZCreateBundle.pick({ handles: true, billingCycle: true });

export const ZUpgradeNotify = z.object({
  firstName: z.string().trim().min(1, 'firstName is required').max(100),
  lastName: z.string().trim().min(1, 'lastName is required').max(100),
  email: z.email('Not a valid email address').max(254, 'The email address is too long'),
  phone: z.string().trim().max(30).nullish(),
  plan: z.string().trim().min(1, 'plan is required').max(100),
});

export const ZUpdateIntent = z.object({
  setupIntentId: id('setupIntentId'),
  subscriptionId: z.string().trim().max(200).nullish(),
});
