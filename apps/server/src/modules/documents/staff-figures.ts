import { count, gte } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.js';
import { userDocuments } from './tables.js';

/** For the admin console: documents finished since `since`. */
export async function documentsFinishedSince(db: TDb, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userDocuments)
    .where(gte(userDocuments.completedAt, since));
  return row?.n ?? 0;
}
