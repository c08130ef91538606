import { and, desc, eq } from 'drizzle-orm';
import { users } from '../../../platform/auth/users-table.js';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import type { TEditorNode } from '../content-model.js';
import { toEditorContent } from '../convert/to-editor.js';
import { liveHubOf } from '../live/hub.js';
import { writeContent } from '../live/yjs-content.js';
import { EDITOR_MESSAGES } from '../messages.js';
import { documentVersions, type TVersionStatus } from '../tables.js';
import {
  canEdit,
  editableDocument,
  latestVersion,
  nextVersionNumber,
  renderedOriginal,
  type TVersion,
  withDocumentLock,
} from './editable-document.js';

export type TVersionSummary = Omit<TVersion, 'content'> & { authorName: string | null };

/** The editor's view of a document: its wording now, the version it is, and what the viewer may do. */
export async function getEditorDocument(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
) {
  const { doc, role } = await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  const latest = await latestVersion(deps.database.db, doc.id);
  const content = latest?.content ?? toEditorContent(renderedOriginal(deps, doc).blocks);
  return {
    documentId: doc.id,
    title: doc.title,
    status: doc.status,
    role,
    canEdit: canEdit(role, latest),
    content,
    version: latest,
  };
}

/** Every version but deleted ones, newest first, with who made each. */
export async function listDocumentVersions(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
): Promise<TVersionSummary[]> {
  const { doc } = await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  const rows = await deps.database.db
    .select({ version: documentVersions, first: users.firstName, last: users.lastName })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.authorId))
    .where(eq(documentVersions.documentId, doc.id))
    .orderBy(desc(documentVersions.number));
  return rows
    .filter((r) => r.version.status !== 'DELETED')
    .map(({ version: { content: _content, ...v }, first, last }) => ({
      ...v,
      authorName: first === null ? null : `${first} ${last ?? ''}`.trim(),
    }));
}

export async function insertVersion(
  deps: TDeps,
  values: {
    documentId: string;
    status: TVersionStatus;
    name: string | null;
    content: unknown;
    authorId: string;
  },
): Promise<TVersion> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const number = await nextVersionNumber(db, values.documentId);
  const [row] = await db
    .insert(documentVersions)
    .values({ id: flakeId(now.getTime()), number, createdAt: now, updatedAt: now, ...values })
    .returning();
  return row!;
}

/**
 * Saves the editor's content. Without a name it is an autosave: it replaces the author's
 * autosave when that is still the newest version, so typing makes one IN_PROGRESS version,
 * not thousands. With a name it is a version the customer chose to keep (CREATED).
 */
export async function saveDocumentVersion(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; content: TEditorNode; name?: string | null },
): Promise<TVersion> {
  const { doc } = await editableDocument(deps, opts.viewer, opts.documentId, 'edit');
  const authorId = opts.viewer.user.id;
  return withDocumentLock(deps, doc.id, async () => {
    const { db } = deps.database;
    const latest = await latestVersion(db, doc.id);
    if (latest?.status === 'FINALISED') throw new AppError('CONFLICT', EDITOR_MESSAGES.finalised);
    const name = opts.name ?? null;
    if (latest?.status === 'IN_PROGRESS' && latest.authorId === authorId) {
      const [row] = await db
        .update(documentVersions)
        .set({
          content: opts.content,
          updatedAt: deps.clock.now(),
          ...(name ? { status: 'CREATED' as const, name } : {}),
        })
        .where(eq(documentVersions.id, latest.id))
        .returning();
      return row!;
    }
    return insertVersion(deps, {
      documentId: doc.id,
      status: name ? 'CREATED' : 'IN_PROGRESS',
      name,
      content: opts.content,
      authorId,
    });
  });
}

/** Brings back an earlier version as a new one, so nothing in the history is lost. */
export async function restoreDocumentVersion(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; versionId: string },
): Promise<TVersion> {
  const { doc } = await editableDocument(deps, opts.viewer, opts.documentId, 'edit');
  const restored = await withDocumentLock(deps, doc.id, async () => {
    const { db } = deps.database;
    const [earlier] = await db
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.id, opts.versionId), eq(documentVersions.documentId, doc.id)));
    if (!earlier) throw new AppError('NOT_FOUND', EDITOR_MESSAGES.versionNotFound);
    if (earlier.status === 'DELETED')
      throw new AppError('CONFLICT', EDITOR_MESSAGES.versionDeleted);
    const latest = await latestVersion(db, doc.id);
    if (latest?.status === 'FINALISED') throw new AppError('CONFLICT', EDITOR_MESSAGES.finalised);
    return insertVersion(deps, {
      documentId: doc.id,
      status: 'CREATED',
      name: `Restored from version ${earlier.number}`,
      content: earlier.content,
      authorId: opts.viewer.user.id,
    });
  });
  // Everyone editing live sees the restored wording, as an edit of the live document.
  const content = restored.content as TEditorNode;
  await liveHubOf(deps)?.change(doc.id, (ydoc, origin) => writeContent(ydoc, content, origin));
  return restored;
}

/**
 * Marks the newest version final (the wording being signed): from then on the document is
 * read-only in the editor. A document never edited gets its original wording as that version.
 */
export async function finaliseDocumentVersion(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
): Promise<TVersion> {
  const { doc } = await editableDocument(deps, opts.viewer, opts.documentId, 'own');
  // What was typed live a moment ago is part of the final wording; after it, nobody types.
  const hub = liveHubOf(deps);
  await hub?.flush(doc.id);
  const finalised = await withDocumentLock(deps, doc.id, async () => {
    const { db } = deps.database;
    const latest = await latestVersion(db, doc.id);
    if (latest?.status === 'FINALISED') return latest;
    if (!latest) {
      return insertVersion(deps, {
        documentId: doc.id,
        status: 'FINALISED',
        name: null,
        content: toEditorContent(renderedOriginal(deps, doc).blocks),
        authorId: opts.viewer.user.id,
      });
    }
    const [row] = await db
      .update(documentVersions)
      .set({ status: 'FINALISED', updatedAt: deps.clock.now() })
      .where(eq(documentVersions.id, latest.id))
      .returning();
    return row!;
  });
  await hub?.reopen(doc.id, EDITOR_MESSAGES.liveFinalised);
  return finalised;
}
