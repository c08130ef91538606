import { and, eq, ne, sql } from 'drizzle-orm';
import { withCustomerLock } from '../../platform/customer-lock.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { grantTeamShare, withdrawTeamShare } from '../documents/index.js';
import { teamDocumentShares, teamDocuments } from './folder-tables.js';
import { teamOwnerIdOf } from './members.js';
import { teamMembers } from './tables.js';

/**
 * A member confirmed a new e-mail address: the team folder's shares (made to an address, as
 * every document share is) and their seat follow it, or the folder's documents would stay
 * with an address they no longer sign in with. Under the team owner's lock, as seat and
 * folder changes are, so a document added meanwhile is shared to one address or the other.
 */
export async function moveTeamSharesToEmail(
  deps: TDeps,
  options: { userId: string; email: string },
): Promise<{ moved: number }> {
  const ownerId = await teamOwnerIdOf(deps, options.userId);
  if (!ownerId) return { moved: 0 };
  const email = options.email.toLowerCase();
  return withCustomerLock(deps, ownerId, () =>
    inUnitOfWork(deps, async (work) => {
      const { db } = work.database;
      const shares = await db
        .select({
          share: teamDocumentShares,
          role: teamDocuments.role,
          addedBy: teamDocuments.addedBy,
        })
        .from(teamDocumentShares)
        .innerJoin(teamDocuments, eq(teamDocuments.documentId, teamDocumentShares.documentId))
        .where(
          and(eq(teamDocumentShares.userId, options.userId), ne(teamDocumentShares.email, email)),
        );
      for (const { share, role, addedBy } of shares) {
        await withdrawTeamShare(work, share);
        const made = await grantTeamShare(work, {
          documentId: share.documentId,
          email,
          role,
          sharedBy: addedBy,
        });
        // Someone had already shared it with the new address in person: that share stands,
        // and the folder no longer counts one of its own (leaving must not take it away).
        const key = and(
          eq(teamDocumentShares.documentId, share.documentId),
          eq(teamDocumentShares.userId, options.userId),
        );
        if (made) await db.update(teamDocumentShares).set({ email }).where(key);
        else await db.delete(teamDocumentShares).where(key);
      }
      // The seat shows the owner the address their member uses now; an invitation the owner
      // has open to that same address keeps it, as the seat's address is one per team.
      await db
        .update(teamMembers)
        .set({ email })
        .where(
          and(
            eq(teamMembers.userId, options.userId),
            sql`not exists (select 1 from ${teamMembers} other where other.owner_id = ${ownerId} and lower(other.email) = ${email})`,
          ),
        );
      return { moved: shares.length };
    }),
  );
}
