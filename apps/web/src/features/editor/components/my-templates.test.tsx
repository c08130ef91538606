import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { stubServer } from '../../../test/render-app';
import type { TCustomerTemplate, TTemplateEntry } from '../api/customer-templates';
import { MyTemplates } from './my-templates';

const TEMPLATE: TCustomerTemplate = {
  id: 'tpl-1',
  name: 'Supplier NDA',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
};

const ENTRIES: TTemplateEntry[] = [
  {
    id: 'e-2',
    number: 2,
    action: 'UPDATE',
    restoredFrom: null,
    documentId: 'doc-2',
    documentTitle: 'NDA with Bob',
    actorName: 'Alex Nguyen',
    createdAt: '2026-11-24T00:00:00.000Z',
  },
  {
    id: 'e-1',
    number: 1,
    action: 'CREATE',
    restoredFrom: null,
    documentId: 'doc-1',
    documentTitle: 'NDA with Acme',
    actorName: 'Alex Nguyen',
    createdAt: '2026-11-20T00:00:00.000Z',
  },
];

type TCall = { body: unknown };
const variablesOf = (calls: TCall[], field: string) =>
  calls
    .filter((c) => String((c.body as { query?: string })?.query).includes(`${field}(`))
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

const refusal = (message: string) =>
  new Response(
    JSON.stringify({ data: null, errors: [{ message, extensions: { code: 'CONFLICT' } }] }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );

function renderTemplates(graphql: Record<string, unknown>, refuse: Record<string, string> = {}) {
  const server = stubServer(null, {}, graphql);
  // An operation the test refuses answers with its message, as the server refuses it.
  const answer = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const op = /(?:query|mutation)\s+(\w+)/.exec(String(body?.query))?.[1] ?? '';
    if (refuse[op]) {
      server.calls.push({ url: '/graphql', method: 'POST', body });
      return refusal(refuse[op]);
    }
    return answer(input, init);
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/documents/my-documents', element: <MyTemplates /> },
      { path: '/documents/editor/*', element: <p>The editor</p> },
    ],
    { initialEntries: ['/documents/my-documents'] },
  );
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...server, ...view, router };
}

describe('My templates', () => {
  it('says how to make one when there are none', async () => {
    renderTemplates({ MyTemplates: { myTemplates: [] } });
    expect((await screen.findByTestId('my-templates-empty')).textContent).toContain(
      'Save as my template',
    );
    expect(screen.getByRole('heading', { name: 'My templates' })).toBeTruthy();
  });

  it('shows the error with Retry when the list cannot load', async () => {
    renderTemplates({});
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('lists each template with its dates, and Use opens the new document in the editor', async () => {
    const { calls, router } = renderTemplates({
      MyTemplates: { myTemplates: [TEMPLATE] },
      CloneCustomerTemplate: {
        cloneCustomerTemplate: { documentId: 'doc-9', title: 'Supplier NDA' },
      },
    });
    const list = await screen.findByRole('list', { name: 'My templates' });
    expect(within(list).getByTestId('my-template').textContent).toContain(
      'Supplier NDACreated 20/11/2026 · Updated 24/11/2026',
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Use “Supplier NDA”: make a new document from it' }),
    );
    expect(await screen.findByText('The editor')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/documents/editor/doc-9');
    expect(variablesOf(calls, 'cloneCustomerTemplate')).toEqual([{ t: 'tpl-1' }]);
  });

  it('renames, naming the problem with a blank name or one already taken', async () => {
    const { calls } = renderTemplates(
      { MyTemplates: { myTemplates: [TEMPLATE] } },
      {
        RenameCustomerTemplate: 'You already have a template called “Other”. Choose another name.',
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'More for “Supplier NDA”' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename template' });
    const input = within(dialog).getByRole('textbox', { name: /Template name/ });
    expect((input as HTMLInputElement).value).toBe('Supplier NDA');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Give the template a name.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'x'.repeat(121) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(
      await within(dialog).findByText('A template name must be 120 characters or fewer.'),
    ).toBeTruthy();
    expect(variablesOf(calls, 'renameCustomerTemplate')).toEqual([]);

    fireEvent.change(input, { target: { value: 'Other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(
      await within(dialog).findByText(
        'You already have a template called “Other”. Choose another name.',
      ),
    ).toBeTruthy();
    expect(variablesOf(calls, 'renameCustomerTemplate')).toEqual([{ t: 'tpl-1', n: 'Other' }]);
  });

  it('deletes only once confirmed', async () => {
    const { calls } = renderTemplates({
      MyTemplates: { myTemplates: [TEMPLATE] },
      DeleteCustomerTemplate: { deleteCustomerTemplate: TEMPLATE },
    });
    const more = await screen.findByRole('button', { name: 'More for “Supplier NDA”' });
    fireEvent.click(more);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(variablesOf(calls, 'deleteCustomerTemplate')).toEqual([]);

    fireEvent.click(more);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    await waitFor(() =>
      expect(variablesOf(calls, 'deleteCustomerTemplate')).toEqual([{ t: 'tpl-1' }]),
    );
  });

  it('shows the history with each action and restores an earlier wording once confirmed', async () => {
    const { calls } = renderTemplates({
      MyTemplates: { myTemplates: [TEMPLATE] },
      CustomerTemplateHistory: { customerTemplateHistory: ENTRIES },
      RestoreCustomerTemplate: {
        restoreCustomerTemplate: {
          ...ENTRIES[1]!,
          id: 'e-3',
          number: 3,
          action: 'RESTORE',
          restoredFrom: 1,
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'More for “Supplier NDA”' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'Template history' });
    const entries = within(history).getAllByTestId('template-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      '2. Wording replaced with “NDA with Bob”Updated24/11/2026 · Alex Nguyen · current wording',
      '1. Saved from “NDA with Acme”Saved20/11/2026 · Alex NguyenRestore',
    ]);
    fireEvent.click(
      within(history).getByRole('button', { name: 'Restore the wording of entry 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restore this wording?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore wording' }));
    await waitFor(() =>
      expect(variablesOf(calls, 'restoreCustomerTemplate')).toEqual([{ t: 'tpl-1', e: 'e-1' }]),
    );
  });

  it('updates from one of the customer’s own finished documents', async () => {
    const { calls } = renderTemplates({
      MyTemplates: { myTemplates: [TEMPLATE] },
      TemplateSourceDocuments: {
        getMyDocuments: [
          {
            id: 'doc-1',
            title: 'NDA with Acme',
            status: 'COMPLETED',
            myRole: 'OWNER',
            kind: 'template',
          },
          {
            id: 'doc-4',
            title: 'Shared NDA',
            status: 'COMPLETED',
            myRole: 'EDITOR',
            kind: 'template',
          },
          {
            id: 'doc-5',
            title: 'Half answered',
            status: 'IN_PROGRESS',
            myRole: 'OWNER',
            kind: 'template',
          },
        ],
      },
      UpdateCustomerTemplate: { updateCustomerTemplate: ENTRIES[0] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'More for “Supplier NDA”' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Update from a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update from a document' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update template' }));
    expect(
      await within(dialog).findByText('Choose the document to take the wording from.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('textbox', { name: /Document/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['NDA with Acme']);
    fireEvent.click(options[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update template' }));
    await waitFor(() =>
      expect(variablesOf(calls, 'updateCustomerTemplate')).toEqual([{ t: 'tpl-1', d: 'doc-1' }]),
    );
  });
});
