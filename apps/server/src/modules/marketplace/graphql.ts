import { LAWYER_BRIEF_TABS, ZPostBrief, ZSendMessage, ZSubmitQuote } from '@app/domain';
import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import { acceptQuote } from './accept-quote.js';
import { listThreads, sendMessage, threadMessages, unreadMessageCount } from './chat.js';
import { registerMarketplaceReviews } from './graphql-reviews.js';
import { defineMarketplaceTypes } from './graphql-types.js';
import { stepJob } from './job-steps.js';
import { listClientJobs, payoutLedger } from './payouts.js';
import { postBrief } from './post-brief.js';
import { listLawyerBriefs, listMyBriefs, readQuote } from './read.js';
import { participantJob, viewableBrief } from './records.js';
import { submitQuote } from './submit-quote.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const ZAccept = z.object({
  quoteId: z.string().min(1).max(64),
  paymentMethodId: z.string().min(1, 'Choose a saved card to pay for the quote.').max(128),
});
const ZThread = z.object({
  briefId: z.string().min(1).max(64),
  lawyerId: z.string().min(1).max(64).optional(),
});
const JOB_ACTIONS = ['START_WORK', 'MARK_DONE', 'ACCEPT_WORK', 'CANCEL'] as const;

export function registerMarketplaceGraphql(builder: TBuilder) {
  const { Brief, Quote, Job, Thread, Conversation, Ledger, Urgency } =
    defineMarketplaceTypes(builder);
  const Tab = builder.enumType('LawyerBriefTab', { values: LAWYER_BRIEF_TABS });
  const Action = builder.enumType('JobAction', { values: JOB_ACTIONS });
  registerMarketplaceReviews(builder, { Quote, Job });

  const BriefInput = builder.inputType('PostBriefInput', {
    fields: (t) => ({
      areaOfLaw: t.string({ required: true }),
      state: t.string({ required: true }),
      title: t.string({ required: true }),
      description: t.string({ required: true }),
      budgetMinCents: t.int({ required: true }),
      budgetMaxCents: t.int({ required: true }),
      urgency: t.field({ type: Urgency, required: true }),
    }),
  });
  const QuoteInput = builder.inputType('SubmitQuoteInput', {
    fields: (t) => ({
      briefId: t.id({ required: true }),
      feeCents: t.int({ required: true }),
      scope: t.string({ required: true }),
      timelineDays: t.int({ required: true }),
      totalEstimateCents: t.int({ required: true }),
      disbursements: t.string(),
      clientRightsAcknowledged: t.boolean({ required: true }),
    }),
  });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      myBriefs: t.field({
        type: [Brief],
        nullable: false,
        resolve: (_r, _a, ctx) => listMyBriefs({ deps: ctx.deps, user: ctx.viewer.user }),
      }),
      lawyerBriefs: t.field({
        type: [Brief],
        nullable: false,
        args: {
          tab: t.arg({ type: Tab, required: true }),
          areaOfLaw: t.arg.string(),
          state: t.arg.string(),
        },
        resolve: (_r, args, ctx) =>
          listLawyerBriefs({ deps: ctx.deps, user: ctx.viewer.user, ...args }),
      }),
      brief: t.field({
        type: Brief,
        nullable: false,
        args: { id: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          viewableBrief(ctx.deps.database.db, ctx.viewer.user, parseInput(ZId, args).id),
      }),
      marketplaceQuote: t.field({
        type: Quote,
        nullable: false,
        args: { id: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          readQuote({ deps: ctx.deps, user: ctx.viewer.user, ...parseInput(ZId, args) }),
      }),
      marketplaceJob: t.field({
        type: Job,
        nullable: false,
        args: { id: t.arg.id({ required: true }) },
        resolve: async (_r, args, ctx) =>
          (await participantJob(ctx.deps.database.db, ctx.viewer.user, parseInput(ZId, args).id))
            .job,
      }),
      chatThreads: t.field({
        type: [Thread],
        nullable: false,
        resolve: (_r, _a, ctx) => listThreads({ deps: ctx.deps, user: ctx.viewer.user }),
      }),
      chatMessages: t.field({
        type: Conversation,
        nullable: false,
        args: { briefId: t.arg.id({ required: true }), lawyerId: t.arg.id() },
        resolve: (_r, args, ctx) =>
          threadMessages({
            deps: ctx.deps,
            user: ctx.viewer.user,
            ...parseInput(ZThread, { ...args, lawyerId: args.lawyerId ?? undefined }),
          }),
      }),
      unreadChatCount: t.int({
        nullable: false,
        resolve: (_r, _a, ctx) => unreadMessageCount({ deps: ctx.deps, user: ctx.viewer.user }),
      }),
      myClientJobs: t.field({
        type: [Job],
        nullable: false,
        resolve: (_r, _a, ctx) => listClientJobs({ deps: ctx.deps, user: ctx.viewer.user }),
      }),
      payoutLedger: t.field({
        type: Ledger,
        nullable: false,
        resolve: (_r, _a, ctx) => payoutLedger({ deps: ctx.deps, user: ctx.viewer.user }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      postBrief: t.field({
        type: Brief,
        nullable: false,
        args: { input: t.arg({ type: BriefInput, required: true }) },
        resolve: (_r, args, ctx) =>
          postBrief({
            deps: ctx.deps,
            user: ctx.viewer.user,
            input: parseInput(ZPostBrief, args.input),
          }),
      }),
      submitQuote: t.field({
        type: Quote,
        nullable: false,
        args: { input: t.arg({ type: QuoteInput, required: true }) },
        resolve: (_r, args, ctx) =>
          submitQuote({
            deps: ctx.deps,
            user: ctx.viewer.user,
            input: parseInput(ZSubmitQuote, {
              ...args.input,
              disbursements: args.input.disbursements ?? undefined,
            }),
          }),
      }),
      acceptQuote: t.field({
        type: Job,
        nullable: false,
        args: {
          quoteId: t.arg.id({ required: true }),
          paymentMethodId: t.arg.string({ required: true }),
        },
        resolve: (_r, args, ctx) =>
          acceptQuote({ deps: ctx.deps, user: ctx.viewer.user, ...parseInput(ZAccept, args) }),
      }),
      stepJob: t.field({
        type: Job,
        nullable: false,
        args: {
          jobId: t.arg.id({ required: true }),
          action: t.arg({ type: Action, required: true }),
          reason: t.arg.string(),
        },
        resolve: (_r, args, ctx) =>
          stepJob({
            deps: ctx.deps,
            user: ctx.viewer.user,
            jobId: parseInput(ZId, { id: args.jobId }).id,
            action: args.action,
            reason: args.reason?.slice(0, 1000) ?? undefined,
          }),
      }),
      sendChatMessage: t.field({
        type: 'Boolean',
        nullable: false,
        args: {
          briefId: t.arg.id({ required: true }),
          lawyerId: t.arg.id(),
          body: t.arg.string({ required: true }),
        },
        resolve: async (_r, args, ctx) => {
          await sendMessage({
            deps: ctx.deps,
            user: ctx.viewer.user,
            input: parseInput(ZSendMessage, { ...args, lawyerId: args.lawyerId ?? undefined }),
          });
          return true;
        },
      }),
    };
  });
}
