import type { TTemplate } from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDb } from '../../../platform/db/client.js';
import { notFound } from '../../../platform/errors.js';
import { userDocuments } from '../tables.js';

export type TUserDocument = typeof userDocuments.$inferSelect;

/**
 * The viewer's own document. Another user's id answers exactly as an unknown id does, so
 * guessing ids reveals nothing.
 */
export async function ownedDocument(
  db: TDb,
  viewer: TViewer,
  documentId: string,
  opts: { includeDeleted?: boolean } = {},
): Promise<TUserDocument> {
  const [row] = await db
    .select()
    .from(userDocuments)
    .where(
      and(
        eq(userDocuments.id, documentId),
        eq(userDocuments.ownerId, viewer.user.id),
        opts.includeDeleted ? undefined : isNull(userDocuments.deletedAt),
      ),
    );
  if (!row) throw notFound();
  return row;
}

export const snapshotOf = (doc: TUserDocument) => doc.templateSnapshot as unknown as TTemplate;
