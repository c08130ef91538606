import { and, count, eq, gte } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.js';
import { signingProcesses } from './tables.js';

/** For the admin console: signings every party completed since `since`. */
export async function signingsCompletedSince(db: TDb, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signingProcesses)
    .where(and(eq(signingProcesses.status, 'COMPLETED'), gte(signingProcesses.completedAt, since)));
  return row?.n ?? 0;
}
