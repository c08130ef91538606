import {
  ATTACHED_PLAN_KINDS,
  attachedPlanKind,
  COMPLIANCE_ITEM_KINDS,
  COMPLIANCE_ITEM_STATUSES,
  isEntitled,
  type TSubscriptionState,
  ZAttachCompliancePlan,
  ZComplianceDates,
} from '@app/domain';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import { subscriptionRowsOf } from '../billing/index.js';
import { attachPlan, listAttachedPlans, type TAttachedPlan } from './attach-plan.js';
import {
  getComplianceCalendar,
  setComplianceDates,
  type TCalendarItem,
  type TComplianceProfile,
} from './calendar.js';
import { listComplianceWorkQueue, markComplianceItemDone, type TQueueItem } from './work-queue.js';

const ZBusinessArg = z.object({ businessId: z.string().trim().min(1).max(64) });
const ZItemArg = z.object({ itemId: z.string().trim().min(1).max(64) });

type TPlanSubscription = {
  subscriptionId: string;
  handle: string;
  kind: (typeof ATTACHED_PLAN_KINDS)[number];
  bundleId: string | null;
  attachedBusinessId: string | null;
};
type TCalendar = {
  businessId: string;
  profile: TComplianceProfile | null;
  items: TCalendarItem[];
};

/** The customer's live plans that can be attached to a business, and where each is. */
async function planSubscriptions(deps: TDeps, userId: string): Promise<TPlanSubscription[]> {
  const [rows, attached] = await Promise.all([
    subscriptionRowsOf(deps, userId),
    listAttachedPlans({ deps, userId }),
  ]);
  return rows.flatMap((s) => {
    const kind = attachedPlanKind(s.productHandle);
    if (!kind || !isEntitled(s.state as TSubscriptionState)) return [];
    const at = attached.find((a) => a.subscriptionId === s.id);
    return [
      {
        subscriptionId: s.id,
        handle: s.productHandle,
        kind,
        bundleId: s.bundleId,
        attachedBusinessId: at?.businessId ?? null,
      },
    ];
  });
}

