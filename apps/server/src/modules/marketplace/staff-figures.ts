import type { TJobStatus } from '@app/domain';
import { count, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.js';
import { marketplaceBriefs, marketplaceJobs } from './tables.js';

// A job whose work or money is still moving: neither finished, confirmed, nor cancelled.
const IN_PROGRESS: TJobStatus[] = [
  'BRIEF_PAID',
  'LAWYERS_ASSIGNED',
  'LAWYER_WON',
  'WIP',
  'LAWYER_DONE',
];

/** For the admin console: briefs open for quotes, and jobs under way. */
export async function marketplaceCounts(db: TDb) {
  const [briefs] = await db
    .select({ n: count() })
    .from(marketplaceBriefs)
    .where(eq(marketplaceBriefs.status, 'OPEN'));
  const [jobs] = await db
    .select({ n: count() })
    .from(marketplaceJobs)
    .where(inArray(marketplaceJobs.status, IN_PROGRESS));
  return { openBriefs: briefs?.n ?? 0, jobsInProgress: jobs?.n ?? 0 };
}
