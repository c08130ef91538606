import { REGISTRATION_MESSAGES, ZSaveCompanyStep } from '@app/domain';
import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import { registerAbnGraphql } from './graphql-abn.js';
import { registerTrademarkGraphql } from './graphql-trademark.js';
import { defineRegistrationTypes } from './graphql-types.js';
import { checkCompanyName } from './service/check-company-name.js';
import { getCompanyApplication, listCompanyApplications } from './service/read-applications.js';
import { saveCompanyStep } from './service/save-step.js';
import { startCompanyApplication } from './service/start-application.js';
import { submitCompanyApplication } from './service/submit-application.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const ZPay = ZId.extend({ paymentMethodId: z.string().min(1).max(255).nullish() });
const ZName = z.object({
  name: z
    .string({ error: REGISTRATION_MESSAGES.nameRequired })
    .trim()
    .min(2, REGISTRATION_MESSAGES.nameRequired)
    .max(200),
});

export function registerRegistrationsGraphql(builder: TBuilder) {
  const { Step, Application, Availability } = defineRegistrationTypes(builder);
  registerAbnGraphql(builder);
  registerTrademarkGraphql(builder);

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      companyApplication: t.field({
        type: Application,
        nullable: false,
        args: { id: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          getCompanyApplication({
            deps: ctx.deps,
            userId: ctx.viewer.user.id,
            applicationId: parseInput(ZId, args).id,
          }),
      }),
      companyApplications: t.field({
        type: [Application],
        nullable: false,
        resolve: (_r, _a, ctx) =>
          listCompanyApplications({ deps: ctx.deps, userId: ctx.viewer.user.id }),
      }),
      companyNameAvailability: t.field({
        type: Availability,
        nullable: false,
        args: { name: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) =>
          checkCompanyName({ deps: ctx.deps, name: parseInput(ZName, args).name }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      startCompanyApplication: t.field({
        type: Application,
        nullable: false,
        resolve: (_r, _a, ctx) =>
          startCompanyApplication({ deps: ctx.deps, userId: ctx.viewer.user.id }),
      }),
      saveCompanyApplicationStep: t.field({
        type: Application,
        nullable: false,
        args: {
          id: t.arg.id({ required: true }),
          step: t.arg({ type: Step, required: true }),
          data: t.arg({ type: 'JSON', required: true }),
        },
        resolve: (_r, args, ctx) =>
          saveCompanyStep({
            deps: ctx.deps,
            userId: ctx.viewer.user.id,
            applicationId: parseInput(ZId, args).id,
            input: parseInput(ZSaveCompanyStep, { step: args.step, data: args.data }),
          }),
      }),
      submitCompanyApplication: t.field({
        type: Application,
        nullable: false,
        description:
          'Pay and lodge: takes the fees with the payment method (not needed once paid), then lodges the Form 201 with ASIC.',
        args: {
          id: t.arg.id({ required: true }),
          paymentMethodId: t.arg.string({ required: false }),
        },
        resolve: (_r, args, ctx) => {
          const input = parseInput(ZPay, args);
          return submitCompanyApplication({
            deps: ctx.deps,
            user: ctx.viewer.user,
            applicationId: input.id,
            paymentMethodId: input.paymentMethodId ?? null,
          });
        },
      }),
    };
  });
}
