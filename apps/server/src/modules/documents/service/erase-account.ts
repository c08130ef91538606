import { eq } from 'drizzle-orm';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import { userDocuments } from '../tables.js';
import { documentReviews, documentShares } from '../tables-collaboration.js';
import { documentFolders, uploadedFiles } from '../tables-files.js';
import { incomingKey } from './uploads-direct.js';

/** What an account's erasure removed, for the deletion's audit row. */
export type TErasedDocuments = {
  documents: number;
  uploads: number;
  folders: number;
  sharesDetached: number;
};

const pendingKey = (ownerId: string, storedName: string) => `pending/${ownerId}/${storedName}`;

/**
 * Erases everything the documents area holds about a customer whose account is being
 * deleted: their documents (with answers, downloads, reviews and the shares they gave),
 * uploads and folders, and their place on documents others shared with them.
 *
 * Runs inside the deletion's unit of work, so a failure anywhere in the deletion keeps all
 * of it. The files are removed only after the commit: a rolled-back deletion must still
 * find its files, and a file left behind by a crash after the commit is unreachable (its
 * record and the account are gone) rather than a record pointing at nothing.
 */
export async function eraseCustomerDocuments(
  work: TWork,
  customer: { userId: string; email: string },
): Promise<TErasedDocuments> {
  const { db } = work.database;
  const { userId } = customer;
  const email = customer.email.toLowerCase();

  const files = await db
    .select({ storageKey: uploadedFiles.storageKey, storedName: uploadedFiles.storedName })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerId, userId));

  // Shares others gave this address: the documents stay with their owners, the person goes.
  // Shares on the customer's own documents go with the documents below.
  const detached = await db
    .delete(documentShares)
    .where(eq(documentShares.email, email))
    .returning({ documentId: documentShares.documentId });
  // Reviews carry the reviewer's name and address, on whoever's document they were left.
  await db.delete(documentReviews).where(eq(documentReviews.userId, userId));

  // Deleted-with-undo documents too: hidden is not erased. Downloads, reviews, shares and
  // free-PDF allowances of these documents go with them (their keys cascade).
  const documents = await db
    .delete(userDocuments)
    .where(eq(userDocuments.ownerId, userId))
    .returning({ id: userDocuments.id });
  const uploads = await db
    .delete(uploadedFiles)
    .where(eq(uploadedFiles.ownerId, userId))
    .returning({ id: uploadedFiles.id });
  const folders = await db
    .delete(documentFolders)
    .where(eq(documentFolders.ownerId, userId))
    .returning({ id: documentFolders.id });

  const keys = files.flatMap((f) => [
    f.storageKey,
    // With an S3 store the browser's copy and its ticket sit beside the filed one.
    incomingKey(userId, f.storedName),
    pendingKey(userId, f.storedName),
  ]);
  work.afterCommit(async () => {
    const failed = (await Promise.allSettled(keys.map((key) => work.files.remove(key)))).filter(
      (r) => r.status === 'rejected',
    );
    if (failed.length) {
      work.logger.error(
        { userId, failed: failed.length },
        'files of an erased account could not all be removed',
      );
    }
  });

  return {
    documents: documents.length,
    uploads: uploads.length,
    folders: folders.length,
    sharesDetached: detached.length,
  };
}
