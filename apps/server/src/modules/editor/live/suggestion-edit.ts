import * as Y from 'yjs';
import { AppError } from '../../../platform/errors.js';
import { EDITOR_MESSAGES } from '../messages.js';
import type { TEditOperation } from '../tables.js';
import { LIVE_FRAGMENT } from './yjs-content.js';

// A suggestion made in the live (Yjs) document. Its anchor is a Yjs relative position, which
// the browser takes from where the suggester's selection starts: it names a character (or a
// paragraph, for an empty one) rather than a number, so it still points at the same words
// after others have typed above them. The words it expects there are checked every time.

export type TSuggestedEdit = {
  operation: TEditOperation;
  anchor: string;
  original: string;
  text: string;
};

/** Where the anchor points now: a run of text and an offset in it, or a gap in a paragraph. */
type TSpot =
  | { kind: 'text'; text: Y.XmlText; index: number }
  | { kind: 'gap'; element: Y.XmlElement; index: number };

/** The run's characters; anything that is not text counts as one character, as Yjs counts it. */
function plainText(text: Y.XmlText): string {
  const delta = text.toDelta() as { insert: unknown }[];
  return delta.map((d) => (typeof d.insert === 'string' ? d.insert : '\uFFFC')).join('');
}

/** The formatting (marks) of the character at index, so a replacement keeps it. */
function formatAt(text: Y.XmlText, index: number): Record<string, unknown> {
  let at = 0;
  for (const d of text.toDelta() as { insert: unknown; attributes?: Record<string, unknown> }[]) {
    const length = typeof d.insert === 'string' ? d.insert.length : 1;
    if (index < at + length) return { ...(d.attributes ?? {}) };
    at += length;
  }
  return {};
}

/** Whether the type is still part of the document (not in a deleted paragraph). */
function isLive(type: Y.AbstractType<unknown>, root: Y.XmlFragment): boolean {
  let current: Y.AbstractType<unknown> = type;
  while (current !== root) {
    const item = current._item;
    if (!item || item.deleted || !(item.parent instanceof Y.AbstractType)) return false;
    current = item.parent as Y.AbstractType<unknown>;
  }
  return true;
}

function decodeAnchor(anchor: string): Y.RelativePosition | null {
  try {
    return Y.decodeRelativePosition(new Uint8Array(Buffer.from(anchor, 'base64')));
  } catch {
    return null;
  }
}

function spotOf(ydoc: Y.Doc, anchor: string): TSpot | null {
  const root = ydoc.getXmlFragment(LIVE_FRAGMENT);
  const relative = decodeAnchor(anchor);
  if (!relative) return null;
  const found = Y.createAbsolutePositionFromRelativePosition(relative, ydoc);
  if (!found || !isLive(found.type, root)) return null;
  if (found.type instanceof Y.XmlText)
    return { kind: 'text', text: found.type, index: found.index };
  if (found.type instanceof Y.XmlElement) {
    // At the start of a paragraph's words the anchor may name the paragraph itself.
    const child = found.type.get(found.index);
    if (child instanceof Y.XmlText) return { kind: 'text', text: child, index: 0 };
    return { kind: 'gap', element: found.type, index: found.index };
  }
  return null;
}

/**
 * Whether the suggestion still fits the document: its anchor points at words of it and the
 * words it deletes or replaces read as they did. Answers the spot, or null when it does not.
 */
export function locateSuggestion(ydoc: Y.Doc, edit: TSuggestedEdit): TSpot | null {
  const spot = spotOf(ydoc, edit.anchor);
  if (!spot) return null;
  if (!edit.original) return spot;
  if (spot.kind !== 'text') return null;
  const words = plainText(spot.text).slice(spot.index, spot.index + edit.original.length);
  return words === edit.original ? spot : null;
}

/**
 * Makes the suggested change in the document, in one transaction, or refuses (changing
 * nothing) when the words it was about are no longer there as they were.
 */
export function applySuggestion(ydoc: Y.Doc, edit: TSuggestedEdit, origin: unknown): void {
  const spot = locateSuggestion(ydoc, edit);
  if (!spot) throw new AppError('CONFLICT', EDITOR_MESSAGES.suggestionStale);
  ydoc.transact(() => {
    if (spot.kind === 'gap') {
      const run = new Y.XmlText();
      spot.element.insert(spot.index, [run]);
      run.insert(0, edit.text);
      return;
    }
    const { text, index } = spot;
    // Taken before the words go: what they were set in is what replaces them is set in.
    const format = edit.original ? formatAt(text, index) : undefined;
    if (edit.original) text.delete(index, edit.original.length);
    if (edit.text) text.insert(index, edit.text, format);
  }, origin);
}
