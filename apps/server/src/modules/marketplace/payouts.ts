import { desc, eq } from 'drizzle-orm';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import type { TDeps } from '../../platform/deps.js';
import { requireLawyer, type TJob } from './records.js';
import { marketplaceJobs as jobs } from './tables.js';

export type TPayoutLedger = {
  feeBasisPoints: number;
  lines: TJob[];
  heldInCents: number;
  dueInCents: number;
};

/**
 * The lawyer's earnings per job less the platform fee: held while the work is under way,
 * due once the customer accepts it (or 14 days pass), nothing for a refunded job.
 */
export async function payoutLedger(o: { deps: TDeps; user: TViewerUser }): Promise<TPayoutLedger> {
  requireLawyer(o.user);
  const lines = await o.deps.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.lawyerId, o.user.id))
    .orderBy(desc(jobs.createdAt));
  const sum = (status: TJob['payoutStatus']) =>
    lines.filter((l) => l.payoutStatus === status).reduce((s, l) => s + l.netInCents, 0);
  return {
    feeBasisPoints: o.deps.marketplaceFeeBasisPoints,
    lines,
    heldInCents: sum('HELD'),
    dueInCents: sum('DUE'),
  };
}

/** The lawyer's clients: everyone whose brief they won, with the jobs. */
export async function listClientJobs(o: { deps: TDeps; user: TViewerUser }): Promise<TJob[]> {
  requireLawyer(o.user);
  return o.deps.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.lawyerId, o.user.id))
    .orderBy(desc(jobs.updatedAt));
}
