import type { EditorState } from '@tiptap/pm/state';
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
} from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import type { TEditOperation } from '../api/suggestions';

// A suggestion's anchor: where its change starts, as a Yjs relative position (it names a
// character of the live document, not a number, so it still points at the same words after
// others have typed above them), encoded and then base64 for the wire.

type TBinding = { type: Y.XmlFragment; doc: Y.Doc; mapping: Map<never, never> };

const bindingOf = (state: EditorState): TBinding | null =>
  (ySyncPluginKey.getState(state) as { binding?: TBinding } | undefined)?.binding ?? null;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * The anchor of a change starting at `pos`. A deletion or replacement holds on to the first
 * word it changes (typing just before it leaves it where it is); an insertion to the word
 * before it. Null while the editor is not bound to the live document.
 */
export function anchorAt(
  state: EditorState,
  pos: number,
  operation: TEditOperation,
): string | null {
  const binding = bindingOf(state);
  if (!binding) return null;
  const relative = absolutePositionToRelativePosition(pos, binding.type, binding.mapping);
  if (operation === 'INSERT') return toBase64(Y.encodeRelativePosition(relative));
  const absolute = Y.createAbsolutePositionFromRelativePosition(relative, binding.doc);
  if (!absolute) return null;
  const held = Y.createRelativePositionFromTypeIndex(absolute.type, absolute.index, 0);
  return toBase64(Y.encodeRelativePosition(held));
}

/** Where an anchor points in the editor now, or null when its words are gone. */
export function positionOf(state: EditorState, anchor: string): number | null {
  const binding = bindingOf(state);
  if (!binding) return null;
  try {
    const relative = Y.decodeRelativePosition(fromBase64(anchor));
    return relativePositionToAbsolutePosition(binding.doc, binding.type, relative, binding.mapping);
  } catch {
    return null;
  }
}