export function registerComplianceGraphql(builder: TBuilder) {
  const PlanKind = builder.enumType('AttachedPlanKind', { values: ATTACHED_PLAN_KINDS });
  const ItemKind = builder.enumType('ComplianceItemKind', { values: COMPLIANCE_ITEM_KINDS });
  const ItemStatus = builder.enumType('ComplianceItemStatus', {
    values: COMPLIANCE_ITEM_STATUSES,
  });

  const AttachedPlan = builder.objectRef<TAttachedPlan>('AttachedPlan').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      businessId: t.exposeID('businessId', { nullable: false }),
      subscriptionId: t.exposeID('subscriptionId', { nullable: false }),
      bundleId: t.exposeID('bundleId', { nullable: true }),
      kind: t.field({ type: PlanKind, nullable: false, resolve: (p) => p.kind }),
      planHandle: t.exposeString('planHandle', { nullable: false }),
      attachedAt: t.expose('attachedAt', { type: 'DateTime', nullable: false }),
    }),
  });

  const PlanSubscription = builder.objectRef<TPlanSubscription>('PlanSubscription').implement({
    fields: (t) => ({
      subscriptionId: t.exposeID('subscriptionId', { nullable: false }),
      handle: t.exposeString('handle', { nullable: false }),
      kind: t.field({ type: PlanKind, nullable: false, resolve: (p) => p.kind }),
      bundleId: t.exposeID('bundleId', { nullable: true }),
      attachedBusinessId: t.exposeID('attachedBusinessId', { nullable: true }),
    }),
  });

  const ComplianceItem = builder.objectRef<TCalendarItem>('ComplianceItem').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      businessId: t.exposeID('businessId', { nullable: false }),
      kind: t.field({ type: ItemKind, nullable: false, resolve: (i) => i.kind }),
      title: t.exposeString('title', { nullable: false }),
      dueOn: t.exposeString('dueOn', { nullable: false }),
      status: t.field({ type: ItemStatus, nullable: false, resolve: (i) => i.status }),
      doneAt: t.expose('doneAt', { type: 'DateTime', nullable: true }),
    }),
  });
  const QueueItem = builder.objectRef<TQueueItem>('ComplianceQueueItem').implement({
    fields: (t) => ({
      item: t.field({ type: ComplianceItem, nullable: false, resolve: (i) => i }),
      businessName: t.exposeString('businessName', { nullable: false }),
      customerEmail: t.exposeString('customerEmail', { nullable: false }),
      planKinds: t.field({
        type: [PlanKind],
        nullable: false,
        resolve: (i) => i.planKinds as TPlanSubscription['kind'][],
      }),
    }),
  });

  const Calendar = builder.objectRef<TCalendar>('ComplianceCalendar').implement({
    fields: (t) => ({
      businessId: t.exposeID('businessId', { nullable: false }),
      registeredOn: t.string({ nullable: true, resolve: (c) => c.profile?.registeredOn ?? null }),
      businessNameRenewalOn: t.string({
        nullable: true,
        resolve: (c) => c.profile?.businessNameRenewalOn ?? null,
      }),
      registeredOfficeConsentOnFile: t.boolean({
        nullable: false,
        resolve: (c) => c.profile?.registeredOfficeConsentOnFile ?? false,
      }),
      items: t.field({ type: [ComplianceItem], nullable: false, resolve: (c) => c.items }),
    }),
  });

  const DatesInput = builder.inputType('ComplianceDatesInput', {
    fields: (t) => ({
      businessId: t.id({ required: true }),
      registeredOn: t.string({ required: true }),
      businessNameRenewalOn: t.string(),
      registeredOfficeConsentOnFile: t.boolean(),
    }),
  });

  const calendarOf = async (deps: TDeps, userId: string, businessId: string) => ({
    businessId,
    ...(await getComplianceCalendar({ deps, userId, businessId })),
  });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      planSubscriptions: t.field({
        type: [PlanSubscription],
        nullable: false,
        resolve: (_r, _a, ctx) => planSubscriptions(ctx.deps, ctx.viewer.user.id),
      }),
      attachedPlans: t.field({
        type: [AttachedPlan],
        nullable: false,
        args: { businessId: t.arg.id() },
        resolve: (_r, args, ctx) =>
          listAttachedPlans({
            deps: ctx.deps,
            userId: ctx.viewer.user.id,
            businessId: args.businessId ?? undefined,
          }),
      }),
      complianceCalendar: t.field({
        type: Calendar,
        nullable: false,
        args: { businessId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          calendarOf(ctx.deps, ctx.viewer.user.id, parseInput(ZBusinessArg, args).businessId),
      }),
      complianceWorkQueue: q.withAuth({ admin: true }).field({
        type: [QueueItem],
        nullable: false,
        resolve: (_r, _a, ctx) => listComplianceWorkQueue({ deps: ctx.deps }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      attachCompliancePlan: t.field({
        type: AttachedPlan,
        nullable: false,
        args: {
          businessId: t.arg.id({ required: true }),
          subscriptionId: t.arg.id({ required: true }),
          bundleId: t.arg.id(),
        },
        resolve: (_r, args, ctx) =>
          attachPlan({
            deps: ctx.deps,
            userId: ctx.viewer.user.id,
            ...parseInput(ZBusinessArg, args),
            ...parseInput(ZAttachCompliancePlan, args),
          }),
      }),
      setComplianceDates: t.field({
        type: Calendar,
        nullable: false,
        args: { input: t.arg({ type: DatesInput, required: true }) },
        resolve: async (_r, args, ctx) => {
          const input = parseInput(ZComplianceDates, args.input);
          await setComplianceDates({ deps: ctx.deps, userId: ctx.viewer.user.id, input });
          return calendarOf(ctx.deps, ctx.viewer.user.id, input.businessId);
        },
      }),
      markComplianceItemDone: m.withAuth({ admin: true }).field({
        type: ComplianceItem,
        nullable: false,
        args: { itemId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          markComplianceItemDone({
            deps: ctx.deps,
            itemId: parseInput(ZItemArg, args).itemId,
            by: ctx.viewer.actor.id,
          }),
      }),
    };
  });
}
