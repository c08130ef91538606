import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import type { TFeedItem, TSuggestion } from '../api/suggestions';
import {
  EDITOR_DOCUMENT,
  fakeLiveText,
  installFakeLive,
  type TFakeLive,
} from '../test/editor-test-kit';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], operation: string) =>
  calls
    .filter((c) =>
      String((c.body as { query?: string } | undefined)?.query).includes(`${operation}(`),
    )
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

/** Every run of text in the fake server's document. */
function textsOf(server: TFakeLive): Y.XmlText[] {
  const texts: Y.XmlText[] = [];
  const walk = (type: Y.XmlFragment | Y.XmlElement) => {
    for (const child of type.toArray()) {
      if (child instanceof Y.XmlText) texts.push(child);
      else if (child instanceof Y.XmlElement) walk(child);
    }
  };
  walk(server.doc.getXmlFragment('default'));
  return texts;
}
const plain = (text: Y.XmlText) =>
  (text.toDelta() as { insert: string }[]).map((d) => d.insert).join('');

/** The anchor where `words` start, as a browser would send it. */
function anchorAt(server: TFakeLive, words: string): string {
  for (const text of textsOf(server)) {
    const at = plain(text).indexOf(words);
    if (at >= 0) {
      const bytes = Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, at));
      return btoa(String.fromCharCode(...bytes));
    }
  }
  throw new Error(`No text has "${words}"`);
}

/** The words an anchor points at in the server's document, `length` of them. */
function wordsAt(server: TFakeLive, anchor: string, length: number): string {
  const bytes = Uint8Array.from(atob(anchor), (c) => c.charCodeAt(0));
  const at = Y.createAbsolutePositionFromRelativePosition(
    Y.decodeRelativePosition(bytes),
    server.doc,
  );
  if (!at || !(at.type instanceof Y.XmlText)) return '';
  return plain(at.type).slice(at.index, at.index + length);
}

async function liveEditor(): Promise<Editor> {
  // The editor's page is loaded on demand: on a busy machine that takes a while.
  await vi.waitFor(
    () => expect(screen.getByTestId('live-status').textContent).toContain('Connected'),
    { timeout: 10_000 },
  );
  const box = await screen.findByRole('textbox', { name: /document text/ });
  return (box as HTMLElement & { editor: Editor }).editor;
}

/** Where `words` start in the editor. */
function positionOf(editor: Editor, words: string): number {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    const at = node.isText ? (node.text ?? '').indexOf(words) : -1;
    if (at >= 0 && found < 0) found = pos + at;
  });
  return found;
}

const SUGGESTION: TSuggestion = {
  id: 's-1',
  operation: 'REPLACE',
  anchor: '',
  original: 'weekday',
  text: 'working day',
  status: 'PENDING',
  authorName: 'Sam Lee',
  createdAt: '2026-11-21T00:00:00.000Z',
  resolvedAt: null,
};

const base = {
  GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
  EditorDocument: { editorDocument: EDITOR_DOCUMENT },
};

let server: TFakeLive;
beforeEach(() => {
  server = installFakeLive();
});

