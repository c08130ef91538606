import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import { EDITOR_DOCUMENT, VERSION_1, VERSION_2 } from '../test/editor-test-kit';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], operation: string) =>
  calls
    .filter((c) =>
      String((c.body as { query?: string } | undefined)?.query).includes(`${operation}(`),
    )
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

/** The TipTap editor behind the page's text box, as ProseMirror leaves it on its element. */
async function editorOf(): Promise<Editor> {
  const box = await screen.findByRole('textbox', { name: /document text/ });
  return (box as HTMLElement & { editor: Editor }).editor;
}

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
    const box = await screen.findByRole('textbox', { name: /document text/ });
    expect(within(box).getByText('Definitions')).toBeTruthy();
    expect(within(box).getByText('Business Day means a weekday.')).toBeTruthy();
    expect(within(box).getAllByText('Acme Widgets Pty Ltd')).toHaveLength(2);
    expect(within(box).getByText('12 345 678 901')).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
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

  it('saves typing by itself and says so', async () => {
    const { calls } = renderApp('/documents/editor/doc-1', { graphql });
    const editor = await editorOf();
    expect(screen.getByTestId('save-state').textContent).toBe('Saved');
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size, {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Signed in Sydney.' }],
      });
    });
    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');
    await vi.waitFor(() => expect(variablesOf(calls, 'saveDocumentVersion')).toHaveLength(1), {
      timeout: 4000,
    });
    const [saved] = variablesOf(calls, 'saveDocumentVersion');
    expect(saved?.d).toBe('doc-1');
    expect(saved?.n).toBeNull();
    expect(JSON.stringify(saved?.c)).toContain('Signed in Sydney.');
    await vi.waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Saved'));
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
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save version' })).toBeNull();
    const box = await screen.findByRole('textbox', { name: /document text/ });
    expect(box.getAttribute('contenteditable')).toBe('false');
  });
});
