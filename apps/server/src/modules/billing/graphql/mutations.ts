import {
  ZCancelSubscription,
  ZChangeSubscription,
  ZCreateBundle,
  ZCreateSubscription,
  ZMigrateSubscription,
  ZReactivateSubscription,
  ZSignAgreement,
} from '@app/domain';
import type { TBuilder } from '../../../platform/graphql/builder.js';
import { wireEnums } from '../../../platform/graphql/enums.js';
import { parseInput } from '../../../platform/http/parse.js';
import { signSubscriptionAgreement } from '../service/agreement.js';
import { createBundle } from '../service/bundles.js';
import {
  cancelSubscription,
  reactivateSubscription,
  removeDelayedCancellation,
} from '../service/cancel.js';
import { changeSubscription, migrateSubscription } from '../service/migrate.js';
import { createSubscription } from '../service/purchase.js';
import type { TBillingTypes } from './types.js';

export function billingMutations(builder: TBuilder, types: TBillingTypes) {
  const { BundleBillingCycle } = wireEnums(builder);
  const PaymentProfileInput = builder.inputType('PaymentProfileInput', {
    fields: (t) => ({
      currentSubscriptionId: t.string(),
      currentSubscriptionPrice: t.int(),
      paymentMethodId: t.string({ required: true }),
      stripeCustomerId: t.string(),
      pricePointHandle: t.string({ required: true }),
    }),
  });
  const ExtraUpgradePropsInput = builder.inputType('ExtraUpgradePropsInput', {
    fields: (t) => ({
      couponCodes: t.stringList(),
      businessName: t.string(),
      assetFlakeId: t.string(),
    }),
  });
  const UpgradeUserInput = builder.inputType('UpgradeUserInput', {
    fields: (t) => ({ email: t.string(), firstName: t.string(), lastName: t.string() }),
  });
  const SurveyInput = builder.inputType('SurveyInput', {
    fields: (t) => ({ reason: t.string(), comment: t.string() }),
  });
  const CancelInput = builder.inputType('CancelInput', {
    fields: (t) => ({ cancelAtEndOfPeriod: t.boolean(), reason: t.string() }),
  });
  const ReactivateInput = builder.inputType('ReactivateInput', {
    fields: (t) => ({
      include_trial: t.boolean(),
      preserve_balance: t.boolean(),
      resume: t.boolean(),
    }),
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      createSubscription: t.field({
        type: types.CreateSubscriptionResult,
        nullable: false,
        args: {
          paymentProfile: t.arg({ type: PaymentProfileInput, required: true }),
          extraUpgradeProps: t.arg({ type: ExtraUpgradePropsInput }),
          setupIntentId: t.arg.string(),
          idempotencyKey: t.arg.string(),
        },
        resolve: (_root, args, ctx) => {
          const input = parseInput(ZCreateSubscription, args);
          return createSubscription(ctx.deps, {
            viewer: ctx.viewer,
            input: {
              paymentMethodId: input.paymentProfile.paymentMethodId,
              pricePointHandle: input.paymentProfile.pricePointHandle,
              couponCodes: input.extraUpgradeProps?.couponCodes,
              businessName: input.extraUpgradeProps?.businessName,
              assetFlakeId: input.extraUpgradeProps?.assetFlakeId,
              setupIntentId: input.setupIntentId,
              idempotencyKey: input.idempotencyKey,
            },
          });
        },
      }),
      migrateSubscription: t.field({
        type: types.SubscriptionListItem,
        nullable: false,
        args: {
          subscriptionId: t.arg.string({ required: true }),
          targetProduct: t.arg.string({ required: true }),
          user: t.arg({ type: UpgradeUserInput }),
          extraUpgradeProps: t.arg({ type: ExtraUpgradePropsInput }),
          idempotencyKey: t.arg.string(),
        },
        resolve: (_root, args, ctx) => {
          const input = parseInput(ZMigrateSubscription, args);
          return migrateSubscription(ctx.deps, {
            viewer: ctx.viewer,
            subscriptionId: input.subscriptionId,
            targetHandle: input.targetProduct,
            couponCodes: input.extraUpgradeProps?.couponCodes,
            idempotencyKey: input.idempotencyKey,
          });
        },
      }),
      changeSubscription: t.field({
        type: types.SubscriptionListItem,
        nullable: false,
        args: {
          subscriptionId: t.arg.string({ required: true }),
          targetProduct: t.arg.string({ required: true }),
          user: t.arg({ type: UpgradeUserInput }),
          upgrade: t.arg.boolean({ required: true }),
          survey: t.arg({ type: SurveyInput }),
          extraUpgradeProps: t.arg({ type: ExtraUpgradePropsInput }),
          idempotencyKey: t.arg.string(),
        },
        resolve: (_root, args, ctx) => {
          const input = parseInput(ZChangeSubscription, args);
          return changeSubscription(ctx.deps, {
            viewer: ctx.viewer,
            subscriptionId: input.subscriptionId,
            targetHandle: input.targetProduct,
            upgrade: input.upgrade,
            survey: input.survey,
            couponCodes: input.extraUpgradeProps?.couponCodes,
            idempotencyKey: input.idempotencyKey,
          });
        },
      }),
      cancelSubscriptionImmediate: t.field({
        type: types.SubscriptionListItem,
        nullable: false,
        args: {
          subscriptionId: t.arg.string({ required: true }),
          subscription: t.arg({ type: CancelInput }),
        },
        resolve: (_root, args, ctx) => {
          const input = parseInput(ZCancelSubscription, args);
          return cancelSubscription(ctx.deps, {
            viewer: ctx.viewer,
            subscriptionId: input.subscriptionId,
            atEndOfPeriod: input.subscription?.cancelAtEndOfPeriod ?? false,
            reason: input.subscription?.reason,
          });
        },
      }),
      reactivateSubscription: t.field({
        type: types.ReactivationResult,
        nullable: false,
        args: {
          subscriptionId: t.arg.string({ required: true }),
          subscription: t.arg({ type: ReactivateInput }),
          idempotencyKey: t.arg.string(),
        },
        resolve: (_root, args, ctx) => {
          const input = parseInput(ZReactivateSubscription, args);
          return reactivateSubscription(ctx.deps, {
            viewer: ctx.viewer,
            subscriptionId: input.subscriptionId,
            includeTrial: input.subscription?.include_trial ?? false,
            preserveBalance: input.subscription?.preserve_balance ?? true,
            resume: input.subscription?.resume ?? true,
            idempotencyKey: input.idempotencyKey,
          });
        },
      }),
      removeDelayedCancellation: t.field({
        type: types.SubscriptionListItem,
        nullable: false,
        args: { subscriptionId: t.arg.string({ required: true }) },
        resolve: (_root, args, ctx) =>
          removeDelayedCancellation(ctx.deps, {
            viewer: ctx.viewer,
            subscriptionId: args.subscriptionId,
          }),
      }),
      signSubscriptionAgreement: t.field({
        type: types.SubscriptionListItem,
        nullable: false,
        args: {
          subscriptionId: t.arg.string({ required: true }),
          signatureName: t.arg.string({ required: true }),
        },
        resolve: (_root, args, ctx) => {
          const input = parseInput(ZSignAgreement, args);
          return signSubscriptionAgreement(ctx.deps, { viewer: ctx.viewer, ...input });
        },
      }),
      createBundle: t.field({
        type: types.Bundle,
        nullable: false,
        args: {
          handles: t.arg.stringList({ required: true }),
          billingCycle: t.arg({ type: BundleBillingCycle, required: true }),
          paymentMethodId: t.arg.string({ required: true }),
          entityName: t.arg.string(),
          idempotencyKey: t.arg.string(),
        },
        resolve: (_root, args, ctx) => {
          const input = parseInput(ZCreateBundle, args);
          return createBundle(ctx.deps, { viewer: ctx.viewer, ...input });
        },
      }),
    };
  });
}