describe('suggestions in the editor', () => {
  it("turns a suggester's typing into a suggestion, never an edit of the document", async () => {
    server = installFakeLive(undefined, { role: 'SUGGESTER', canWrite: false, name: 'Sam Lee' });
    const { calls } = renderApp('/documents/editor/doc-1', {
      graphql: {
        ...base,
        EditorDocument: {
          editorDocument: { ...EDITOR_DOCUMENT, role: 'SUGGESTER', canEdit: false },
        },
        DocumentFeed: { documentFeed: [] },
        SuggestDocumentChange: { suggestDocumentChange: { ...SUGGESTION, anchor: 'AAAA' } },
      },
    });
    expect(await screen.findByText('You are suggesting changes')).toBeTruthy();
    const editor = await liveEditor();
    expect(editor.view.dom.getAttribute('contenteditable')).toBe('true');
    const from = positionOf(editor, 'weekday');
    act(() => {
      editor.commands.setTextSelection({ from, to: from + 'weekday'.length });
    });
    const view = editor.view;
    // Typing over the selected word, one key at a time, then a slip taken back.
    for (const key of ['w', 'o', 'r', 'k', 'i', 'n', 'g', ' ', 'd', 'a', 'y', 'z'])
      act(() => {
        view.someProp('handleTextInput', (f) =>
          f(view, view.state.selection.from, view.state.selection.to, key, () => view.state.tr),
        );
      });
    fireEvent.keyDown(view.dom, { key: 'Backspace' });
    // Shown as a tracked change while it is typed.
    const box = screen.getByRole('textbox', { name: /document text/ });
    await vi.waitFor(() => expect(box.querySelector('del')?.textContent).toBe('weekday'));
    expect(box.querySelector('ins')?.textContent).toContain('working day');
    fireEvent.keyDown(view.dom, { key: 'Enter' });

    await vi.waitFor(() => expect(variablesOf(calls, 'suggestDocumentChange')).toHaveLength(1));
    const [sent] = variablesOf(calls, 'suggestDocumentChange');
    expect(sent).toMatchObject({ d: 'doc-1', op: 'REPLACE', o: 'weekday', x: 'working day' });
    // The anchor names the word in the shared document itself.
    expect(wordsAt(server, String(sent?.a), 'weekday'.length)).toBe('weekday');
    expect(fakeLiveText(server)).not.toContain('working day');
    expect(editor.state.doc.textContent).toContain('a weekday.');

    // Deleting a letter before "Day": a DELETE suggestion of the letter.
    const day = positionOf(editor, 'Day means');
    act(() => {
      editor.commands.setTextSelection(day);
    });
    fireEvent.keyDown(view.dom, { key: 'Backspace' });
    fireEvent.keyDown(view.dom, { key: 'Enter' });
    await vi.waitFor(() => expect(variablesOf(calls, 'suggestDocumentChange')).toHaveLength(2));
    expect(variablesOf(calls, 'suggestDocumentChange')[1]).toMatchObject({
      op: 'DELETE',
      o: ' ',
      x: '',
    });
  });

  it('shows pending suggestions as tracked changes, and lets the owner accept them', async () => {
    const anchor = anchorAt(server, 'weekday');
    const feed: TFeedItem[] = [
      {
        id: 'th-1',
        kind: 'COMMENT',
        createdAt: '2026-11-20T00:00:00.000Z',
        suggestion: null,
        thread: {
          id: 'th-1',
          status: 'ACTIVE',
          quote: 'Business Day',
          anchorFrom: 10,
          anchorTo: 22,
          comments: [
            {
              id: 'c-1',
              body: 'Which state?',
              authorName: 'Alex Nguyen',
              createdAt: '2026-11-20T00:00:00.000Z',
            },
          ],
        },
      },
      {
        id: 's-1',
        kind: 'SUGGESTION',
        createdAt: SUGGESTION.createdAt,
        thread: null,
        suggestion: { ...SUGGESTION, anchor },
      },
    ];
    const { calls } = renderApp('/documents/editor/doc-1', {
      graphql: {
        ...base,
        DocumentFeed: { documentFeed: feed },
        ResolveDocumentSuggestion: {
          resolveDocumentSuggestion: { ...SUGGESTION, anchor, status: 'ACCEPTED' },
        },
        ResolveAllDocumentSuggestions: {
          resolveAllDocumentSuggestions: { resolved: 1, refused: 0 },
        },
      },
    });
    await liveEditor();
    const box = screen.getByRole('textbox', { name: /document text/ });
    await vi.waitFor(() => expect(box.querySelector('del')?.textContent).toBe('weekday'));
    const ins = box.querySelector('ins');
    expect(ins?.textContent).toContain('working day');
    expect(ins?.getAttribute('title')).toContain('Suggested by Sam Lee');
    // Read out too, not only shown in colour.
    expect(box.textContent).toContain('Suggested by Sam Lee');

    const list = screen.getByRole('list', { name: 'Comments and suggestions' });
    const items = within(list).getAllByTestId('feed-item');
    expect(
      items.map((i) => (i.textContent?.startsWith('Comment') ? 'COMMENT' : 'SUGGESTION')),
    ).toEqual(['COMMENT', 'SUGGESTION']);
    expect(within(items[0]!).getByText('Which state?')).toBeTruthy();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Accept: Replace “weekday” with “working day”' }),
    );
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'resolveDocumentSuggestion')).toEqual([
        { d: 'doc-1', s: 's-1', st: 'ACCEPTED' },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept all (1)' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'resolveAllDocumentSuggestions')).toEqual([
        { d: 'doc-1', st: 'ACCEPTED' },
      ]),
    );
    // Showing suggestions changes no wording.
    expect(fakeLiveText(server)).not.toContain('working day');
  });

  it('offers no accepting to a suggester', async () => {
    server = installFakeLive(undefined, { role: 'SUGGESTER', canWrite: false });
    const anchor = anchorAt(server, 'weekday');
    renderApp('/documents/editor/doc-1', {
      graphql: {
        ...base,
        EditorDocument: {
          editorDocument: { ...EDITOR_DOCUMENT, role: 'SUGGESTER', canEdit: false },
        },
        DocumentFeed: {
          documentFeed: [
            {
              id: 's-1',
              kind: 'SUGGESTION',
              createdAt: SUGGESTION.createdAt,
              thread: null,
              suggestion: { ...SUGGESTION, anchor },
            },
          ],
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Comments and suggestions' });
    expect(within(list).getByText('Pending')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Accept all/ })).toBeNull();
  });
});
