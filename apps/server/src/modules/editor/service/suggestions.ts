import { roleAllows } from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { users } from '../../../platform/auth/users-table.js';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { liveHubOf } from '../live/hub.js';
import { editStoredState, type TServerEdit } from '../live/server-edit.js';
import { loadLiveState, saveLiveSnapshot } from '../live/state-store.js';
import { applySuggestion, locateSuggestion, type TSuggestedEdit } from '../live/suggestion-edit.js';
import { EDITOR_MESSAGES } from '../messages.js';
import { documentSuggestions, type TSuggestionStatus } from '../tables.js';
import { editableDocument, latestVersion, type TEditable } from './editable-document.js';

type TRow = typeof documentSuggestions.$inferSelect;
export type TSuggestion = Pick<
  TRow,
  'id' | 'operation' | 'anchor' | 'original' | 'text' | 'status' | 'createdAt' | 'resolvedAt'
> & { authorName: string | null };

type TOpts = { viewer: TViewer; documentId: string };

const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** Accepting and rejecting one document's suggestions run one at a time, on every instance. */
const suggestionsLock = (documentId: string) => `document-suggestions:${documentId}`;

/** The document's suggestions, oldest first, pending or not. */
export async function listDocumentSuggestions(deps: TDeps, opts: TOpts): Promise<TSuggestion[]> {
  const { doc } = await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  return suggestionsOf(deps, doc.id);
}

async function suggestionsOf(deps: TDeps, documentId: string, id?: string) {
  const rows = await deps.database.db
    .select({ s: documentSuggestions, first: users.firstName, last: users.lastName })
    .from(documentSuggestions)
    .leftJoin(users, eq(users.id, documentSuggestions.authorId))
    .where(
      and(
        eq(documentSuggestions.documentId, documentId),
        id ? eq(documentSuggestions.id, id) : undefined,
      ),
    )
    .orderBy(asc(documentSuggestions.createdAt), asc(documentSuggestions.id));
  return rows.map(({ s, first, last }) => ({
    id: s.id,
    operation: s.operation,
    anchor: s.anchor,
    original: s.original,
    text: s.text,
    status: s.status,
    createdAt: s.createdAt,
    resolvedAt: s.resolvedAt,
    authorName: nameOf(first, last),
  }));
}

/** Refuses changes to a document whose wording is final (it is being signed). */
async function refuseIfFinal(deps: TDeps, documentId: string) {
  const latest = await latestVersion(deps.database.db, documentId);
  if (latest?.status === 'FINALISED') throw new AppError('CONFLICT', EDITOR_MESSAGES.finalised);
}

/**
 * Keeps a suggester's change as a PENDING suggestion, once its anchor is found in the live
 * document and the words it changes read there as the suggester saw them.
 */
export async function suggestDocumentChange(
  deps: TDeps,
  opts: TOpts & TSuggestedEdit,
): Promise<TSuggestion> {
  const { doc, role } = await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  if (role === 'VIEWER') throw new AppError('FORBIDDEN', EDITOR_MESSAGES.cannotSuggest);
  await refuseIfFinal(deps, doc.id);
  // What was typed a moment ago on this instance is stored first, so the anchor is in it.
  await liveHubOf(deps)?.flush(doc.id);
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, await loadLiveState(deps, doc));
  const edit = {
    operation: opts.operation,
    anchor: opts.anchor,
    original: opts.original,
    text: opts.text,
  };
  const found = locateSuggestion(ydoc, edit);
  ydoc.destroy();
  if (!found) throw new AppError('CONFLICT', EDITOR_MESSAGES.suggestionAnchorInvalid);
  const now = deps.clock.now();
  const id = flakeId(now.getTime());
  await deps.database.db.insert(documentSuggestions).values({
    id,
    documentId: doc.id,
    authorId: opts.viewer.user.id,
    ...edit,
    status: 'PENDING',
    createdAt: now,
  });
  const [made] = await suggestionsOf(deps, doc.id, id);
  return made!;
}

/** Makes the edit in the live document (through the hub, so everyone editing sees it). */
async function editLive(deps: TDeps, documentId: string, edit: TServerEdit) {
  const hub = liveHubOf(deps);
  if (hub) return hub.change(documentId, edit);
  return (await editStoredState(deps, documentId, edit, 'server'))?.ydoc ?? null;
}

