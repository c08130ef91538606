import { ZReviewForm } from '@app/domain';
import { z } from 'zod';
import type { TBuilder, TSignedInContext } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import { lawyerFigures, type TLawyerFigures } from './dashboard.js';
import type { defineMarketplaceTypes } from './graphql-types.js';
import { briefById } from './records.js';
import {
  myReviews,
  ratingsOf,
  reviewJob,
  reviewOfJob,
  type TLawyerRating,
  type TReview,
} from './reviews.js';

const ZJobId = z.object({ jobId: z.string().min(1).max(64) });

type TRefs = Pick<ReturnType<typeof defineMarketplaceTypes>, 'Quote' | 'Job'>;

/**
 * Reviews of a lawyer after a completed job, the rating each quote carries in the
 * customer's comparison, and the lawyer's dashboard figures.
 */
export function registerMarketplaceReviews(builder: TBuilder, { Quote, Job }: TRefs) {
  const Review = builder.objectRef<TReview>('MarketplaceReview').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      jobId: t.exposeID('jobId', { nullable: false }),
      rating: t.exposeInt('rating', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      reviewText: t.exposeString('body', { nullable: false }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
    }),
  });
  const Rating = builder.objectRef<TLawyerRating>('LawyerRating').implement({
    fields: (t) => ({
      average: t.exposeFloat('average', { nullable: false }),
      count: t.exposeInt('count', { nullable: false }),
    }),
  });
  const LawyerReview = builder.objectRef<TReview & { briefId: string }>('LawyerReview').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      rating: t.exposeInt('rating', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      reviewText: t.exposeString('body', { nullable: false }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      briefTitle: t.string({
        nullable: false,
        resolve: async (r, _a, ctx) =>
          (await briefById(ctx.deps.database.db, r.briefId))?.title ?? '',
      }),
    }),
  });
  const Figures = builder.objectRef<TLawyerFigures>('LawyerDashboardFigures').implement({
    fields: (t) => ({
      openBriefs: t.exposeInt('openBriefs', { nullable: false }),
      quotesAwaiting: t.exposeInt('quotesAwaiting', { nullable: false }),
      jobsInProgress: t.exposeInt('jobsInProgress', { nullable: false }),
      duePayoutsInCents: t.exposeInt('duePayoutsInCents', { nullable: false }),
      averageRating: t.exposeFloat('averageRating', { nullable: true }),
      reviewCount: t.exposeInt('reviewCount', { nullable: false }),
    }),
  });

  builder.objectFields(Quote, (t) => ({
    /** The quoting lawyer's average rating from completed jobs; null before any review. */
    lawyerRating: t.field({
      type: Rating,
      nullable: true,
      resolve: async (q, _a, ctx) =>
        (await ratingsOf(ctx.deps.database.db, [q.lawyerId])).get(q.lawyerId) ?? null,
    }),
  }));
  builder.objectFields(Job, (t) => ({
    /** Both sides of the job read its review. */
    review: t.field({
      type: Review,
      nullable: true,
      resolve: async (j, _a, ctx) => (await reviewOfJob(ctx.deps.database.db, j.id)) ?? null,
    }),
    /** Whether the viewer is the job's customer, the job is complete and not yet reviewed. */
    canReview: t.boolean({
      nullable: false,
      resolve: async (j, _a, ctx) =>
        j.customerId === (ctx as TSignedInContext).viewer.user.id &&
        j.status === 'JOB_COMPLETE' &&
        !(await reviewOfJob(ctx.deps.database.db, j.id)),
    }),
  }));

  const ReviewInput = builder.inputType('MarketplaceReviewInput', {
    fields: (t) => ({
      rating: t.int({ required: true }),
      title: t.string(),
      reviewText: t.string(),
      agreedToTermsAndConditions: t.boolean({ required: true }),
    }),
  });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      myMarketplaceReviews: t.field({
        type: [LawyerReview],
        nullable: false,
        resolve: (_r, _a, ctx) => myReviews({ deps: ctx.deps, user: ctx.viewer.user }),
      }),
      lawyerDashboardFigures: t.field({
        type: Figures,
        nullable: false,
        resolve: (_r, _a, ctx) => lawyerFigures({ deps: ctx.deps, user: ctx.viewer.user }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      reviewMarketplaceJob: t.field({
        type: Review,
        nullable: false,
        args: {
          jobId: t.arg.id({ required: true }),
          input: t.arg({ type: ReviewInput, required: true }),
        },
        resolve: (_r, args, ctx) =>
          reviewJob({
            deps: ctx.deps,
            user: ctx.viewer.user,
            jobId: parseInput(ZJobId, { jobId: args.jobId }).jobId,
            input: parseInput(ZReviewForm, {
              rating: args.input.rating,
              title: args.input.title ?? undefined,
              reviewText: args.input.reviewText ?? undefined,
              agreedToTermsAndConditions: args.input.agreedToTermsAndConditions,
            }),
          }),
      }),
    };
  });
}
