import {
  REGISTRATION_APPLICATION_KINDS,
  REGISTRATION_STATUSES,
  ZAbnApplication,
  ZBusinessNameApplication,
} from '@app/domain';
import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import {
  getRegistrationApplication,
  listRegistrationApplications,
  saveRegistrationApplication,
  submitRegistrationApplication,
  type TRegistrationApplicationView,
} from './service/registration-applications.js';
import type { TRegistrationEntry } from './tables.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const ZOptionalId = z.object({ id: z.string().min(1).max(64).optional() });

/** ABN applications and business name registrations. */
export function registerAbnGraphql(builder: TBuilder) {
  const Status = builder.enumType('RegistrationStatus', { values: REGISTRATION_STATUSES });
  const Kind = builder.enumType('RegistrationApplicationKind', {
    values: REGISTRATION_APPLICATION_KINDS,
  });
  const Event = builder.objectRef<TRegistrationEntry>('RegistrationApplicationEvent').implement({
    fields: (t) => ({
      status: t.field({ type: Status, nullable: false, resolve: (e) => e.status }),
      at: t.field({ type: 'DateTime', nullable: false, resolve: (e) => new Date(e.at) }),
      reason: t.string({ nullable: true, resolve: (e) => e.reason ?? null }),
    }),
  });
  const Application = builder
    .objectRef<TRegistrationApplicationView>('RegistrationApplication')
    .implement({
      fields: (t) => ({
        id: t.exposeID('id', { nullable: false }),
        kind: t.field({ type: Kind, nullable: false, resolve: (a) => a.kind }),
        status: t.field({ type: Status, nullable: false, resolve: (a) => a.status }),
        form: t.field({ type: 'JSON', nullable: false, resolve: (a) => a.form }),
        timeline: t.field({ type: [Event], nullable: false, resolve: (a) => a.timeline }),
        abn: t.exposeString('abn', { nullable: true }),
        businessId: t.exposeString('businessId', { nullable: true }),
        decisionReason: t.exposeString('decisionReason', { nullable: true }),
        createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      }),
    });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      registrationApplication: t.field({
        type: Application,
        nullable: false,
        args: { id: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          getRegistrationApplication({
            deps: ctx.deps,
            userId: ctx.viewer.user.id,
            id: parseInput(ZId, args).id,
          }),
      }),
      registrationApplications: t.field({
        type: [Application],
        nullable: false,
        resolve: (_r, _a, ctx) =>
          listRegistrationApplications({ deps: ctx.deps, userId: ctx.viewer.user.id }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    const saveArgs = { id: t.arg.id(), data: t.arg({ type: 'JSON', required: true }) };
    return {
      saveAbnApplication: t.field({
        type: Application,
        nullable: false,
        args: saveArgs,
        resolve: (_r, args, ctx) =>
          saveRegistrationApplication({
            deps: ctx.deps,
            userId: ctx.viewer.user.id,
            kind: 'ABN_REGISTRATION',
            id: parseInput(ZOptionalId, { id: args.id ?? undefined }).id,
            form: parseInput(ZAbnApplication, args.data),
          }),
      }),
      saveBusinessNameApplication: t.field({
        type: Application,
        nullable: false,
        args: saveArgs,
        resolve: (_r, args, ctx) =>
          saveRegistrationApplication({
            deps: ctx.deps,
            userId: ctx.viewer.user.id,
            kind: 'BUSINESS_NAME',
            id: parseInput(ZOptionalId, { id: args.id ?? undefined }).id,
            form: parseInput(ZBusinessNameApplication, args.data),
          }),
      }),
      submitRegistrationApplication: t.field({
        type: Application,
        nullable: false,
        args: { id: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          submitRegistrationApplication({
            deps: ctx.deps,
            userId: ctx.viewer.user.id,
            id: parseInput(ZId, args).id,
          }),
      }),
    };
  });
}
