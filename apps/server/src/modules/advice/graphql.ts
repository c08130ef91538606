import {
  CONSULTATION_UPGRADE_PLANS,
  ZBookConsultation,
  ZCancelConsultation,
  ZConsultationNotes,
  ZRescheduleConsultation,
} from '@app/domain';
import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import { getSubscriptionSummary } from '../billing/index.js';
import { listAdvisors } from './advisors.js';
import { bookConsultation } from './book.js';
import { cancelConsultation, rescheduleConsultation } from './change.js';
import { defineAdviceTypes } from './graphql-types.js';
import { listAdvisorConsultations, listMyConsultations, shareConsultationNotes } from './read.js';
import { listFreeSlots } from './slots.js';

const ZSlotsArgs = z.object({
  advisorId: z.string().min(1).max(64),
  from: z.date(),
  to: z.date(),
});

export function registerAdviceGraphql(builder: TBuilder) {
  const { AdvisorKind, Media, Advisor, Consultation, Access, AdvisorDiary } =
    defineAdviceTypes(builder);

  const BookInput = builder.inputType('BookConsultationInput', {
    fields: (t) => ({
      advisorId: t.id({ required: true }),
      start: t.field({ type: 'DateTime', required: true }),
      media: t.field({ type: Media, required: true }),
      topic: t.string({ required: true }),
      question: t.string(),
      timeZone: t.string(),
    }),
  });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      advisors: t.field({
        type: [Advisor],
        nullable: false,
        args: { kind: t.arg({ type: AdvisorKind }) },
        resolve: (_r, args, ctx) => listAdvisors({ deps: ctx.deps, kind: args.kind ?? undefined }),
      }),
      consultationSlots: t.field({
        type: ['DateTime'],
        nullable: false,
        args: {
          advisorId: t.arg.id({ required: true }),
          from: t.arg({ type: 'DateTime', required: true }),
          to: t.arg({ type: 'DateTime', required: true }),
        },
        resolve: (_r, args, ctx) =>
          listFreeSlots({ deps: ctx.deps, ...parseInput(ZSlotsArgs, args) }),
      }),
      consultationAccess: t.field({
        type: Access,
        nullable: false,
        resolve: async (_r, _a, ctx) => {
          const s = await getSubscriptionSummary(ctx.deps, ctx.viewer.user);
          return {
            canBookConsultation: s.canBookConsultation,
            canBookAccountantConsultation: s.canBookAccountantConsultation,
            legalUpgradePlan: CONSULTATION_UPGRADE_PLANS.LEGAL,
            accountingUpgradePlan: CONSULTATION_UPGRADE_PLANS.ACCOUNTANT,
          };
        },
      }),
      myConsultations: t.field({
        type: [Consultation],
        nullable: false,
        resolve: (_r, _a, ctx) => listMyConsultations({ deps: ctx.deps, user: ctx.viewer.user }),
      }),
      advisorConsultations: t.field({
        type: AdvisorDiary,
        nullable: false,
        resolve: (_r, _a, ctx) =>
          listAdvisorConsultations({ deps: ctx.deps, user: ctx.viewer.user }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      bookConsultation: t.field({
        type: Consultation,
        nullable: false,
        args: { input: t.arg({ type: BookInput, required: true }) },
        resolve: (_r, args, ctx) =>
          bookConsultation({
            deps: ctx.deps,
            user: ctx.viewer.user,
            input: parseInput(ZBookConsultation, args.input),
          }),
      }),
      rescheduleConsultation: t.field({
        type: Consultation,
        nullable: false,
        args: {
          id: t.arg.id({ required: true }),
          start: t.arg({ type: 'DateTime', required: true }),
          reason: t.arg.string(),
        },
        resolve: (_r, args, ctx) =>
          rescheduleConsultation({
            deps: ctx.deps,
            user: ctx.viewer.user,
            input: parseInput(ZRescheduleConsultation, args),
          }),
      }),
      cancelConsultation: t.field({
        type: Consultation,
        nullable: false,
        args: { id: t.arg.id({ required: true }), reason: t.arg.string() },
        resolve: (_r, args, ctx) =>
          cancelConsultation({
            deps: ctx.deps,
            user: ctx.viewer.user,
            input: parseInput(ZCancelConsultation, args),
          }),
      }),
      shareConsultationNotes: t.field({
        type: Consultation,
        nullable: false,
        args: { id: t.arg.id({ required: true }), notes: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) =>
          shareConsultationNotes({
            deps: ctx.deps,
            user: ctx.viewer.user,
            input: parseInput(ZConsultationNotes, args),
          }),
      }),
    };
  });
}
