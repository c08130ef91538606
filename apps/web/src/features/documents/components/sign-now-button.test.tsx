import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { CUSTOMER, stubServer } from '../../../test/render-app';
import type { TMyDocument } from '../api/my-documents';
import { MyDocumentRow } from './my-document-row';

const AWAITING = {
  id: 'doc-9',
  title: 'Supply Agreement',
  templateId: 'supply-agreement',
  documentType: null,
  status: 'AWAITING_MY_SIGNATURE',
  progress: 1,
  updatedAt: '2026-11-20T00:00:00.000Z',
  myRole: 'VIEWER',
  sharedBy: null,
  kind: 'template',
  folderId: null,
  upload: null,
} as unknown as TMyDocument;

describe('a document awaiting my signature', () => {
  it('offers Sign alone, which opens the signing page with a fresh link', async () => {
    const { calls } = stubServer(
      CUSTOMER,
      {},
      {
        MySignerLink: { mySignerLink: { processId: 'sp-9', token: 'tok-9' } },
      },
    );
    const noop = () => {};
    const element = (
      <ul>
        <MyDocumentRow
          document={AWAITING}
          onRename={noop}
          onDuplicate={noop}
          onDelete={noop}
          onDownload={noop}
        />
      </ul>
    );
    const router = createMemoryRouter(
      [
        { path: '/esign/:processId', element: <p>signing page</p> },
        { path: '*', element },
      ],
      { initialEntries: ['/documents/my-documents'] },
    );
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
    // Nothing of the sender's: no editing, downloading or menu.
    expect(screen.queryByRole('button', { name: /Edit|View/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Supply Agreement' }));
    await screen.findByText('signing page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/esign/sp-9?token=tok-9',
    );
    await vi.waitFor(() =>
      expect(calls.some((c) => String(JSON.stringify(c.body)).includes('mySignerLink('))).toBe(
        true,
      ),
    );
  });
});
