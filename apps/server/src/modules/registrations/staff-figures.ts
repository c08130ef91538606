import { count, inArray } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.js';
import { companyApplications } from './tables.js';

// An application counts as lodged once it has gone to ASIC, whatever ASIC answered.
const LODGED = ['Submitted', 'Flagged', 'Registered', 'Rejected'] as const;

/** For the admin console: company applications lodged with ASIC. */
export async function companyRegistrationsLodged(db: TDb): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyApplications)
    .where(inArray(companyApplications.status, [...LODGED]));
  return row?.n ?? 0;
}
