import { and, eq, gte } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.js';
import { marketplaceBriefs } from './tables.js';

/** Whether the customer posted a brief for quotes at or after `since`. */
export async function hasPostedBriefSince(
  deps: Pick<TDeps, 'database'>,
  customerId: string,
  since: Date,
): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ id: marketplaceBriefs.id })
    .from(marketplaceBriefs)
    .where(
      and(eq(marketplaceBriefs.customerId, customerId), gte(marketplaceBriefs.createdAt, since)),
    )
    .limit(1);
  return row !== undefined;
}
