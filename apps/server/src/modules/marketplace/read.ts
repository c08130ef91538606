import { MARKETPLACE_MESSAGES, type TLawyerBriefTab } from '@app/domain';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import {
  briefById,
  quoteMissing,
  requireCustomer,
  requireLawyer,
  type TBrief,
  type TQuote,
} from './records.js';
import {
  marketplaceBriefs as briefs,
  marketplaceJobs as jobs,
  marketplaceQuotes as quotes,
} from './tables.js';

export async function listMyBriefs(o: { deps: TDeps; user: TViewerUser }): Promise<TBrief[]> {
  requireCustomer(o.user);
  return o.deps.database.db
    .select()
    .from(briefs)
    .where(eq(briefs.customerId, o.user.id))
    .orderBy(desc(briefs.createdAt));
}

/** A won job whose work or acceptance is still to come. */
export const ACTIVE_JOB_STATUSES = [
  'BRIEF_PAID',
  'LAWYER_WON',
  'LAWYERS_ASSIGNED',
  'WIP',
  'LAWYER_DONE',
] as const;

/**
 * A lawyer's four lists: open briefs they have not quoted on (filtered by area and state
 * when asked), quotes waiting for an answer, work they won and is under way, and the rest.
 */
export async function listLawyerBriefs(o: {
  deps: TDeps;
  user: TViewerUser;
  tab: TLawyerBriefTab;
  areaOfLaw?: string | null;
  state?: string | null;
}): Promise<TBrief[]> {
  requireLawyer(o.user);
  const { db } = o.deps.database;
  const quotedIds = db
    .select({ id: quotes.briefId })
    .from(quotes)
    .where(eq(quotes.lawyerId, o.user.id));
  if (o.tab === 'NEW') {
    return db
      .select()
      .from(briefs)
      .where(
        and(
          eq(briefs.status, 'OPEN'),
          notInArray(briefs.id, quotedIds),
          o.areaOfLaw ? eq(briefs.areaOfLaw, o.areaOfLaw) : undefined,
          o.state ? eq(briefs.state, o.state) : undefined,
        ),
      )
      .orderBy(desc(briefs.createdAt))
      .limit(200);
  }
  if (o.tab === 'QUOTED') {
    return db
      .select()
      .from(briefs)
      .where(and(eq(briefs.status, 'OPEN'), inArray(briefs.id, quotedIds)))
      .orderBy(desc(briefs.createdAt));
  }
  const wonIds = db
    .select({ id: jobs.briefId })
    .from(jobs)
    .where(and(eq(jobs.lawyerId, o.user.id), inArray(jobs.status, [...ACTIVE_JOB_STATUSES])));
  if (o.tab === 'WON') {
    return db
      .select()
      .from(briefs)
      .where(inArray(briefs.id, wonIds))
      .orderBy(desc(briefs.updatedAt));
  }
  return db
    .select()
    .from(briefs)
    .where(
      and(
        inArray(briefs.id, quotedIds),
        notInArray(briefs.status, ['OPEN']),
        notInArray(briefs.id, wonIds),
      ),
    )
    .orderBy(desc(briefs.updatedAt));
}

/**
 * One quote: the lawyer who wrote it, or the customer whose brief it answers. Anyone else,
 * another lawyer above all, is told it does not exist.
 */
export async function readQuote(o: {
  deps: TDeps;
  user: TViewerUser;
  id: string;
}): Promise<TQuote> {
  const { db } = o.deps.database;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, o.id)).limit(1);
  if (!quote) throw quoteMissing();
  if (quote.lawyerId === o.user.id) return quote;
  const brief = await briefById(db, quote.briefId);
  if (brief && !o.user.isLawyer && brief.customerId === o.user.id) return quote;
  throw quoteMissing();
}

/** The quotes on a brief the viewer may see: all for its customer, a lawyer's own for them. */
export async function quotesOnBrief(deps: TDeps, user: TViewerUser, brief: TBrief) {
  const { db } = deps.database;
  const mine = user.isLawyer ? eq(quotes.lawyerId, user.id) : undefined;
  if (!user.isLawyer && brief.customerId !== user.id)
    throw new AppError('NOT_FOUND', MARKETPLACE_MESSAGES.briefNotFound);
  return db
    .select()
    .from(quotes)
    .where(and(eq(quotes.briefId, brief.id), mine))
    .orderBy(quotes.feeCents);
}
