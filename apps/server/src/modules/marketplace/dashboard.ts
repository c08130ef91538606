import { and, count, eq, inArray, notInArray, sum } from 'drizzle-orm';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import type { TDeps } from '../../platform/deps.js';
import { ACTIVE_JOB_STATUSES } from './read.js';
import { requireLawyer } from './records.js';
import { ratingsOf } from './reviews.js';
import {
  marketplaceBriefs as briefs,
  marketplaceJobs as jobs,
  marketplaceQuotes as quotes,
} from './tables.js';

export type TLawyerFigures = {
  openBriefs: number;
  quotesAwaiting: number;
  jobsInProgress: number;
  duePayoutsInCents: number;
  averageRating: number | null;
  reviewCount: number;
};

/**
 * The figures on a lawyer's dashboard, counted the way their lists count: briefs open to
 * quote (/my-briefs/new), quotes waiting for an answer (/my-briefs/quoted), jobs under way
 * (/my-briefs/won), what is due to them (/my-clients/payouts) and their rating.
 */
export async function lawyerFigures(o: {
  deps: TDeps;
  user: TViewerUser;
}): Promise<TLawyerFigures> {
  requireLawyer(o.user);
  const { db } = o.deps.database;
  const me = o.user.id;
  const quotedIds = db.select({ id: quotes.briefId }).from(quotes).where(eq(quotes.lawyerId, me));
  const [[open], [awaiting], [active], [due], ratings] = await Promise.all([
    db
      .select({ n: count() })
      .from(briefs)
      .where(and(eq(briefs.status, 'OPEN'), notInArray(briefs.id, quotedIds))),
    db
      .select({ n: count() })
      .from(briefs)
      .where(and(eq(briefs.status, 'OPEN'), inArray(briefs.id, quotedIds))),
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.lawyerId, me), inArray(jobs.status, [...ACTIVE_JOB_STATUSES]))),
    db
      .select({ cents: sum(jobs.netInCents) })
      .from(jobs)
      .where(and(eq(jobs.lawyerId, me), eq(jobs.payoutStatus, 'DUE'))),
    ratingsOf(db, [me]),
  ]);
  const rating = ratings.get(me);
  return {
    openBriefs: open?.n ?? 0,
    quotesAwaiting: awaiting?.n ?? 0,
    jobsInProgress: active?.n ?? 0,
    duePayoutsInCents: Number(due?.cents ?? 0),
    averageRating: rating ? rating.average : null,
    reviewCount: rating?.count ?? 0,
  };
}
