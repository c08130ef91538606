import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import type { TCommentThread } from '../api/comments';
import { EDITOR_DOCUMENT, installFakeLive, VERSION_2 } from '../test/editor-test-kit';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], operation: string) =>
  calls
    .filter((c) =>
      String((c.body as { query?: string } | undefined)?.query).includes(`${operation}(`),
    )
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

const THREAD: TCommentThread = {
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
};

const graphql = {
  GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
  EditorDocument: { editorDocument: EDITOR_DOCUMENT },
  DocumentComments: { documentComments: [THREAD] },
  AddDocumentComment: { addDocumentComment: THREAD },
  SaveDocumentVersion: { saveDocumentVersion: VERSION_2 },
  SetCommentThreadStatus: { setCommentThreadStatus: { ...THREAD, status: 'RESOLVED' } },
};

beforeEach(() => {
  installFakeLive();
});

describe('comments in the editor', () => {
  it('comments on the selected words, and resolves a thread', async () => {
    const { calls } = renderApp('/documents/editor/doc-1', { graphql });
    // The live document is in the editor once its toolbar shows.
    await screen.findByRole('toolbar', { name: 'Formatting' });
    const box = await screen.findByRole('textbox', { name: /document text/ });
    const editor = (box as HTMLElement & { editor: Editor }).editor;
    // Select "Business Day" in clause 1.1.
    let from = 0;
    editor.state.doc.descendants((node, pos) => {
      const at = node.isText ? (node.text ?? '').indexOf('Business Day') : -1;
      if (at >= 0 && !from) from = pos + at;
    });
    act(() => {
      editor.commands.setTextSelection({ from, to: from + 'Business Day'.length });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Comments' }));
    const panel = await screen.findByRole('dialog', { name: 'Comments' });
    expect(await within(panel).findByText('Which state?')).toBeTruthy();
    fireEvent.change(
      within(panel).getByRole('textbox', { name: 'Comment on the selected words' }),
      {
        target: { value: 'Say New South Wales.' },
      },
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Comment' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'addDocumentComment')).toEqual([
        {
          d: 'doc-1',
          b: 'Say New South Wales.',
          th: null,
          a: { from, to: from + 12, quote: 'Business Day' },
        },
      ]),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Resolve' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'setCommentThreadStatus')).toEqual([
        { d: 'doc-1', th: 'th-1', s: 'RESOLVED' },
      ]),
    );
    // Selecting and commenting change no wording, so nothing is saved.
    expect(variablesOf(calls, 'saveDocumentVersion')).toEqual([]);
  });
});
