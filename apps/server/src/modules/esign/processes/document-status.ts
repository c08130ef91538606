import type { TDocumentStatus } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/client.js';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import { setSigningStatus } from '../../documents/index.js';
import { esignBulkSendCopies, esignBulkSends } from '../recipient-tables.js';
import { signingProcesses, signingRecipients } from '../tables.js';

type TCopy = { completed: boolean; closedAs: string | null; anySigned: boolean };

/**
 * The status of a document sent in bulk, from all of its copies: out for signature until
 * someone signs, in progress while any copy is open, and signed once every copy still standing
 * is; a batch nobody completed reads as declined or cancelled.
 */
export function bulkDocumentStatus(copies: readonly TCopy[]): TDocumentStatus {
  const open = copies.filter((c) => !c.completed && !c.closedAs);
  if (open.length) {
    return copies.some((c) => c.completed || c.anySigned)
      ? 'ESIGN_IN_PROGRESS'
      : 'SENT_FOR_SIGNATURE';
  }
  if (copies.some((c) => c.completed)) return 'SIGN_COMPLETE';
  return copies.some((c) => c.closedAs === 'DECLINED') ? 'DECLINED' : 'CANCELLED';
}

/**
 * Sets the status My documents shows after a process changed. A copy of a bulk send speaks
 * for its whole batch: the batch's row is locked first, so two copies finishing at the same
 * moment are counted one after the other and the last sees both.
 */
export async function settleDocumentStatus(
  work: TWork,
  o: { processId: string; documentId: string; status: TDocumentStatus },
) {
  const db = work.database.db;
  const [copy] = await db
    .select({ bulkSendId: esignBulkSendCopies.bulkSendId })
    .from(esignBulkSendCopies)
    .where(eq(esignBulkSendCopies.processId, o.processId))
    .limit(1);
  if (!copy) return setSigningStatus(work, { documentId: o.documentId, status: o.status });
  await db
    .select({ id: esignBulkSends.id })
    .from(esignBulkSends)
    .where(eq(esignBulkSends.id, copy.bulkSendId))
    .for('update');
  const copies = await bulkCopies(db, copy.bulkSendId);
  await setSigningStatus(work, { documentId: o.documentId, status: bulkDocumentStatus(copies) });
}

async function bulkCopies(db: TDb, bulkSendId: string): Promise<TCopy[]> {
  const processes = await db
    .select({
      id: signingProcesses.id,
      completedAt: signingProcesses.completedAt,
      closedAs: signingProcesses.closedAs,
    })
    .from(esignBulkSendCopies)
    .innerJoin(signingProcesses, eq(signingProcesses.id, esignBulkSendCopies.processId))
    .where(eq(esignBulkSendCopies.bulkSendId, bulkSendId));
  const signed = await db
    .select({ processId: signingRecipients.processId, signedAt: signingRecipients.signedAt })
    .from(signingRecipients)
    .where(
      inArray(
        signingRecipients.processId,
        processes.map((p) => p.id),
      ),
    );
  const withSignature = new Set(signed.filter((s) => s.signedAt).map((s) => s.processId));
  return processes.map((p) => ({
    completed: p.completedAt !== null,
    closedAs: p.closedAs,
    anySigned: withSignature.has(p.id),
  }));
}

/** How many copies of a bulk send every signer has completed, of how many. */
export async function bulkProgress(db: TDb, bulkSendId: string) {
  const copies = await bulkCopies(db, bulkSendId);
  return { signed: copies.filter((c) => c.completed).length, total: copies.length };
}
