import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDb } from '../../../platform/db/client.js';
import { verifiedEmailOf } from '../../account/index.js';
import { signingProcesses, signingRecipients } from '../tables.js';

/**
 * The open processes in which the viewer, by their verified address, is asked to act now:
 * a signer, approver or witness sent the request and not yet done. An unconfirmed address
 * matches nothing, so signing up with another's address reveals nothing of theirs.
 */
export async function awaitingViewer(
  db: TDb,
  o: { viewer: TViewer; now: Date; documentId?: string },
) {
  const email = verifiedEmailOf(o.viewer);
  if (!email) return [];
  return db
    .select({ process: signingProcesses, recipient: signingRecipients })
    .from(signingRecipients)
    .innerJoin(signingProcesses, eq(signingProcesses.id, signingRecipients.processId))
    .where(
      and(
        eq(sql`lower(${signingRecipients.email})`, email),
        ne(signingRecipients.role, 'VIEWER'),
        inArray(signingRecipients.status, ['SENT', 'VIEWED']),
        eq(signingProcesses.status, 'IN_PROGRESS'),
        isNull(signingProcesses.closedAs),
        isNull(signingProcesses.completedAt),
        or(isNull(signingProcesses.expiresAt), gt(signingProcesses.expiresAt, o.now)),
        ne(signingProcesses.ownerId, o.viewer.user.id),
        o.documentId ? eq(signingProcesses.documentId, o.documentId) : undefined,
      ),
    )
    .limit(500);
}
