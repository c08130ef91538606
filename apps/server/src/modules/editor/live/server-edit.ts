import * as Y from 'yjs';
import type { TDeps } from '../../../platform/deps.js';
import { storeLiveState } from './state-store.js';

/** Edits the server makes itself (a restore, an accepted suggestion) are marked with this. */
export type TServerEdit = (ydoc: Y.Doc, origin: unknown) => void;

/**
 * Makes a server edit in the stored live state of a document nobody has open on this
 * instance. Answers the document after it and the update to pass on to instances that have it
 * open, or null when the document has no live state (it was never opened live, or is gone).
 * `edit` may throw to refuse: then nothing is stored.
 */
export async function editStoredState(
  deps: TDeps,
  documentId: string,
  edit: TServerEdit,
  origin: unknown,
): Promise<{ ydoc: Y.Doc; update: Uint8Array } | null> {
  const merged = await storeLiveState(deps, documentId, new Uint8Array([0, 0]));
  if (!merged) return null;
  const before = Y.encodeStateVector(merged);
  edit(merged, origin);
  const update = Y.encodeStateAsUpdate(merged, before);
  await storeLiveState(deps, documentId, update);
  return { ydoc: merged, update };
}
