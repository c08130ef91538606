import {
  roleAllows,
  SHARING_MESSAGES,
  type TCollaborationRole,
  type TDocumentNeed,
} from '@app/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDb } from '../../../platform/db/client.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { verifiedEmailOf } from '../../account/index.js';
import { userDocuments } from '../tables.js';
import { documentShares } from '../tables-collaboration.js';
import type { TUserDocument } from './owned-document.js';

export type TAccessibleDocument = { doc: TUserDocument; role: TCollaborationRole };

/**
 * Shares are made to an address and claimed by whoever proved it is theirs: an account whose
 * address is unconfirmed matches no share at all.
 */
function sharedToViewer(viewer: TViewer) {
  const email = verifiedEmailOf(viewer);
  return email ? eq(documentShares.email, email) : sql`false`;
}

/**
 * The one access check for a document: the viewer's role on it, refused when the role does
 * not allow `need`. Someone with no role at all is answered exactly as for an unknown id,
 * so guessing ids reveals nothing; someone who can see the document but not do this is
 * told why.
 */
export async function accessibleDocument(
  db: TDb,
  viewer: TViewer,
  documentId: string,
  need: TDocumentNeed,
  opts: { includeDeleted?: boolean } = {},
): Promise<TAccessibleDocument> {
  const [row] = await db
    .select({ doc: userDocuments, sharedRole: documentShares.role })
    .from(userDocuments)
    .leftJoin(
      documentShares,
      and(eq(documentShares.documentId, userDocuments.id), sharedToViewer(viewer)),
    )
    .where(
      and(
        eq(userDocuments.id, documentId),
        // Deleted documents stay reachable only by their owner (for undo).
        opts.includeDeleted ? undefined : isNull(userDocuments.deletedAt),
      ),
    );
  if (!row) throw notFound();
  const role: TCollaborationRole | null =
    row.doc.ownerId === viewer.user.id ? 'OWNER' : (row.sharedRole ?? null);
  if (!role || (row.doc.deletedAt && role !== 'OWNER')) throw notFound();
  if (!roleAllows(role, need)) {
    throw new AppError(
      'FORBIDDEN',
      need === 'own' ? SHARING_MESSAGES.ownerOnly : SHARING_MESSAGES.readOnly,
    );
  }
  return { doc: row.doc, role };
}

/** The viewer's role on each of the given documents (for lists). */
export async function rolesOn(
  db: TDb,
  viewer: TViewer,
  docs: Pick<TUserDocument, 'id' | 'ownerId'>[],
): Promise<Map<string, TCollaborationRole>> {
  const roles = new Map<string, TCollaborationRole>();
  const shared: string[] = [];
  for (const d of docs) {
    if (d.ownerId === viewer.user.id) roles.set(d.id, 'OWNER');
    else shared.push(d.id);
  }
  if (shared.length === 0 || !verifiedEmailOf(viewer)) return roles;
  const rows = await db
    .select({ documentId: documentShares.documentId, role: documentShares.role })
    .from(documentShares)
    .where(and(sharedToViewer(viewer), inArray(documentShares.documentId, shared)));
  for (const r of rows) roles.set(r.documentId, r.role);
  return roles;
}

/** A where-clause for documents the viewer owns or that are shared with them. */
export function visibleTo(db: TDb, viewer: TViewer, opts: { sharedOnly?: boolean } = {}) {
  const sharedWithMe = inArray(
    userDocuments.id,
    db.select({ id: documentShares.documentId }).from(documentShares).where(sharedToViewer(viewer)),
  );
  return opts.sharedOnly
    ? sharedWithMe
    : or(eq(userDocuments.ownerId, viewer.user.id), sharedWithMe);
}
