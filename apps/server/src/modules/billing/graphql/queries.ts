import { ZMigrationPreviewInput, ZPreviewBundle } from '@app/domain';
import { z } from 'zod';
import { ANSWER_CACHED } from '../../../platform/graphql/answer-cache.js';
import type { TBuilder } from '../../../platform/graphql/builder.js';
import { wireEnums } from '../../../platform/graphql/enums.js';
import { parseInput } from '../../../platform/http/parse.js';
import { getSubscriptionAgreement } from '../service/agreement.js';
import { previewBundle } from '../service/bundles.js';
import { getCompanyDocumentLibrary } from '../service/company-library.js';
import { getMigrationPreview } from '../service/migrate.js';
import { createSetupIntent, listPaymentMethods } from '../service/payment-methods.js';
import { previewCheckout } from '../service/purchase.js';
import { getUserSubscriptions } from '../service/read.js';
import type { TBillingTypes } from './types.js';

export function billingQueries(builder: TBuilder, types: TBillingTypes) {
  const { BundleBillingCycle } = wireEnums(builder);
  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      getUserSubscriptions: t.field({
        type: types.UserSubscriptions,
        nullable: false,
        extensions: ANSWER_CACHED,
        resolve: (_root, _args, ctx) => getUserSubscriptions(ctx.deps, { user: ctx.viewer.user }),
      }),
      getMigrationPreview: t.field({
        type: types.MigrationPreview,
        nullable: false,
        args: {
          subscriptionId: t.arg.string({ required: true }),
          productHandle: t.arg.string({ required: true }),
          pricePointHandle: t.arg.string(),
          includeInitialCharge: t.arg.boolean(),
        },
        resolve: (_root, args, ctx) => {
          const input = parseInput(ZMigrationPreviewInput, args);
          return getMigrationPreview(ctx.deps, {
            viewer: ctx.viewer,
            subscriptionId: input.subscriptionId,
            targetHandle: input.pricePointHandle || input.productHandle,
          });
        },
      }),
      createSetupIntent: t.field({
        type: types.SetupIntent,
        nullable: false,
        args: {
          customerEmail: t.arg.string(),
          customerFlakeId: t.arg.string(),
          customerName: t.arg.string(),
        },
        // The intent is always for the signed-in customer, whatever the arguments say.
        resolve: (_root, _args, ctx) => createSetupIntent(ctx.deps, { user: ctx.viewer.user }),
      }),
      listPaymentMethod: t.field({
        type: [types.PaymentMethod],
        nullable: false,
        resolve: (_root, _args, ctx) =>
          listPaymentMethods(ctx.deps, { userId: ctx.viewer.user.id }),
      }),
      previewCheckout: t.field({
        type: types.CheckoutPreview,
        nullable: false,
        args: {
          productHandle: t.arg.string({ required: true }),
          couponCodes: t.arg.stringList(),
        },
        resolve: (_root, args, ctx) => {
          const input = parseInput(
            z.object({
              productHandle: z.string().trim().min(1).max(100),
              couponCodes: z.array(z.string().max(50)).max(5).nullish(),
            }),
            args,
          );
          return previewCheckout(ctx.deps, { viewer: ctx.viewer, ...input });
        },
      }),
      previewBundle: t.field({
        type: types.BundlePreview,
        nullable: false,
        args: {
          handles: t.arg.stringList({ required: true }),
          billingCycle: t.arg({ type: BundleBillingCycle, required: true }),
        },
        resolve: (_root, args, ctx) => {
          return previewBundle(ctx.deps, parseInput(ZPreviewBundle, args));
        },
      }),
      getSubscriptionAgreement: t.field({
        type: types.SubscriptionAgreement,
        nullable: false,
        args: { subscriptionId: t.arg.string({ required: true }) },
        resolve: (_root, args, ctx) =>
          getSubscriptionAgreement(ctx.deps, {
            viewer: ctx.viewer,
            subscriptionId: args.subscriptionId,
          }),
      }),
      getCompanyDocumentLibrary: t.field({
        type: types.CompanyDocumentLibrary,
        nullable: false,
        args: { applicationId: t.arg.string({ required: true }) },
        resolve: (_root, args, ctx) =>
          getCompanyDocumentLibrary(ctx.deps, {
            viewer: ctx.viewer,
            applicationId: args.applicationId,
          }),
      }),
    };
  });
}
