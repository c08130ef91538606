import { and, eq, gte, inArray } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { signingProcesses } from '../tables.js';

/** Whether the customer finished a signing (signed by all, or self-signed) at or after `since`. */
export async function hasSignedSince(
  deps: Pick<TDeps, 'database'>,
  ownerId: string,
  since: Date,
): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ id: signingProcesses.id })
    .from(signingProcesses)
    .where(
      and(
        eq(signingProcesses.ownerId, ownerId),
        inArray(signingProcesses.status, ['COMPLETED', 'SELF_SIGNED']),
        gte(signingProcesses.completedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
