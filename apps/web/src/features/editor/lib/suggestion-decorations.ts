import type { EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { formatDate } from '../../../lib/format';
import type { TSuggestion } from '../api/suggestions';
import { positionOf } from './suggestion-anchor';

// Pending suggestions shown in the text as tracked changes: deleted words struck through in
// red, inserted words underlined in green, each saying who suggested it and when (on hover,
// and in words a screen reader reads out).

/** The change being typed, not yet sent: from and to are editor positions. */
export type TDraft = { from: number; to: number; text: string };

export const describeSuggestion = (s: Pick<TSuggestion, 'authorName' | 'createdAt'>) =>
  `Suggested by ${s.authorName ?? 'a former member'} on ${formatDate(s.createdAt)}`;

function srOnly(words: string) {
  const span = document.createElement('span');
  span.className = 'cw-sr-only';
  span.textContent = words;
  return span;
}

function insertion(text: string, label: string, className: string) {
  const ins = document.createElement('ins');
  ins.className = className;
  ins.title = label;
  ins.append(srOnly(`${label}, insert: `), text);
  return ins;
}

function change(
  decorations: Decoration[],
  at: { from: number; to: number; text: string; id: string },
  label: string,
  draft: boolean,
) {
  const kind = draft ? 'cw-suggestion-draft' : 'cw-suggestion';
  if (at.to > at.from) {
    decorations.push(
      Decoration.widget(at.from, () => srOnly(`${label}, delete: `), {
        side: -1,
        key: `${at.id}-sr`,
      }),
      Decoration.inline(at.from, at.to, {
        nodeName: 'del',
        class: `${kind} ${kind}-delete`,
        title: label,
        'data-suggestion': at.id,
      }),
    );
  }
  if (at.text)
    decorations.push(
      Decoration.widget(at.to, () => insertion(at.text, label, `${kind} ${kind}-insert`), {
        side: 1,
        key: `${at.id}-${at.text}`,
        ignoreSelection: true,
      }),
    );
}

/** The document's pending suggestions whose words are still there, and the draft. */
export function suggestionDecorations(
  state: EditorState,
  suggestions: readonly TSuggestion[],
  draft: TDraft | null,
): DecorationSet {
  const decorations: Decoration[] = [];
  const size = state.doc.content.size;
  for (const s of suggestions) {
    if (s.status !== 'PENDING') continue;
    const from = positionOf(state, s.anchor);
    if (from === null) continue;
    const to = from + s.original.length;
    // Words edited since: the feed still lists it; the text shows nothing wrong.
    if (to > size || state.doc.textBetween(from, to) !== s.original) continue;
    change(decorations, { from, to, text: s.text, id: s.id }, describeSuggestion(s), false);
  }
  if (draft) change(decorations, { ...draft, id: 'draft' }, 'Your suggestion, not sent yet', true);
  return DecorationSet.create(state.doc, decorations);
}
