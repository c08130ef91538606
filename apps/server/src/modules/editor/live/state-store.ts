import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { TDeps } from '../../../platform/deps.js';
import type { TUserDocument } from '../../documents/index.js';
import { type TEditorNode, ZEditorContent } from '../content-model.js';
import { toEditorContent } from '../convert/to-editor.js';
import { latestVersion, renderedOriginal, withDocumentLock } from '../service/editable-document.js';
import { insertVersion } from '../service/versions.js';
import { documentLiveStates, documentVersions } from '../tables.js';
import { contentToYDoc, yDocToContent } from './yjs-content.js';

const liveLock = (documentId: string) => `document-live:${documentId}`;

/**
 * The document's live state: the stored one, or (the first time only) one made from its
 * saved wording. Made under the document's lock and inserted against its primary key, so two
 * people opening it at once on two servers start from one state, never two copies of it.
 */
export async function loadLiveState(deps: TDeps, doc: TUserDocument): Promise<Uint8Array> {
  const { db } = deps.database;
  const read = async () =>
    (
      await db
        .select({ state: documentLiveStates.state })
        .from(documentLiveStates)
        .where(eq(documentLiveStates.documentId, doc.id))
    )[0]?.state;
  const stored = await read();
  if (stored) return stored;
  return deps.database.locks.withLock(liveLock(doc.id), async () => {
    const again = await read();
    if (again) return again;
    const latest = await latestVersion(db, doc.id);
    const content = (latest?.content ??
      toEditorContent(renderedOriginal(deps, doc).blocks)) as TEditorNode;
    const state = Y.encodeStateAsUpdate(contentToYDoc(content));
    const now = deps.clock.now();
    await db
      .insert(documentLiveStates)
      .values({ documentId: doc.id, state, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    return (await read()) ?? state;
  });
}

/**
 * Merges what this server holds into the stored state (never replacing it: another server
 * may have stored edits this one has not seen yet). Answers the merged doc.
 */
export async function storeLiveState(
  deps: TDeps,
  documentId: string,
  update: Uint8Array,
): Promise<Y.Doc | null> {
  const { db } = deps.database;
  return deps.database.locks.withLock(liveLock(documentId), async () => {
    const [row] = await db
      .select({ state: documentLiveStates.state })
      .from(documentLiveStates)
      .where(eq(documentLiveStates.documentId, documentId));
    // The document was erased while open: nothing is kept for it.
    if (!row) return null;
    const merged = new Y.Doc();
    Y.applyUpdate(merged, row.state);
    Y.applyUpdate(merged, update);
    await db
      .update(documentLiveStates)
      .set({ state: Y.encodeStateAsUpdate(merged), updatedAt: deps.clock.now() })
      .where(eq(documentLiveStates.documentId, documentId));
    return merged;
  });
}

/**
 * Keeps the JSON wording (what versions list and downloads lay out) in step with the live
 * doc: the newest IN_PROGRESS version takes it, whoever typed last being its author, so
 * several people typing make one autosaved version, not one each. A final version is never
 * changed; nothing is written when the wording is what the newest version already says.
 */
export async function saveLiveSnapshot(
  deps: TDeps,
  documentId: string,
  ydoc: Y.Doc,
  authorId: string,
): Promise<void> {
  const parsed = ZEditorContent.safeParse(yDocToContent(ydoc));
  if (!parsed.success) {
    deps.logger.warn({ documentId }, 'live document content is not one the editor can keep');
    return;
  }
  const content = parsed.data;
  await withDocumentLock(deps, documentId, async () => {
    const { db } = deps.database;
    const latest = await latestVersion(db, documentId);
    if (latest?.status === 'FINALISED') return;
    if (latest && isDeepStrictEqual(latest.content, content)) return;
    if (latest?.status === 'IN_PROGRESS') {
      await db
        .update(documentVersions)
        .set({ content, authorId, updatedAt: deps.clock.now() })
        .where(eq(documentVersions.id, latest.id));
      return;
    }
    await insertVersion(deps, {
      documentId,
      status: 'IN_PROGRESS',
      name: null,
      content,
      authorId,
    });
  });
}
