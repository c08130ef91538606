import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import { EDITOR_DOCUMENT, installFakeLive, VERSION_2 } from '../test/editor-test-kit';

type TCall = { body: unknown };
const variablesOf = (calls: TCall[], field: string) =>
  calls
    .filter((c) => String((c.body as { query?: string })?.query).includes(`${field}(`))
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

const graphql = {
  GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
  EditorDocument: { editorDocument: EDITOR_DOCUMENT },
  DocumentVersions: { documentVersions: [VERSION_2] },
  SaveDocumentAsTemplate: {
    saveDocumentAsTemplate: {
      id: 'tpl-1',
      name: 'Our NDA',
      createdAt: '2026-11-24T00:00:00.000Z',
      updatedAt: '2026-11-24T00:00:00.000Z',
    },
  },
};

beforeEach(() => {
  installFakeLive();
});

describe('saving a document as my template', () => {
  it('asks for a name, says what is wrong with it, and saves the document under it', async () => {
    const { calls } = renderApp('/documents/editor/doc-1', { graphql });
    // The editor is ready once its toolbar shows (the live document is in it).
    await screen.findByRole('toolbar', { name: 'Formatting' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save as my template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as my template' });
    const input = within(dialog).getByRole('textbox', { name: /Template name/ });
    // The document's title is offered as the name.
    expect((input as HTMLInputElement).value).toBe(EDITOR_DOCUMENT.title);

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText('Give the template a name.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'n'.repeat(121) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(
      await within(dialog).findByText('A template name must be 120 characters or fewer.'),
    ).toBeTruthy();
    expect(variablesOf(calls, 'saveDocumentAsTemplate')).toEqual([]);

    fireEvent.change(input, { target: { value: '  Our NDA ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(variablesOf(calls, 'saveDocumentAsTemplate')).toEqual([{ d: 'doc-1', n: 'Our NDA' }]);
    expect(await screen.findByText('Saved as your template “Our NDA”')).toBeTruthy();
  });

  it('is offered to the document’s owner only', async () => {
    renderApp('/documents/editor/doc-1', {
      graphql: {
        ...graphql,
        EditorDocument: { editorDocument: { ...EDITOR_DOCUMENT, role: 'EDITOR' } },
      },
    });
    await screen.findByRole('button', { name: 'Versions' });
    expect(screen.queryByRole('button', { name: 'Save as my template' })).toBeNull();
  });
});
