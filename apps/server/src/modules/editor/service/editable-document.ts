import {
  render,
  roleAllows,
  type TAnswers,
  type TCollaborationRole,
  type TDocumentNeed,
  type TRenderedDocument,
} from '@app/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDb } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { accessibleDocument, snapshotOf, type TUserDocument } from '../../documents/index.js';
import { EDITOR_MESSAGES } from '../messages.js';
import { documentVersions } from '../tables.js';

export type TVersion = typeof documentVersions.$inferSelect;
export type TEditable = { doc: TUserDocument; role: TCollaborationRole };

/**
 * The document if the viewer may do `need` to it and it is one the editor can open: made
 * here from a template and finished. Another user's id answers as an unknown one.
 */
export async function editableDocument(
  deps: TDeps,
  viewer: TViewer,
  documentId: string,
  need: TDocumentNeed,
): Promise<TEditable> {
  const found = await accessibleDocument(deps.database.db, viewer, documentId, need);
  if (found.doc.kind === 'upload') throw new AppError('CONFLICT', EDITOR_MESSAGES.uploaded);
  if (found.doc.status === 'IN_PROGRESS')
    throw new AppError('CONFLICT', EDITOR_MESSAGES.notFinished);
  return found;
}

/** The document as its answers make it, dated the day it was finished (as its downloads are). */
export function renderedOriginal(deps: TDeps, doc: TUserDocument): TRenderedDocument {
  const result = render(snapshotOf(doc), doc.answers as TAnswers, {
    now: doc.completedAt ?? deps.clock.now(),
  });
  if (!result.ok) throw new AppError('CONFLICT', EDITOR_MESSAGES.notFinished);
  return result.document;
}

/** The newest version that is not deleted: what the editor shows and downloads give. */
export async function latestVersion(db: TDb, documentId: string): Promise<TVersion | null> {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), ne(documentVersions.status, 'DELETED')))
    .orderBy(desc(documentVersions.number))
    .limit(1);
  return row ?? null;
}

/** The next number for a version of this document; call it under the document's lock. */
export async function nextVersionNumber(db: TDb, documentId: string): Promise<number> {
  const [row] = await db
    .select({ number: documentVersions.number })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.number))
    .limit(1);
  return (row?.number ?? 0) + 1;
}

export const canEdit = (role: TCollaborationRole, latest: TVersion | null) =>
  roleAllows(role, 'edit') && latest?.status !== 'FINALISED';

/**
 * Runs `work` while no other change to this document's versions runs, on any instance, so
 * two saves cannot take the same number or both replace one autosave.
 */
export function withDocumentLock<T>(deps: TDeps, documentId: string, work: () => Promise<T>) {
  return deps.database.locks.withLock(`document-versions:${documentId}`, work);
}
