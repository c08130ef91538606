import type { TShareRole } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { documentShares } from '../tables-collaboration.js';

/**
 * A share the teams area makes for a team folder: no invitation mail (the team folder's
 * notice tells the member) and no rate limit (a team has four people at most). An existing
 * share to the address is left as it is; the answer says whether this call made one, so
 * the team folder withdraws only the shares it made.
 */
export async function grantTeamShare(
  deps: TDeps,
  opts: { documentId: string; email: string; role: TShareRole; sharedBy: string },
): Promise<boolean> {
  const now = deps.clock.now();
  const made = await deps.database.db
    .insert(documentShares)
    .values({
      documentId: opts.documentId,
      email: opts.email.toLowerCase(),
      role: opts.role,
      sharedBy: opts.sharedBy,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ email: documentShares.email });
  return made.length > 0;
}

/** Takes back a share the team folder made. */
export async function withdrawTeamShare(
  deps: TDeps,
  opts: { documentId: string; email: string },
): Promise<void> {
  await deps.database.db
    .delete(documentShares)
    .where(
      and(
        eq(documentShares.documentId, opts.documentId),
        eq(documentShares.email, opts.email.toLowerCase()),
      ),
    );
}
