import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import {
  EDITOR_DOCUMENT,
  fakeLiveText,
  installFakeLive,
  type TFakeLive,
  VERSION_1,
  VERSION_2,
} from '../test/editor-test-kit';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], operation: string) =>
  calls
    .filter((c) =>
      String((c.body as { query?: string } | undefined)?.query).includes(`${operation}(`),
    )
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

/** The TipTap editor behind the page's text box once the live document is in it. */
async function editorOf(): Promise<Editor> {
  await screen.findByRole('toolbar', { name: 'Formatting' });
  const box = await screen.findByRole('textbox', { name: /document text/ });
  return (box as HTMLElement & { editor: Editor }).editor;
}

let server: TFakeLive;
beforeEach(() => {
  server = installFakeLive();
});

const graphql = {
  GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
  EditorDocument: { editorDocument: EDITOR_DOCUMENT },
  DocumentVersions: { documentVersions: [VERSION_2, VERSION_1] },
  SaveDocumentVersion: {
    saveDocumentVersion: { ...VERSION_2, updatedAt: '2026-11-22T00:00:00.000Z' },
  },
  RestoreDocumentVersion: {
    restoreDocumentVersion: { ...VERSION_1, id: 'v-3', number: 3, name: 'Restored from version 1' },
  },
};

describe('the document editor', () => {
  it('shows the document: its clauses, party and signature blocks, and a labelled toolbar', async () => {
    renderApp('/documents/editor/doc-1', { graphql });
    // The page's title, and the document's own title inside the editor.
    const titles = await screen.findAllByRole('heading', {
      level: 1,
      name: 'Mutual Non-Disclosure Agreement',
    });
    expect(titles).toHaveLength(2);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const box = await screen.findByRole('textbox', { name: /document text/ });
    expect(within(box).getByText('Definitions')).toBeTruthy();
    expect(within(box).getByText('Business Day means a weekday.')).toBeTruthy();
    expect(within(box).getAllByText('Acme Widgets Pty Ltd')).toHaveLength(2);
    expect(within(box).getByText('12 345 678 901')).toBeTruthy();
    for (const label of [
      'Bold',
      'Italic',
      'Heading 2',
      'Numbered clause',
      'Bulleted list',
      'Undo',
      'Redo',
    ]) {
      expect(within(toolbar).getByRole('button', { name: label })).toBeTruthy();
    }
    // One tab stop; arrow keys move along the toolbar.
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    bold.focus();
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'Italic' }));
  });

  it('sends typing to everyone live, shows who else is here and their edits', async () => {
    const { calls } = renderApp('/documents/editor/doc-1', { graphql });
    const editor = await editorOf();
    await vi.waitFor(() =>
      expect(screen.getByTestId('live-status').textContent).toContain('Connected'),
    );
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size, {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Signed in Sydney.' }],
      });
    });
    await vi.waitFor(() => expect(fakeLiveText(server)).toContain('Signed in Sydney.'));
    // The server keeps the wording; the page does not save the whole document itself.
    expect(variablesOf(calls, 'saveDocumentVersion')).toEqual([]);

    const sam = server.join('Sam Lee');
    await vi.waitFor(() =>
      expect(screen.getByTestId('live-people').textContent).toContain('2 people editing'),
    );
    expect(screen.getByTestId('live-people').textContent).toContain('Alex Nguyen, Sam Lee');
    act(() => sam.type(' (draft)'));
    const box = screen.getByRole('textbox', { name: /document text/ });
    await vi.waitFor(() =>
      expect(within(box).getByText('Mutual Non-Disclosure Agreement (draft)')).toBeTruthy(),
    );
  });

  it('keeps typing while the connection is away and merges it when it is back', async () => {
    renderApp('/documents/editor/doc-1', { graphql });
    const editor = await editorOf();
    act(() => server.drop());
    await vi.waitFor(() =>
      expect(screen.getByTestId('live-status').textContent).toContain('Reconnecting'),
    );
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size, {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Typed while offline.' }],
      });
    });
    expect(fakeLiveText(server)).not.toContain('Typed while offline.');
    await vi.waitFor(
      () => expect(screen.getByTestId('live-status').textContent).toContain('Connected'),
      { timeout: 4000 },
    );
    await vi.waitFor(() => expect(fakeLiveText(server)).toContain('Typed while offline.'));
  });

  it('opens read-only for a viewer, who still sees the live document', async () => {
    server = installFakeLive(undefined, { role: 'VIEWER', canWrite: false });
    renderApp('/documents/editor/doc-1', {
      graphql: {
        ...graphql,
        EditorDocument: { editorDocument: { ...EDITOR_DOCUMENT, role: 'VIEWER', canEdit: false } },
      },
    });
    expect(await screen.findByText('You can read this document but not change it.')).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByTestId('live-status').textContent).toContain('Connected'),
    );
    expect(screen.queryByRole('toolbar')).toBeNull();
    const box = await screen.findByRole('textbox', { name: /document text/ });
    expect(box.getAttribute('contenteditable')).toBe('false');
  });

  it('shows the saved wording with the reason when live editing is refused', async () => {
    server.refuseWith = { code: 4404, reason: 'That document does not exist.' };
    renderApp('/documents/editor/doc-1', { graphql });
    expect(await screen.findByText(/That document does not exist\./)).toBeTruthy();
    expect(screen.getByText('Live editing is not available')).toBeTruthy();
    const box = await screen.findByRole('textbox', { name: /document text/ });
    expect(within(box).getByText('Definitions')).toBeTruthy();
    expect(box.getAttribute('contenteditable')).toBe('false');
  });

  it('lists versions and restores one after asking', async () => {
    const { calls } = renderApp('/documents/editor/doc-1', { graphql });
    await editorOf();
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const list = await screen.findByRole('list', { name: 'Versions' });
    expect(within(list).getAllByTestId('version')).toHaveLength(2);
    expect(within(list).getByText('Version 1: Sent to Bob')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Restore Version 1: Sent to Bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(variablesOf(calls, 'restoreDocumentVersion')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore version' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'restoreDocumentVersion')).toEqual([{ d: 'doc-1', v: 'v-1' }]),
    );
  });

  it('keeps a final version read-only', async () => {
    server = installFakeLive(undefined, { canWrite: false });
    renderApp('/documents/editor/doc-1', {
      graphql: {
        ...graphql,
        EditorDocument: {
          editorDocument: {
            ...EDITOR_DOCUMENT,
            canEdit: false,
            version: { ...VERSION_2, status: 'FINALISED' },
          },
        },
      },
    });
    expect(await screen.findByText(/This version is final/)).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByTestId('live-status').textContent).toContain('Connected'),
    );
    expect(screen.queryByText(/This version is final/)).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save version' })).toBeNull();
    const box = await screen.findByRole('textbox', { name: /document text/ });
    expect(box.getAttribute('contenteditable')).toBe('false');
  });
});