/** Accepts or rejects one pending suggestion; call it holding the document's suggestions lock. */
async function resolveOne(
  deps: TDeps,
  found: TEditable,
  viewer: TViewer,
  row: TRow,
  status: Exclude<TSuggestionStatus, 'PENDING'>,
) {
  // Claimed before the change is made: a failure between the two can leave a suggestion
  // marked without its change, never a change made twice (an insertion would be doubled).
  const claimed = await deps.database.db
    .update(documentSuggestions)
    .set({ status, resolvedById: viewer.user.id, resolvedAt: deps.clock.now() })
    .where(and(eq(documentSuggestions.id, row.id), eq(documentSuggestions.status, 'PENDING')))
    .returning({ id: documentSuggestions.id });
  if (!claimed.length) throw new AppError('CONFLICT', EDITOR_MESSAGES.suggestionResolved);
  if (status !== 'ACCEPTED') return;
  let ydoc: Awaited<ReturnType<typeof editLive>>;
  try {
    ydoc = await editLive(deps, found.doc.id, (d, origin) => applySuggestion(d, row, origin));
    if (!ydoc) throw new AppError('CONFLICT', EDITOR_MESSAGES.suggestionStale);
  } catch (error) {
    // Not made: it is pending again, to be rejected or tried once more.
    await deps.database.db
      .update(documentSuggestions)
      .set({ status: 'PENDING', resolvedById: null, resolvedAt: null })
      .where(eq(documentSuggestions.id, row.id));
    throw error;
  }
  // Versions and downloads read the JSON wording: it takes the change now.
  await saveLiveSnapshot(deps, found.doc.id, ydoc, viewer.user.id);
}

async function resolvable(deps: TDeps, opts: TOpts) {
  const found = await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  if (!roleAllows(found.role, 'edit'))
    throw new AppError('FORBIDDEN', EDITOR_MESSAGES.cannotResolveSuggestion);
  await refuseIfFinal(deps, found.doc.id);
  return found;
}

/** The owner or an editor accepts (the change is made) or rejects a suggestion. */
export async function resolveDocumentSuggestion(
  deps: TDeps,
  opts: TOpts & { suggestionId: string; status: Exclude<TSuggestionStatus, 'PENDING'> },
): Promise<TSuggestion> {
  const found = await resolvable(deps, opts);
  return deps.database.locks.withLock(suggestionsLock(found.doc.id), async () => {
    const [row] = await deps.database.db
      .select()
      .from(documentSuggestions)
      .where(
        and(
          eq(documentSuggestions.id, opts.suggestionId),
          eq(documentSuggestions.documentId, found.doc.id),
        ),
      );
    if (!row) throw new AppError('NOT_FOUND', EDITOR_MESSAGES.suggestionNotFound);
    await resolveOne(deps, found, opts.viewer, row, opts.status);
    const [after] = await suggestionsOf(deps, found.doc.id, row.id);
    return after!;
  });
}

/**
 * Accepts or rejects every pending suggestion, oldest first. One whose words were edited
 * since cannot be accepted: it stays PENDING (for the owner to reject) and is counted.
 */
export async function resolveAllDocumentSuggestions(
  deps: TDeps,
  opts: TOpts & { status: Exclude<TSuggestionStatus, 'PENDING'> },
): Promise<{ resolved: number; refused: number; suggestions: TSuggestion[] }> {
  const found = await resolvable(deps, opts);
  return deps.database.locks.withLock(suggestionsLock(found.doc.id), async () => {
    const pending = await deps.database.db
      .select()
      .from(documentSuggestions)
      .where(
        and(
          eq(documentSuggestions.documentId, found.doc.id),
          eq(documentSuggestions.status, 'PENDING'),
        ),
      )
      .orderBy(asc(documentSuggestions.createdAt), asc(documentSuggestions.id));
    let resolved = 0;
    let refused = 0;
    for (const row of pending) {
      try {
        await resolveOne(deps, found, opts.viewer, row, opts.status);
        resolved++;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
        refused++;
      }
    }
    return { resolved, refused, suggestions: await suggestionsOf(deps, found.doc.id) };
  });
}
