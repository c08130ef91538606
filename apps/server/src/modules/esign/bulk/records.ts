import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/client.js';
import { esignBulkSendCopies, esignBulkSends } from '../recipient-tables.js';

export type TBulkSend = typeof esignBulkSends.$inferSelect;

/** The customer's documents that went out in a bulk send. */
export async function documentIdsSentInBulk(db: TDb, ownerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ documentId: esignBulkSends.documentId })
    .from(esignBulkSends)
    .where(eq(esignBulkSends.ownerId, ownerId));
  return rows.map((r) => r.documentId);
}

/** The sender's bulk sends of one document, newest first; another's are not found. */
export async function bulkSendsOf(db: TDb, o: { ownerId: string; documentId: string }) {
  return db
    .select()
    .from(esignBulkSends)
    .where(and(eq(esignBulkSends.ownerId, o.ownerId), eq(esignBulkSends.documentId, o.documentId)))
    .orderBy(desc(esignBulkSends.createdAt), desc(esignBulkSends.id));
}

export async function processIdsOf(db: TDb, bulkSendId: string): Promise<string[]> {
  const rows = await db
    .select({ processId: esignBulkSendCopies.processId })
    .from(esignBulkSendCopies)
    .where(eq(esignBulkSendCopies.bulkSendId, bulkSendId))
    .orderBy(esignBulkSendCopies.line);
  return rows.map((r) => r.processId);
}
