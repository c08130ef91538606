import {
  autoCompleteAt,
  BRIEF_STATUSES,
  JOB_STATUSES,
  jobActionsFor,
  maskContactDetails,
  PAYOUT_STATUSES,
  QUOTE_STATUSES,
  URGENCIES,
} from '@app/domain';
import type { TBuilder, TSignedInContext } from '../../platform/graphql/builder.js';
import type { TMessage, TThread } from './chat.js';
import type { TPayoutLedger } from './payouts.js';
import { quotesOnBrief } from './read.js';
import { briefById, jobOfBrief, personOf, type TBrief, type TJob, type TQuote } from './records.js';
import type { TJobStep } from './tables.js';

const viewerOf = (ctx: unknown) => (ctx as TSignedInContext).viewer.user;

/**
 * The marketplace's object types. What a lawyer reads of a brief is decided here: the
 * client's name and e-mail only once they have won it, and the description with contact
 * details hidden until then.
 */
export function defineMarketplaceTypes(builder: TBuilder) {
  const BriefStatus = builder.enumType('BriefStatus', { values: BRIEF_STATUSES });
  const QuoteStatus = builder.enumType('QuoteStatus', { values: QUOTE_STATUSES });
  const JobStatus = builder.enumType('JobStatus', { values: JOB_STATUSES });
  const PayoutStatus = builder.enumType('PayoutStatus', { values: PAYOUT_STATUSES });
  const Urgency = builder.enumType('BriefUrgency', { values: URGENCIES });

  const Person = builder.objectRef<{ name: string; email: string }>('MarketplacePerson').implement({
    fields: (t) => ({
      name: t.exposeString('name', { nullable: false }),
      email: t.exposeString('email', { nullable: false }),
    }),
  });

  const Step = builder.objectRef<TJobStep>('JobStep').implement({
    fields: (t) => ({
      status: t.field({ type: JobStatus, nullable: false, resolve: (s) => s.status }),
      at: t.field({ type: 'DateTime', nullable: false, resolve: (s) => new Date(s.at) }),
      by: t.exposeString('by', { nullable: false }),
    }),
  });

  const Quote = builder.objectRef<TQuote>('MarketplaceQuote').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      briefId: t.exposeID('briefId', { nullable: false }),
      lawyerId: t.exposeID('lawyerId', { nullable: false }),
      feeCents: t.exposeInt('feeCents', { nullable: false }),
      scope: t.exposeString('scope', { nullable: false }),
      timelineDays: t.exposeInt('timelineDays', { nullable: false }),
      totalEstimateCents: t.exposeInt('totalEstimateCents', { nullable: false }),
      disbursements: t.exposeString('disbursements', { nullable: false }),
      clientRights: t.exposeString('clientRights', { nullable: false }),
      status: t.field({ type: QuoteStatus, nullable: false, resolve: (q) => q.status }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      lawyerName: t.string({
        nullable: false,
        resolve: async (q, _a, ctx) => (await personOf(ctx.deps.database.db, q.lawyerId)).name,
      }),
    }),
  });

  const Job = builder.objectRef<TJob>('MarketplaceJob').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      briefId: t.exposeID('briefId', { nullable: false }),
      quoteId: t.exposeID('quoteId', { nullable: false }),
      status: t.field({ type: JobStatus, nullable: false, resolve: (j) => j.status }),
      history: t.field({ type: [Step], nullable: false, resolve: (j) => j.history }),
      amountInCents: t.exposeInt('amountInCents', { nullable: false }),
      feeInCents: t.exposeInt('feeInCents', { nullable: false }),
      netInCents: t.exposeInt('netInCents', { nullable: false }),
      refundedInCents: t.exposeInt('refundedInCents', { nullable: false }),
      payoutStatus: t.field({
        type: PayoutStatus,
        nullable: false,
        resolve: (j) => j.payoutStatus,
      }),
      lawyerDoneAt: t.expose('lawyerDoneAt', { type: 'DateTime', nullable: true }),
      autoCompleteAt: t.field({
        type: 'DateTime',
        nullable: true,
        resolve: (j) =>
          j.status === 'LAWYER_DONE' && j.lawyerDoneAt ? autoCompleteAt(j.lawyerDoneAt) : null,
      }),
      completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
      cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
      /** The steps the viewer can take now (START_WORK, MARK_DONE, ACCEPT_WORK, CANCEL). */
      actions: t.stringList({
        nullable: false,
        resolve: (j, _a, ctx) => {
          const me = viewerOf(ctx).id;
          const side = j.customerId === me ? 'CUSTOMER' : j.lawyerId === me ? 'LAWYER' : null;
          return side ? jobActionsFor(j.status, side) : [];
        },
      }),
      briefTitle: t.string({
        nullable: false,
        resolve: async (j, _a, ctx) => (await briefById(ctx.deps.database.db, j.briefId))!.title,
      }),
      lawyerName: t.string({
        nullable: false,
        resolve: async (j, _a, ctx) => (await personOf(ctx.deps.database.db, j.lawyerId)).name,
      }),
      /** Only the two sides read a job, and the lawyer on it has won: the client is known. */
      client: t.field({
        type: Person,
        nullable: false,
        resolve: (j, _a, ctx) => personOf(ctx.deps.database.db, j.customerId),
      }),
    }),
  });

  const Brief = builder.objectRef<TBrief>('Brief').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      areaOfLaw: t.exposeString('areaOfLaw', { nullable: false }),
      state: t.exposeString('state', { nullable: false }),
      description: t.string({
        nullable: false,
        resolve: async (b, _a, ctx) => {
          const user = viewerOf(ctx);
          if (!user.isLawyer) return b.description;
          const job = await jobOfBrief(ctx.deps.database.db, b.id);
          return job?.lawyerId === user.id ? b.description : maskContactDetails(b.description).text;
        },
      }),
      budgetMinCents: t.exposeInt('budgetMinCents', { nullable: false }),
      budgetMaxCents: t.exposeInt('budgetMaxCents', { nullable: false }),
      urgency: t.field({ type: Urgency, nullable: false, resolve: (b) => b.urgency }),
      status: t.field({ type: BriefStatus, nullable: false, resolve: (b) => b.status }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      /**
       * Who posted the brief: its customer, or the lawyer who won it. For every other lawyer
       * null, whatever they ask for.
       */
      client: t.field({
        type: Person,
        nullable: true,
        resolve: async (b, _a, ctx) => {
          const user = viewerOf(ctx);
          const { db } = ctx.deps.database;
          if (b.customerId === user.id) return personOf(db, b.customerId);
          const job = await jobOfBrief(db, b.id);
          return job && job.lawyerId === user.id ? personOf(db, b.customerId) : null;
        },
      }),
      quotes: t.field({
        type: [Quote],
        nullable: false,
        resolve: (b, _a, ctx) => quotesOnBrief(ctx.deps, viewerOf(ctx), b),
      }),
      job: t.field({
        type: Job,
        nullable: true,
        resolve: async (b, _a, ctx) => {
          const job = await jobOfBrief(ctx.deps.database.db, b.id);
          const me = viewerOf(ctx).id;
          return job && (job.customerId === me || job.lawyerId === me) ? job : null;
        },
      }),
    }),
  });

  const Thread = builder.objectRef<TThread>('ChatThread').implement({
    fields: (t) => ({
      briefId: t.exposeID('briefId', { nullable: false }),
      lawyerId: t.exposeID('lawyerId', { nullable: false }),
      briefTitle: t.exposeString('briefTitle', { nullable: false }),
      withName: t.exposeString('withName', { nullable: false }),
      unreadCount: t.exposeInt('unreadCount', { nullable: false }),
      lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime', nullable: true }),
      open: t.exposeBoolean('open', { nullable: false }),
    }),
  });

  const Message = builder
    .objectRef<TMessage & { mine: boolean; readByOther: boolean }>('ChatMessage')
    .implement({
      fields: (t) => ({
        id: t.exposeID('id', { nullable: false }),
        body: t.exposeString('body', { nullable: false }),
        mine: t.exposeBoolean('mine', { nullable: false }),
        masked: t.boolean({ nullable: false, resolve: (m) => m.masked === 1 }),
        readByOther: t.exposeBoolean('readByOther', { nullable: false }),
        createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      }),
    });

  const Conversation = builder
    .objectRef<{ open: boolean; messages: (TMessage & { mine: boolean; readByOther: boolean })[] }>(
      'ChatConversation',
    )
    .implement({
      fields: (t) => ({
        open: t.exposeBoolean('open', { nullable: false }),
        messages: t.field({ type: [Message], nullable: false, resolve: (c) => c.messages }),
      }),
    });

  const Ledger = builder.objectRef<TPayoutLedger>('PayoutLedger').implement({
    fields: (t) => ({
      feeBasisPoints: t.exposeInt('feeBasisPoints', { nullable: false }),
      heldInCents: t.exposeInt('heldInCents', { nullable: false }),
      dueInCents: t.exposeInt('dueInCents', { nullable: false }),
      lines: t.field({ type: [Job], nullable: false, resolve: (l) => l.lines }),
    }),
  });

  return { Brief, Quote, Job, Thread, Message, Conversation, Ledger, Urgency };
}
