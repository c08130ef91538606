import { MARKETPLACE_MESSAGES, type ZReviewForm } from '@app/domain';
import { avg, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import type { TDb } from '../../platform/db/client.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation, newId, participantJob, requireLawyer } from './records.js';
import { marketplaceJobs as jobs, marketplaceReviews as reviews } from './tables.js';

export type TReview = typeof reviews.$inferSelect;
export type TLawyerRating = { average: number; count: number };

/**
 * The customer rates the lawyer on their completed job, once. Another customer's job answers
 * as missing; the unique index on the job settles two submits that race.
 */
export async function reviewJob(o: {
  deps: TDeps;
  user: TViewerUser;
  jobId: string;
  input: z.output<typeof ZReviewForm>;
}): Promise<TReview> {
  const { db } = o.deps.database;
  const { job, side } = await participantJob(db, o.user, o.jobId);
  if (side !== 'CUSTOMER') throw new AppError('FORBIDDEN', MARKETPLACE_MESSAGES.reviewClientOnly);
  if (job.status !== 'JOB_COMPLETE') {
    throw new AppError('CONFLICT', MARKETPLACE_MESSAGES.reviewNotYet);
  }
  const now = o.deps.clock.now();
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        id: newId(o.deps),
        jobId: job.id,
        customerId: job.customerId,
        lawyerId: job.lawyerId,
        rating: o.input.rating,
        title: o.input.title,
        body: o.input.reviewText,
        agreedToTermsAt: now,
        createdAt: now,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', MARKETPLACE_MESSAGES.reviewAlreadySent);
    }
    throw error;
  }
}

/** The review of a job, if its customer has written one. */
export async function reviewOfJob(db: TDb, jobId: string): Promise<TReview | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.jobId, jobId)).limit(1);
  return row;
}

/** Each lawyer's average rating and number of reviews; a lawyer without any is left out. */
export async function ratingsOf(db: TDb, lawyerIds: string[]) {
  const found = new Map<string, TLawyerRating>();
  if (!lawyerIds.length) return found;
  const rows = await db
    .select({ lawyerId: reviews.lawyerId, average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(inArray(reviews.lawyerId, [...new Set(lawyerIds)]))
    .groupBy(reviews.lawyerId);
  for (const r of rows) found.set(r.lawyerId, { average: Number(r.average), count: r.count });
  return found;
}

/** The reviews a lawyer has been given, newest first, with the brief each is about. */
export async function myReviews(o: { deps: TDeps; user: TViewerUser }) {
  requireLawyer(o.user);
  return o.deps.database.db
    .select({ review: reviews, briefId: jobs.briefId })
    .from(reviews)
    .innerJoin(jobs, eq(jobs.id, reviews.jobId))
    .where(eq(reviews.lawyerId, o.user.id))
    .orderBy(desc(reviews.createdAt))
    .limit(200)
    .then((rows) => rows.map((r) => ({ ...r.review, briefId: r.briefId })));
}
