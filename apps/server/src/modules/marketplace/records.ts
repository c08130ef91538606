import { MARKETPLACE_MESSAGES } from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import type { TDb } from '../../platform/db/client.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { flakeId } from '../../platform/ids.js';
import {
  marketplaceBriefs as briefs,
  marketplaceJobs as jobs,
  marketplaceQuotes as quotes,
} from './tables.js';

export type TBrief = typeof briefs.$inferSelect;
export type TQuote = typeof quotes.$inferSelect;
export type TJob = typeof jobs.$inferSelect;

export const newId = (deps: TDeps) => flakeId(deps.clock.now().getTime());

// Another person's record answers as if it did not exist, so ids cannot be probed.
export const briefMissing = () => new AppError('NOT_FOUND', MARKETPLACE_MESSAGES.briefNotFound);
export const quoteMissing = () => new AppError('NOT_FOUND', MARKETPLACE_MESSAGES.quoteNotFound);
export const jobMissing = () => new AppError('NOT_FOUND', MARKETPLACE_MESSAGES.jobNotFound);

export function requireLawyer(user: TViewerUser) {
  if (!user.isLawyer) throw new AppError('FORBIDDEN', MARKETPLACE_MESSAGES.lawyersOnly);
}
export function requireCustomer(user: TViewerUser) {
  if (user.isLawyer) throw new AppError('FORBIDDEN', MARKETPLACE_MESSAGES.customersOnly);
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function briefById(db: TDb, id: string): Promise<TBrief | undefined> {
  const [row] = await db.select().from(briefs).where(eq(briefs.id, id)).limit(1);
  return row;
}

export async function jobOfBrief(db: TDb, briefId: string): Promise<TJob | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.briefId, briefId)).limit(1);
  return row;
}

/** A customer's own brief. */
export async function customerBrief(db: TDb, o: { id: string; customerId: string }) {
  const [row] = await db
    .select()
    .from(briefs)
    .where(and(eq(briefs.id, o.id), eq(briefs.customerId, o.customerId)))
    .limit(1);
  if (!row) throw briefMissing();
  return row;
}

/** Whether this lawyer won the brief: only then may they know who the client is. */
export async function lawyerWon(db: TDb, o: { briefId: string; lawyerId: string }) {
  const job = await jobOfBrief(db, o.briefId);
  return job?.lawyerId === o.lawyerId;
}

/**
 * A brief as a lawyer may see it: open for quotes, or one they quoted on or won. A closed
 * brief of someone else's answers as missing.
 */
export async function lawyerBrief(db: TDb, o: { id: string; lawyerId: string }) {
  const brief = await briefById(db, o.id);
  if (!brief) throw briefMissing();
  if (brief.status === 'OPEN') return brief;
  const [quoted] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.briefId, o.id), eq(quotes.lawyerId, o.lawyerId)))
    .limit(1);
  if (!quoted) throw briefMissing();
  return brief;
}

/** A brief the viewer may read: the customer's own, or a lawyer's as above. */
export function viewableBrief(db: TDb, user: TViewerUser, id: string) {
  return user.isLawyer
    ? lawyerBrief(db, { id, lawyerId: user.id })
    : customerBrief(db, { id, customerId: user.id });
}

/** A job the viewer is a side of, and which side. */
export async function participantJob(db: TDb, user: TViewerUser, id: string) {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!job) throw jobMissing();
  if (job.customerId === user.id) return { job, side: 'CUSTOMER' as const };
  if (job.lawyerId === user.id) return { job, side: 'LAWYER' as const };
  throw jobMissing();
}

export async function namesOf(db: TDb, ids: string[]) {
  if (!ids.length) return new Map<string, { name: string; email: string }>();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((u) => [u.id, { name: `${u.firstName} ${u.lastName}`.trim(), email: u.email }]),
  );
}

export async function personOf(db: TDb, id: string) {
  const person = (await namesOf(db, [id])).get(id);
  if (!person) throw new Error(`user ${id} not found`);
  return person;
}
