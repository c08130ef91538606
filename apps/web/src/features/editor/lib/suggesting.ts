import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { type EditorState, Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import type { TNewSuggestion, TSuggestion } from '../api/suggestions';
import { anchorAt } from './suggestion-anchor';
import { suggestionDecorations, type TDraft } from './suggestion-decorations';

// Suggesting: a suggester types, deletes and pastes as in any editor, but nothing they do
// reaches the shared document. Each change is caught before it is made and held as a draft
// (shown as a tracked change), which grows while they keep typing at its end or deleting at
// its edge; it is sent as one suggestion on Enter, when they stop for a moment, move away
// or start another change. Everyone's pending suggestions are shown the same way.

type TState = { suggestions: readonly TSuggestion[]; draft: TDraft | null };
export type TSuggestingOptions = {
  /** Whether this person's changes become suggestions (a suggester's editor). */
  active: boolean;
  onSuggest: (suggestion: TNewSuggestion) => void;
  onRefuse: (message: string) => void;
};

export const suggestingKey = new PluginKey<TState>('suggesting');
/** How long typing may pause before the draft is sent. */
const IDLE_MS = 1500;

export const SUGGESTING_MESSAGES = {
  oneParagraph: 'Suggest changes within one paragraph at a time.',
  notReady: 'The document is still opening for editing. Try again in a moment.',
} as const;

/** Whether from–to is plain text of one paragraph (what one suggestion can change). */
function withinOneRun(doc: PmNode, from: number, to: number): boolean {
  const $from = doc.resolve(from);
  if (!$from.parent.isTextblock || !$from.sameParent(doc.resolve(to))) return false;
  let plain = true;
  doc.nodesBetween(from, to, (node) => {
    if (node.isInline && !node.isText) plain = false;
  });
  return plain;
}

const draftOf = (state: EditorState) => suggestingKey.getState(state)?.draft ?? null;

function setDraft(view: EditorView, draft: TDraft | null, caret?: number) {
  const tr = view.state.tr.setMeta(suggestingKey, { draft });
  if (caret !== undefined) tr.setSelection(TextSelection.create(tr.doc, caret));
  view.dispatch(tr);
}

function suggestingPlugin(options: TSuggestingOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = (view: EditorView) => {
    clearTimeout(timer);
    const draft = draftOf(view.state);
    if (!draft) return;
    setDraft(view, null);
    const original = view.state.doc.textBetween(draft.from, draft.to);
    if (original === draft.text) return;
    const operation = !original ? 'INSERT' : draft.text ? 'REPLACE' : 'DELETE';
    const anchor = anchorAt(view.state, draft.from, operation);
    if (!anchor) return options.onRefuse(SUGGESTING_MESSAGES.notReady);
    options.onSuggest({ operation, anchor, original, text: draft.text });
  };
  const soon = (view: EditorView) => {
    clearTimeout(timer);
    timer = setTimeout(() => send(view), IDLE_MS);
  };

  /** Starts a new draft (sending the one before), if the range is one paragraph's text. */
  const start = (view: EditorView, draft: TDraft, caret: number) => {
    send(view);
    if (!withinOneRun(view.state.doc, draft.from, draft.to))
      return options.onRefuse(SUGGESTING_MESSAGES.oneParagraph);
    setDraft(view, draft, caret);
    soon(view);
  };

  const type = (view: EditorView, from: number, to: number, text: string) => {
    const draft = draftOf(view.state);
    if (draft && from === to && from === draft.to) {
      setDraft(view, { ...draft, text: draft.text + text });
      soon(view);
    } else start(view, { from, to, text }, to);
  };

  const erase = (view: EditorView, forward: boolean) => {
    const { from, to, empty, $from } = view.state.selection;
    const draft = draftOf(view.state);
    if (!empty) return start(view, { from, to, text: '' }, to);
    if (draft?.text && from === draft.to && !forward) {
      const text = draft.text.slice(0, -1);
      setDraft(view, text || draft.to > draft.from ? { ...draft, text } : null);
      return soon(view);
    }
    if (draft && !draft.text && !forward && from === draft.from && from > $from.start()) {
      setDraft(view, { ...draft, from: from - 1 }, from - 1);
      return soon(view);
    }
    if (draft && !draft.text && forward && from === draft.to && from < $from.end()) {
      setDraft(view, { ...draft, to: from + 1 }, from + 1);
      return soon(view);
    }
    if (forward ? from < $from.end() : from > $from.start())
      start(
        view,
        forward ? { from, to: from + 1, text: '' } : { from: from - 1, to: from, text: '' },
        forward ? from + 1 : from - 1,
      );
  };

  return new Plugin<TState>({
    key: suggestingKey,
    state: {
      init: () => ({ suggestions: [], draft: null }),
      apply(tr, value) {
        const meta = tr.getMeta(suggestingKey) as Partial<TState> | undefined;
        let next = meta ? { ...value, ...meta } : value;
        // Others' edits arrive while a draft is held: it moves with its words.
        if (next.draft && tr.docChanged) {
          const from = tr.mapping.map(next.draft.from, -1);
          const to = tr.mapping.map(next.draft.to, 1);
          next = { ...next, draft: from <= to ? { ...next.draft, from, to } : null };
        }
        return next;
      },
    },
    // Only the live document's own updates change a suggester's text.
    filterTransaction: (tr) =>
      !options.active || !tr.docChanged || tr.getMeta(ySyncPluginKey) !== undefined,
    view: () => ({ destroy: () => clearTimeout(timer) }),
    props: {
      decorations(state) {
        const value = suggestingKey.getState(state);
        return value ? suggestionDecorations(state, value.suggestions, value.draft) : null;
      },
      handleTextInput(view, from, to, text) {
        if (!options.active) return false;
        type(view, from, to, text);
        return true;
      },
      handlePaste(view, event) {
        if (!options.active) return false;
        const text = (event.clipboardData?.getData('text/plain') ?? '').replace(/\s+/g, ' ');
        const { from, to } = view.state.selection;
        if (text) type(view, from, to, text);
        return true;
      },
      handleDrop: () => options.active,
      handleKeyDown(view, event) {
        if (!options.active) return false;
        if (event.key === 'Backspace' || event.key === 'Delete') {
          erase(view, event.key === 'Delete');
          return true;
        }
        if (event.key === 'Enter') {
          send(view);
          return true;
        }
        if (event.key === 'Escape' && draftOf(view.state)) {
          clearTimeout(timer);
          setDraft(view, null);
          return true;
        }
        return false;
      },
      handleDOMEvents: {
        blur(view) {
          if (options.active) send(view);
          return false;
        },
      },
    },
  });
}

/** Suggesting mode and everyone's pending suggestions, shown in the text. */
export const Suggesting = Extension.create<TSuggestingOptions>({
  name: 'suggesting',
  addOptions: () => ({ active: false, onSuggest: () => {}, onRefuse: () => {} }),
  addProseMirrorPlugins() {
    return [suggestingPlugin(this.options)];
  },
});

/** Shows these suggestions in the text (after the feed was fetched again). */
export function showSuggestions(view: EditorView, suggestions: readonly TSuggestion[]) {
  view.dispatch(view.state.tr.setMeta(suggestingKey, { suggestions }));
}
